import Fields
import FuzzSupport

/// The form spec reader: any text is a spec or a FormSpecError, and a spec makes a form.
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let text = FuzzInput(data, size).text
  do {
    let spec = try FormSpec(json: text, file: "fuzz.json")
    _ = try? Form(spec: spec)
  } catch {
    require(!error.description.isEmpty, "an empty error for \(show(text))")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzFormSpec {
  static func main() { runFuzzer(test) }
}

import Fields
import FuzzSupport

/// The HTML page reader: any bytes are a page or an HTMLPageError, and each form of a page is a
/// reading or an error with a message.
@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
  do {
    let page = try HTMLPage(bytes: bytes, file: "fuzz.html")
    for form in page.forms {
      do {
        let reading = try page.formSpec(form.name)
        require(!reading.spec.fields.isEmpty, "a reading without fields")
      } catch {
        require(!error.description.isEmpty, "an empty error for a form")
      }
    }
  } catch {
    require(!error.description.isEmpty, "an empty error for a page")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzHTMLPage {
  static func main() { runFuzzer(test) }
}

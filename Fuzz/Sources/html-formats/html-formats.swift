import Fields
import FuzzSupport

/// HTML's machine formats, as a browser submits them (the first byte picks the kind): a
/// normalized value validates to itself.
private let kinds: [FieldKind] = [.date, .time, .datetime, .integer, .decimal, .number]
nonisolated(unsafe) private let validators = FuzzCache<FieldKind, FieldValidator?>()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let (first, text) = FuzzInput(data, size).choice() else { return 0 }
  let kind = kinds[Int(first) % kinds.count]
  // Step `any`: the step rules are not under test, the grammar and the normal forms are.
  guard
    let validator = validators.value(kind, make: { try? FieldValidator(kind: kind, step: "any") })
  else {
    require(false, "no validator for \(kind)")
    return 0
  }
  requireStableNormalForm(
    text, kind: kind, place: "", read: validator.validate, machine: validator.validate)
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzHtmlFormats {
  static func main() { runFuzzer(test) }
}

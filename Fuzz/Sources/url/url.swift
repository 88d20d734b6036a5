import FuzzSupport

@testable import Fields

/// The URL parser without a base: href is a fixed point, and the fast path for plain URLs and
/// the byte path of `validate url --stdin` agree with the parser.
private let validator: URLValidator? = try? URLValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let validator else {
    require(false, "no URL validator")
    return 0
  }
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  requireStableNormalForm(
    input.text, kind: .url, place: "", read: { _ in result }, machine: validator.validate)
  requireFastPathAgrees(
    input.bytes, validator.normalizedPlainASCII, full: result.normalized,
    subject: show(input.text))
  // The byte path of `validate url --stdin` writes the href as a TSV field: `\` doubled. It
  // is handed valid UTF-8 only: the CLI refuses any other line before it.
  guard String(validating: input.bytes, as: UTF8.self) != nil else { return 0 }
  requireFastPathAgrees(
    input.bytes, urlBytePath(validator),
    full: result.normalized?.replacing("\\", with: "\\\\"),
    subject: show(input.text))
  requireVerdictAgrees(input.bytes, validator, full: result, subject: show(input.text))
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzUrl {
  static func main() { runFuzzer(test) }
}

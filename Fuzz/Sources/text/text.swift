import FuzzSupport

@testable import Fields

/// Free text without constraints, as `validate text --stdin` reads a line: the byte path
/// agrees with the validator, and what it writes needs no TSV escaping, since the CLI writes it
/// as it is.
private let validator = TextValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  requireFastPathAgrees(
    input.bytes, validator.normalizedPlainASCII, full: result.normalized,
    subject: show(input.text))
  if let fast = plainPathOutput(input.bytes, validator.normalizedPlainASCII) {
    require(
      QuotedText.oneLine(fast) == fast, "fast path wrote \(show(fast)), which TSV escapes")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzText {
  static func main() { runFuzzer(test) }
}

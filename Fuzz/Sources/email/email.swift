import FuzzSupport

@testable import Fields

/// The e-mail validator for one address: the normalized address validates unchanged, and the
/// byte path of `validate email --stdin` agrees with the validator, both on the addresses it
/// writes and on the lines it calls a type mismatch.
private let validator = EmailValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  requireStableNormalForm(
    input.text, kind: .email, place: "", read: { _ in result }, machine: validator.validate)
  requireFastPathAgrees(
    input.bytes, validator.normalizedPlainASCII, full: result.normalized,
    subject: show(input.text))
  let output = UnsafeMutableRawBufferPointer.allocate(byteCount: input.bytes.count, alignment: 1)
  defer { output.deallocate() }
  if validator.plainASCIIVerdict(input.bytes, into: output) == .invalid(ValidityState(flag: .typeMismatch)) {
    require(
      result.state == ValidityState([.typeMismatch]) && result.arguments.isEmpty,
      "fast path says typeMismatch for \(show(input.text)), the full reading \(result.state)")
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzEmail {
  static func main() { runFuzzer(test) }
}

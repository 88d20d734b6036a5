import FuzzSupport

@testable import Fields

/// The e-mail validator for one address: the normalized address validates unchanged, and the
/// fast path for plain addresses agrees with the validator.
private let validator = EmailValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  if let normalized = result.normalized {
    let again = validator.validate(normalized)
    require(
      again.normalized == normalized,
      "normalized \(show(normalized)) of \(show(input.text)) validates to "
        + "\(show(again.normalized)) (\(again.reason ?? "valid"))")
  }
  if let fast = plainPathOutput(input.bytes, validator.normalizedPlainASCII) {
    require(
      fast == result.normalized,
      "fast path gives \(show(fast)) for \(show(input.text)), the validator "
        + show(result.normalized))
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzEmail {
  static func main() { runFuzzer(test) }
}

import Fields
import FuzzSupport

/// The e-mail validator with `multiple`: the normalized list validates unchanged, with
/// `multiple` and address by address without it.
private let validator = EmailValidator(multiple: true)
private let single = EmailValidator()

@_cdecl("LLVMFuzzerTestOneInput")
public func test(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let input = FuzzInput(data, size)
  let result = validator.validate(input.text)
  guard let normalized = result.normalized else { return 0 }
  let again = validator.validate(normalized)
  require(
    again.normalized == normalized,
    "normalized \(show(normalized)) of \(show(input.text)) validates to "
      + "\(show(again.normalized)) (\(again.reason ?? "valid"))")
  for address in normalized.split(separator: ",") {
    let alone = single.validate(String(address))
    require(
      alone.normalized == String(address),
      "address \(show(String(address))) of \(show(input.text)) validates alone to "
        + show(alone.normalized))
  }
  return 0
}

/// Hands the command line to libFuzzer.
@main
enum FuzzEmailMultiple {
  static func main() { runFuzzer(test) }
}

import Testing

@testable import Fields

/// The bytes an address's local part may hold, which both the validator and the byte path of
/// `validate email --stdin` read from one table.
struct EmailValidatorNormalFormTests {
  @Test func isLocalPartByte_isTrueForLettersDigitsAndTheSymbolsOnly() {
    let allowed = Set(
      ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        + EmailValidator.localPartSymbols).utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(EmailValidator.isLocalPartByte(byte) == allowed.contains(byte), "\(byte)")
    }
  }
}

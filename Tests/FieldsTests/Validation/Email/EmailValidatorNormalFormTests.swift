import Testing

@testable import Fields

/// Addresses already in normal form are taken in one pass over their bytes; these hold that
/// pass to the full normalization on every address.
struct EmailValidatorNormalFormTests {
  @Test func normalize_generatedAddresses_agreesWithTheFullNormalization() throws {
    var generator = SubmissionCheckerFlatReadingTests.Generator(state: 11)
    // Letters of both cases, digits, the local part's symbols, the separators that matter,
    // and a few bytes no address may hold.
    let pieces = [
      "a", "z", "A", "Q", "0", "9", ".", "-", "@", "+", "_", "!", "~", "`", " ", ",", "ü", "ß",
      "é", "\u{0}", "\"", "xn--bcher-kva", "example", "COM", "com",
    ]
    var taken = 0
    for run in 0..<50_000 {
      var address = ""
      for _ in 0..<(1 + Int(generator.next() % 14)) { address += generator.pick(pieces) }
      if generator.chance(60) { address += "@" + generator.pick(["example.com", "b", "Ex.org"]) }
      let full = EmailValidator.normalizeInFull(address)
      if EmailValidator.isNormalASCII(address) {
        taken += 1
        #expect(try full.get() == address, "run \(run): \(address)")
      }
      #expect(
        (try? EmailValidator.normalize(address).get()) == (try? full.get()),
        "run \(run): \(address)")
    }
    // The one-pass check answered often enough for the comparison to mean something.
    #expect(taken > 2_000)
  }

  @Test func isLocalPartByte_isTrueForLettersDigitsAndTheSymbolsOnly() {
    let allowed = Set(
      ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        + EmailValidator.localPartSymbols).utf8)
    for byte in UInt8.min...UInt8.max {
      #expect(EmailValidator.isLocalPartByte(byte) == allowed.contains(byte), "\(byte)")
    }
  }
}

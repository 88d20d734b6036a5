import CPhoneNumberTesting
import Testing

/// The shim matches national numbers against libphonenumber's patterns with digit automata
/// instead of ICU's regex engine; these tests hold every pattern's automaton to ICU's answers.
struct DigitPatternAgreementTests {
  @Test func automata_everyPatternOfEveryRegion_agreeWithICU() {
    var checks: Int64 = 0
    var first = [CChar](repeating: 0, count: 1024)
    let disagreements = cphn_digit_pattern_disagreements(42, 20, &checks, &first, 1024)
    let description = String(
      decoding: first.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #expect(disagreements == 0, "\(description)")
    // Over 1,400 patterns with about 500 strings each: enough for the comparison to mean
    // something.
    #expect(checks > 500_000)
  }

  @Test func automata_everyPatternOfEveryRegion_areBuilt() {
    var list = [CChar](repeating: 0, count: 65_536)
    let declined = cphn_digit_patterns_declined(&list, 65_536)
    let lines = String(
      decoding: list.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    // Every pattern in the metadata uses only digits, classes, groups, alternation and
    // quantifiers, so none is left to ICU.
    #expect(declined == 0, "\(lines)")
    #expect(lines == "")
  }

  @Test func automata_everyPatternOfEveryRegion_holdUnderOneAndAHalfMegabytes() {
    // Builds every automaton the shim can use: each national number pattern, and each format's
    // pattern and leading digits patterns.
    var list = [CChar](repeating: 0, count: 16)
    _ = cphn_digit_patterns_declined(&list, 16)
    var checks: Int64 = 0
    _ = cphn_format_pattern_disagreements(1, 0, &checks, &list, 16)
    let bytes = cphn_digit_pattern_bytes()
    #expect(bytes > 0)
    // 1.1 MB in libphonenumber 8.12: 0.6 MB for the number patterns, the rest for formats.
    #expect(bytes < 1_500_000)
  }
}

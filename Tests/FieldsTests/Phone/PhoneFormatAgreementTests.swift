import CPhoneNumber
import CPhoneNumberTesting
import Testing

@testable import Fields

/// The shim writes numbers with its own matchers over libphonenumber's formats instead of the
/// library's Format; these tests hold it to exactly the library's text, in every style.
struct PhoneFormatAgreementTests {
  private static func text(_ buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  @Test func format_generatedNumbersOfEveryRegionInEveryStyle_matchLibphonenumber() {
    var checks: Int64 = 0
    var declined: Int64 = 0
    var first = [CChar](repeating: 0, count: 1024)
    let disagreements = cphn_format_disagreements(7, 12, &checks, &declined, &first, 1024)
    #expect(disagreements == 0, "\(Self.text(first))")
    // Numbers are written in digits and ASCII rules, so the shim decides every one of them.
    #expect(declined == 0)
    // About 280 regions and entities, each with about 100 numbers in four styles.
    #expect(checks > 100_000)
  }

  @Test func formatPatterns_everyFormatOfEveryRegion_agreeWithICU() {
    var checks: Int64 = 0
    var first = [CChar](repeating: 0, count: 1024)
    let disagreements = cphn_format_pattern_disagreements(11, 4, &checks, &first, 1024)
    #expect(disagreements == 0, "\(Self.text(first))")
    // Over 4,000 patterns with about 100 strings each.
    #expect(checks > 400_000)
  }

  @Test(arguments: [
    ("(650) 253-0000", PhoneFormat.Style.international, "+1 650-253-0000"),
    ("(650) 253-0000", .national, "(650) 253-0000"),
    ("(650) 253-0000 ext. 12", .rfc3966, "tel:+1-650-253-0000;ext=12"),
    ("+44 20 7031 3000", .national, "020 7031 3000"),
    // GB writes extensions after its own prefix, " x".
    ("+44 20 7031 3000 x 7", .international, "+44 20 7031 3000 x7"),
    ("+39 06 6982 1234", .rfc3966, "tel:+39-06-6982-1234"),
    ("+49 30 123456", .national, "030 123456"),
    ("+7 495 123-45-67", .international, "+7 495 123-45-67"),
  ])
  func format_knownNumbers_writeLibphonenumbersText(
    text: String, style: PhoneFormat.Style, expected: String
  ) throws {
    let format = try PhoneFormat(region: "US", style: style)
    let number = try format.parseValid(text)
    #expect(format.format(number) == expected)
    var raw = number.raw
    var buffer = [CChar](repeating: 0, count: 128)
    _ = cphn_format_with_libphonenumber(&raw, style.raw, &buffer, 128)
    #expect(Self.text(buffer) == expected)
  }
}

import Fields
import Testing

struct RelativeTimeFormatTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var offset: Double
    var unit: RelativeTimeFormat.Unit
    var style: RelativeTimeFormat.Style = .long
    var numeric: RelativeTimeFormat.Numeric = .auto
    var expected: String
    var testDescription: String { "\(locale) \(offset) \(unit) \(style) \(numeric)" }
  }

  @Test(arguments: [
    Case(locale: "de_DE", offset: -1, unit: .day, expected: "gestern"),
    Case(locale: "de_DE", offset: -1, unit: .day, numeric: .always, expected: "vor 1 Tag"),
    Case(locale: "de_DE", offset: 2, unit: .day, expected: "übermorgen"),
    Case(locale: "de_DE", offset: -1.5, unit: .day, expected: "vor 1,5 Tagen"),
    Case(locale: "de_DE", offset: 3, unit: .hour, style: .short, expected: "in 3 Std."),
    Case(locale: "en_US", offset: 0, unit: .second, expected: "now"),
    Case(locale: "en_US", offset: -3, unit: .day, expected: "3 days ago"),
    Case(locale: "ja_JP", offset: -1, unit: .day, expected: "昨日"),
    Case(locale: "ru_RU", offset: -3, unit: .day, expected: "3 дня назад"),
    Case(locale: "ar_EG", offset: -3, unit: .day, expected: "قبل ٣ أيام"),
    Case(locale: "fr_FR", offset: 3, unit: .hour, style: .short, expected: "dans 3\u{A0}h"),
  ])
  func relativeTime_offsetInUnit_isTheLocalesWords(_ row: Case) throws {
    let format = try RelativeTimeFormat(locale: row.locale, style: row.style, numeric: row.numeric)
    #expect(format.format(row.offset, unit: row.unit) == row.expected)
  }

  @Test func relativeTime_decimalOffset_readsTheTextExactly() throws {
    let format = try RelativeTimeFormat(locale: "de_DE")
    #expect(try format.format(DecimalNumber("-1"), unit: .day) == "gestern")
    #expect(try format.format(DecimalNumber("2.50"), unit: .week) == "in 2,5 Wochen")
  }

  @Test func relativeTime_offsetBeyondDouble_throwsInvalidNumber() throws {
    let format = try RelativeTimeFormat(locale: "de_DE")
    #expect(throws: FormattingError.self) { try format.format(DecimalNumber("1e400"), unit: .day) }
  }

  @Test func relativeTime_unknownLocale_throws() {
    #expect(throws: FormattingError.self) { try RelativeTimeFormat(locale: "xx_YY") }
  }

  @Test func relativeTime_equalSettings_areEqualFormats() throws {
    #expect(try RelativeTimeFormat(locale: "de_DE") == RelativeTimeFormat(locale: "de-DE"))
    #expect(
      try RelativeTimeFormat(locale: "de_DE")
        != RelativeTimeFormat(locale: "de_DE", numeric: .always))
  }
}

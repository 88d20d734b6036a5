import Fields
import Testing

struct NumberFormatOptionsTests {
  static let locales = [
    "en_US", "de_DE", "es_ES", "pl_PL", "fr_FR", "ja_JP", "ar_EG", "ar_SA", "ru_RU", "hi_IN",
  ]
  static let values = [
    "0", "-0", "1", "-1", "0.5", "1.5", "2.5", "-2.5", "1234", "1234.5", "-1234.5", "12345.678",
    "1000000", "1234567.891", "0.001234", "1e15", "-9.99e20", "0.1", "999.9995",
  ]

  @Test(arguments: NumberFormat.Style.allCases)
  func defaultOptions_givenExplicitly_printTheSameAsWithout(style: NumberFormat.Style) throws {
    for locale in Self.locales {
      let plain = try NumberFormat(locale: locale, style: style)
      let explicit = try NumberFormat(
        locale: locale, style: style, rounding: .halfEven, sign: .auto)
      for value in Self.values {
        let number = try #require(DecimalNumber(ascii: Array(value.utf8)))
        #expect(explicit.format(number) == plain.format(number), "\(locale) \(value)")
      }
    }
  }

  @Test func halfUp_yen_roundsAsIntl() throws {
    let value = try #require(DecimalNumber(ascii: Array("1234.5".utf8)))
    #expect(try NumberFormat(locale: "ja_JP", style: .currency).format(value) == "￥1,234")
    #expect(
      try NumberFormat(locale: "ja_JP", style: .currency, rounding: .halfUp).format(value)
        == "￥1,235")
  }

  @Test func accounting_negativeDollars_inParentheses() throws {
    let value = try #require(DecimalNumber(ascii: Array("-1234.5".utf8)))
    let format = try NumberFormat(locale: "en_US", style: .currency, sign: .accounting)
    #expect(format.format(value) == "($1,234.50)")
  }

  @Test func groupingAuto_spanishFourDigits_ungrouped() throws {
    let value = try #require(DecimalNumber(ascii: Array("1234".utf8)))
    #expect(try NumberFormat(locale: "es").format(value) == "1.234")
    #expect(try NumberFormat(locale: "es", grouping: .auto).format(value) == "1234")
    #expect(try NumberFormat(locale: "es", grouping: .off).format(value) == "1234")
  }

  @Test func signExceptZero_zeroAndOne() throws {
    let format = try NumberFormat(locale: "de_DE", sign: .exceptZero)
    #expect(format.format(try #require(DecimalNumber(ascii: Array("0".utf8)))) == "0")
    #expect(format.format(try #require(DecimalNumber(ascii: Array("1".utf8)))) == "+1")
  }

  @Test func unit_speedInGerman_isShort() throws {
    let format = try UnitFormat(locale: "de_DE", unit: "kilometer-per-hour")
    #expect(format.format(try #require(DecimalNumber(ascii: Array("50".utf8)))) == "50 km/h")
  }

  @Test func unit_unknown_suggestsNearest() {
    #expect(
      throws: FormattingError.unknownUnit("kilometer-per-hou", suggestion: "kilometer-per-hour")
    ) {
      try UnitFormat(locale: "de_DE", unit: "kilometer-per-hou")
    }
  }

  @Test func range_percentInGerman_collapsesTheSign() throws {
    let format = try NumberRangeFormat(locale: "de_DE", style: .percent)
    let low = try #require(DecimalNumber(ascii: Array("0.03".utf8)))
    let high = try #require(DecimalNumber(ascii: Array("0.05".utf8)))
    #expect(format.format(low, high) == "3–5\u{A0}%")
    #expect(format.format(low, low) == "≈3\u{A0}%")
  }
}

import Fields
import Testing

struct NumberFormatTests {
  struct Pinned: CustomTestStringConvertible, Sendable {
    var locale: String
    var style: NumberFormat.Style
    var expected: String
    var testDescription: String { "\(locale) \(style)" }
  }

  /// 1234567.891 in each style and locale, as CLDR 42 writes it.
  static let pinned: [Pinned] = [
    Pinned(locale: "en_US", style: .decimal, expected: "1,234,567.891"),
    Pinned(locale: "en_US", style: .percent, expected: "123,456,789%"),
    Pinned(locale: "en_US", style: .currency, expected: "$1,234,567.89"),
    Pinned(locale: "en_US", style: .scientific, expected: "1.234567891E6"),
    Pinned(locale: "en_US", style: .compact, expected: "1.2M"),
    Pinned(locale: "en_US", style: .compactLong, expected: "1.2 million"),
    Pinned(locale: "de_DE", style: .decimal, expected: "1.234.567,891"),
    Pinned(locale: "de_DE", style: .percent, expected: "123.456.789\u{A0}%"),
    Pinned(locale: "de_DE", style: .currency, expected: "1.234.567,89\u{A0}€"),
    Pinned(locale: "de_DE", style: .compact, expected: "1,2\u{A0}Mio."),
    Pinned(locale: "de_DE", style: .compactLong, expected: "1,2 Millionen"),
    Pinned(locale: "fr_FR", style: .decimal, expected: "1\u{202F}234\u{202F}567,891"),
    Pinned(locale: "fr_FR", style: .currency, expected: "1\u{202F}234\u{202F}567,89\u{A0}€"),
    Pinned(locale: "ja_JP", style: .currency, expected: "￥1,234,568"),
    Pinned(locale: "ja_JP", style: .compact, expected: "123万"),
    Pinned(locale: "ar_EG", style: .decimal, expected: "١٬٢٣٤٬٥٦٧٫٨٩١"),
    Pinned(locale: "ar_EG", style: .percent, expected: "١٢٣٬٤٥٦٬٧٨٩٪\u{61C}"),
    Pinned(locale: "ar_EG", style: .compactLong, expected: "١٫٢ مليون"),
    Pinned(locale: "hi_IN", style: .decimal, expected: "12,34,567.891"),
    Pinned(locale: "hi_IN", style: .currency, expected: "₹12,34,567.89"),
    Pinned(locale: "hi_IN", style: .compactLong, expected: "12 लाख"),
    Pinned(locale: "th_TH", style: .currency, expected: "฿1,234,567.89"),
    Pinned(locale: "he_IL", style: .currency, expected: "\u{200F}1,234,567.89\u{A0}\u{200F}₪"),
    Pinned(locale: "ru_RU", style: .decimal, expected: "1\u{A0}234\u{A0}567,891"),
    Pinned(locale: "ru_RU", style: .compactLong, expected: "1,2 миллиона"),
    Pinned(locale: "pl_PL", style: .currency, expected: "1\u{A0}234\u{A0}567,89\u{A0}zł"),
    Pinned(locale: "pl_PL", style: .compactLong, expected: "1,2 miliona"),
    Pinned(locale: "zh_Hans_CN", style: .currency, expected: "¥1,234,567.89"),
  ]

  @Test(arguments: pinned)
  func format_style_matchesLocalePattern(_ row: Pinned) throws {
    let format = try NumberFormat(locale: row.locale, style: row.style)
    #expect(format.format(try DecimalNumber("1234567.891")) == row.expected)
  }

  @Test func format_defaults_showAtMostThreeFractionDigitsAndPercentNone() throws {
    let decimal = try NumberFormat(locale: "en_US")
    let percent = try NumberFormat(locale: "en_US", style: .percent)
    #expect(decimal.format(1.23456) == "1.235")
    #expect(decimal.format(0.000001) == "0")
    #expect(percent.format(0.256) == "26%")
    #expect(percent.format(0.125) == "12%")  // half-even, as ICU rounds
  }

  @Test func format_fractionDigits_overrideThePattern() throws {
    let two = try NumberFormat(locale: "en_US", minimumFractionDigits: 2, maximumFractionDigits: 2)
    let six = try NumberFormat(locale: "en_US", maximumFractionDigits: 6)
    let minimumOnly = try NumberFormat(locale: "de_DE", minimumFractionDigits: 3)
    let percent = try NumberFormat(locale: "en_US", style: .percent, maximumFractionDigits: 1)
    #expect(two.format(1234.5) == "1,234.50")
    #expect(six.format(1.23456789) == "1.234568")
    #expect(minimumOnly.format(0.1) == "0,100")
    #expect(percent.format(0.1234) == "12.3%")
  }

  @Test func format_decimalText_isExactBeyondDoublePrecision() throws {
    let format = try NumberFormat(locale: "en_US", maximumFractionDigits: 9)
    let number = try DecimalNumber("12345678901234567890.123456789")
    #expect(format.format(number) == "12,345,678,901,234,567,890.123456789")
  }

  @Test func format_integersAndSpecialDoubles_useLocaleSymbols() throws {
    let format = try NumberFormat(locale: "de_DE")
    #expect(format.format(-1_234_567) == "-1.234.567")
    #expect(format.format(Double.infinity) == "∞")
    #expect(format.format(Double.nan) == "NaN")
  }

  @Test func format_currencyCode_overridesLocaleCurrency() throws {
    let yen = try NumberFormat(locale: "de_DE", style: .currency, currency: "jpy")
    #expect(yen.currency == "JPY")
    // The yen has no fraction digits, and ICU rounds half to even.
    #expect(yen.format(1234.5) == "1.234\u{A0}¥")
    #expect(yen.format(1235.5) == "1.236\u{A0}¥")
  }

  // MARK: - Parsing

  struct ParseCase: CustomTestStringConvertible, Sendable {
    var locale: String
    var style: NumberFormat.Style = .decimal
    var text: String
    var expected: String?
    var testDescription: String { "\(locale) '\(text)'" }
  }

  static let parseCases: [ParseCase] = [
    ParseCase(locale: "de_DE", text: "1.234,5", expected: "1234.5"),
    // More than 15 digits go through ICU's decimal string, not a double, so nothing rounds.
    ParseCase(
      locale: "de_DE", text: "12.345.678.901.234.567,891", expected: "12345678901234567.891"),
    ParseCase(locale: "de_DE", text: "0,1", expected: "0.1"),
    ParseCase(locale: "de_DE", text: "999.999.999.999.999", expected: "999999999999999"),
    ParseCase(locale: "de_DE", text: "-0", expected: "0"),
    ParseCase(
      locale: "en_US", style: .scientific, text: "1.2E-300",
      expected: "0." + String(repeating: "0", count: 299) + "12"),
    ParseCase(locale: "de_DE", text: "1234,5", expected: "1234.5"),
    ParseCase(locale: "de_DE", text: "-0,25", expected: "-0.25"),
    ParseCase(locale: "de_DE", text: "1,2,3", expected: nil),
    ParseCase(locale: "de_DE", text: "1.2.3", expected: nil),
    ParseCase(locale: "de_DE", text: "12abc", expected: nil),
    ParseCase(locale: "de_DE", text: "", expected: nil),
    ParseCase(locale: "de_DE", text: " 12", expected: nil),
    ParseCase(locale: "en_US", text: "1,234.5", expected: "1234.5"),
    ParseCase(locale: "en_US", text: "1,2,3", expected: nil),
    ParseCase(locale: "en_US", text: "1,23,4", expected: nil),
    ParseCase(locale: "en_US", text: "12abc", expected: nil),
    ParseCase(locale: "hi_IN", text: "12,34,567.891", expected: "1234567.891"),
    ParseCase(locale: "ar_EG", text: "١٬٢٣٤٫٥", expected: "1234.5"),
    ParseCase(locale: "fr_FR", text: "1\u{202F}234,5", expected: "1234.5"),
    ParseCase(locale: "de_DE", style: .percent, text: "12\u{A0}%", expected: "0.12"),
    ParseCase(locale: "de_DE", style: .currency, text: "1.234,50\u{A0}€", expected: "1234.5"),
  ]

  @Test(arguments: parseCases)
  func parse_strictly_acceptsOnlyWhatLocaleWrites(_ row: ParseCase) throws {
    let format = try NumberFormat(locale: row.locale, style: row.style)
    if let expected = row.expected {
      #expect(try format.parse(row.text).description == expected)
    } else {
      #expect(
        throws: FormattingError.unparsable(
          row.text, expected: "a \(row.style.rawValue) number in \(format.locale)")
      ) { try format.parse(row.text) }
    }
  }

  /// ICU moves every digit read so far for each digit it adds: 800,000 digits typed into an
  /// integer field took 9 s to be found not a number, 5,000,000 never finished.
  @Test(arguments: [
    (String(repeating: "1", count: 200_000), 200_000),
    (String(repeating: "٣", count: 200_000), 200_000),
    ("1" + String(repeating: "0", count: 2_001) + "1", 2_003),
    (String(repeating: "0", count: 100_000) + "12,5", 100_003),
  ])
  func parse_moreDigitsThanANumberHolds_isRefusedBeforeICU(text: String, digits: Int) throws {
    let format = try NumberFormat(locale: "de_DE")
    #expect(
      throws: FormattingError.tooManyDigits(
        text, count: digits, limit: 400, expected: "a number")
    ) {
      try format.parse(text)
    }
  }

  @Test func parse_400DigitsWithZeros_isStillRead() throws {
    let format = try NumberFormat(locale: "de_DE")
    #expect(try format.parse(String(repeating: "0", count: 300) + "12,5").description == "12.5")
    #expect(
      try format.parse("12," + String(repeating: "0", count: 390) + "5").description.count == 394)
  }

  static let roundTripLocales = [
    "en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "th_TH", "he_IL", "ru_RU", "pl_PL",
    "zh_Hans_CN",
  ]

  @Test(
    arguments: roundTripLocales, [NumberFormat.Style.decimal, .percent, .currency, .scientific])
  func parse_formattedNumber_returnsSameValue(locale: String, style: NumberFormat.Style) throws {
    // 0.25 and -1234.5 have no more fraction digits than any of these styles shows.
    let format = try NumberFormat(locale: locale, style: style, maximumFractionDigits: 4)
    for value in ["-1234.5", "0.25", "1000000"] {
      let text = format.format(try DecimalNumber(value))
      #expect(try format.parse(text).description == value, "\(text)")
    }
  }

  // MARK: - Errors

  @Test(arguments: [NumberFormat.Style.compact, .compactLong])
  func parse_compactStyle_throwsParsingNotSupported(style: NumberFormat.Style) throws {
    let format = try NumberFormat(locale: "en_US", style: style)
    #expect(!format.canParse)
    #expect(throws: FormattingError.parsingNotSupported(style: style.rawValue)) {
      try format.parse("1.2M")
    }
  }

  @Test func init_unknownCurrency_throws() {
    #expect(throws: FormattingError.unknownCurrency("XYZ")) {
      try NumberFormat(locale: "de_DE", style: .currency, currency: "XYZ")
    }
    #expect(throws: FormattingError.unknownCurrency("euro")) {
      try NumberFormat(locale: "de_DE", style: .currency, currency: "euro")
    }
  }

  @Test func init_currencyStyleForLocaleWithoutRegion_throwsNoDefaultCurrency() {
    #expect(throws: FormattingError.noDefaultCurrency(locale: "de")) {
      try NumberFormat(locale: "de", style: .currency)
    }
  }

  @Test func init_currencyForDecimalStyle_throwsOptionNotForStyle() {
    #expect(throws: FormattingError.optionNotForStyle(option: "currency", style: "decimal")) {
      try NumberFormat(locale: "de_DE", currency: "EUR")
    }
  }

  @Test(arguments: [(Int?(3), Int?(2)), (-1, nil), (nil, 1000)])
  func init_badFractionDigits_throws(minimum: Int?, maximum: Int?) {
    #expect(throws: FormattingError.invalidFractionDigits(minimum: minimum, maximum: maximum)) {
      try NumberFormat(
        locale: "en_US", minimumFractionDigits: minimum, maximumFractionDigits: maximum)
    }
  }

  @Test func init_unknownLocale_throws() {
    #expect(
      throws: FormattingError.unknownLocale("xx_YY", reason: "ICU has no data for language 'xx'")
    ) {
      try NumberFormat(locale: "xx_YY")
    }
  }
}

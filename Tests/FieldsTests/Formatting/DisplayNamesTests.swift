import Fields
import Testing

struct DisplayNamesTests {
  struct Named: CustomTestStringConvertible, Sendable {
    var locale: String
    var style: DisplayNames.Style = .long
    var code: String
    var kind: DisplayNames.Kind
    var expected: String
    var testDescription: String { "\(code) as \(kind) in \(locale) \(style)" }
  }

  /// Names as ICU 72 (CLDR 42) gives them, checked against PyICU's LocaleDisplayNames.
  static let named: [Named] = [
    Named(locale: "fr_FR", code: "de-CH", kind: .locale, expected: "allemand (Suisse)"),
    Named(locale: "fr_FR", code: "de_ch", kind: .locale, expected: "allemand (Suisse)"),
    Named(locale: "de_DE", code: "de-CH", kind: .locale, expected: "Deutsch (Schweiz)"),
    Named(
      locale: "ja_JP", code: "de_CH@calendar=buddhist", kind: .locale,
      expected: "ドイツ語 (スイス、仏暦)"),
    Named(locale: "ar_EG", code: "de", kind: .language, expected: "الألمانية"),
    Named(locale: "en_US", code: "EN", kind: .language, expected: "English"),
    Named(locale: "fr_FR", code: "us", kind: .region, expected: "États-Unis"),
    Named(locale: "fr_FR", style: .short, code: "US", kind: .region, expected: "É.-U."),
    Named(locale: "en_US", style: .short, code: "GB", kind: .region, expected: "UK"),
    Named(locale: "de_DE", code: "419", kind: .region, expected: "Lateinamerika"),
    Named(locale: "ru_RU", code: "cyrl", kind: .script, expected: "кириллица"),
    Named(locale: "ja_JP", code: "eur", kind: .currency, expected: "ユーロ"),
    Named(locale: "ja_JP", style: .short, code: "EUR", kind: .currency, expected: "ユーロ"),
    Named(locale: "de_DE", code: "DEM", kind: .currency, expected: "Deutsche Mark"),
    Named(locale: "de_DE", code: "Buddhist", kind: .calendar, expected: "Buddhistischer Kalender"),
  ]

  @Test(arguments: named)
  func name_knownCode_isTheLocalesName(_ row: Named) throws {
    let names = try DisplayNames(locale: row.locale, style: row.style)
    #expect(try names.name(of: row.code, kind: row.kind) == row.expected)
  }

  struct Refused: CustomTestStringConvertible, Sendable {
    var code: String
    var kind: DisplayNames.Kind
    var suggestion: String?
    var testDescription: String { "\(code) as \(kind)" }
  }

  /// Malformed codes, and well-formed ones ICU has no name for (no substitution gives none).
  static let refused: [Refused] = [
    Refused(code: "XY", kind: .region, suggestion: "XK"),
    Refused(code: "999", kind: .region, suggestion: nil),
    Refused(code: "de-CH", kind: .region, suggestion: nil),
    Refused(code: "xx", kind: .language, suggestion: "xh"),
    Refused(code: "root", kind: .language, suggestion: "ro"),
    Refused(code: "Latm", kind: .script, suggestion: "Latn"),
    Refused(code: "XYZ", kind: .currency, suggestion: nil),
    Refused(code: "euro", kind: .currency, suggestion: "EUR"),
    Refused(code: "gregory", kind: .calendar, suggestion: "gregorian"),
    Refused(code: "de_XY", kind: .locale, suggestion: "de_DE"),
    Refused(code: "de-CH-x", kind: .locale, suggestion: "de-CH"),
    Refused(code: "", kind: .region, suggestion: nil),
  ]

  @Test(arguments: refused)
  func name_unknownCode_throwsWithNearest(_ row: Refused) throws {
    let names = try DisplayNames(locale: "en_US")
    #expect(
      throws: FormattingError.unknownCode(
        row.code, kind: row.kind.rawValue, suggestion: row.suggestion)
    ) { try names.name(of: row.code, kind: row.kind) }
  }

  @Test func name_megabyteCode_isRefusedWithoutSuggestion() throws {
    let code = String(repeating: "A", count: 1 << 20)
    let names = try DisplayNames(locale: "en_US")
    #expect(throws: FormattingError.unknownCode(code, kind: "region", suggestion: nil)) {
      try names.name(of: code, kind: .region)
    }
  }

  @Test func init_unknownLocale_suggestsNearestInTheSpellingGiven() {
    #expect(
      throws: FormattingError.unknownLocale(
        "de-DX", reason: "its region is not a region code ICU knows", suggestion: "de-DE")
    ) { try DisplayNames(locale: "de-DX") }
    #expect(
      throws: FormattingError.unknownLocale(
        "de_DX", reason: "its region is not a region code ICU knows", suggestion: "de_DE")
    ) { try LocaleIdentifier("de_DX") }
  }

  @Test func unknownLocale_description_keepsReasonAndAddsSuggestion() {
    let error = FormattingError.unknownLocale(
      "de_DX", reason: "its region is not a region code ICU knows", suggestion: "de_DE")
    #expect(
      error.description
        == "Unknown locale 'de_DX': its region is not a region code ICU knows. Did you mean 'de_DE'? Please provide an identifier such as 'de_DE', 'en-US' or 'th_TH@calendar=buddhist'."
    )
  }

  @Test func withOwnICUObject_givesTheSameNames() throws {
    let names = try DisplayNames(locale: "de_DE")
    let own = try names.withOwnICUObject()
    #expect(own == names)
    #expect(try own.name(of: "CH", kind: .region) == "Schweiz")
  }

  /// Names are kept per code and kind after the first look-up; what comes back the second time,
  /// and after the kept answers were dropped, is what ICU answered the first time.
  @Test func name_askedAgain_givesWhatTheFirstLookUpGave() throws {
    // More codes than the handle keeps, so that it starts again from none on the way.
    let names = try DisplayNames(locale: "de_DE").withOwnICUObject(keepingAnswers: 8)
    let codes =
      ["ch", "CH", "de", "DE", "Latn", "EUR", "de-CH", "XY", "zz", "", "gregorian"]
      + (0..<10).map { "q\($0)" }
    func answer(_ code: String, _ kind: DisplayNames.Kind) -> String {
      do { return try names.name(of: code, kind: kind) } catch { return "error: \(error)" }
    }
    for kind in DisplayNames.Kind.allCases {
      let first = codes.map { answer($0, kind) }
      #expect(codes.map { answer($0, kind) } == first, "\(kind)")
      let fresh = try DisplayNames(locale: "de_DE").withOwnICUObject()
      for (code, expected) in zip(codes, first) {
        let given: String
        do { given = try fresh.name(of: code, kind: kind) } catch { given = "error: \(error)" }
        #expect(given == expected, "\(code) as \(kind)")
      }
    }
    // The kind is part of what is kept: 'ch' is a language and, in any case, a region.
    #expect(try names.name(of: "ch", kind: .language) == "Chamorro")
    #expect(try names.name(of: "ch", kind: .region) == "Schweiz")
    #expect(throws: FormattingError.self) { try names.name(of: "ch", kind: .currency) }
  }
}

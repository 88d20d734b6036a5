import Fields
import Testing

/// Reading an `Accept-Language` value (RFC 9110 §12.5.4) and choosing the messages' locale.
struct AcceptLanguageTests {
  static let choices: [(header: String, form: String?, locale: String?)] = [
    ("de-CH,de;q=0.9,en;q=0.8", nil, "de_CH"),
    ("fr", nil, "fr"),
    ("fr-CA, en;q=0.5", nil, "fr_CA"),
    ("en;q=0.5, ja;q=0.8", nil, "ja"),
    ("AR-eg", nil, "ar_EG"),
    // Equal weights keep the client's order.
    ("es;q=0.7, pl;q=0.7", nil, "es"),
    ("pl;q=0.7, es;q=0.7", nil, "pl"),
    // No catalog: the next range, or none.
    ("tlh, zh-TW;q=0.9, ru;q=0.1", nil, "ru"),
    ("tlh, zh-TW", "de_DE", nil),
    // A region ICU does not know: the language alone.
    ("de-XX", nil, "de"),
    ("de-CH-1996", nil, "de_CH_1996"),
    // q=0 refuses, the most specific range deciding.
    ("de;q=0, fr", nil, "fr"),
    ("de-AT;q=0, de", nil, "de"),
    ("de, de-CH;q=0", nil, "de"),
    ("en;q=0", nil, nil),
    // `*` is the form's own locale, unless refused.
    ("*", "de_DE", "de_DE"),
    ("tlh, *;q=0.5", "ja_JP", "ja_JP"),
    ("*, de;q=0", "de_DE", nil),
    ("*", nil, nil),
    ("", "de_DE", nil),
  ]

  @Test(arguments: choices.indices)
  func messageLocale_header_choosesTheCatalogAndNotation(row: Int) {
    let (header, form, locale) = Self.choices[row]
    #expect(AcceptLanguage(header).messageLocale(formLocale: form) == locale, "\(header)")
  }

  @Test func init_weightsAndCase_areReadAsRFC9110WritesThem() {
    let header = AcceptLanguage("de-CH , DE;Q=0.9,en;q=0.875 ,*;q=0,fr;q=1.000")
    #expect(header.ranges.map(\.tag) == ["de-ch", "de", "en", "*", "fr"])
    #expect(header.ranges.map(\.quality) == [1000, 900, 875, 0, 1000])
  }

  static let malformed: [String] = [
    ",,,", ";q=0.5", "de;q=", "de;q=1.5", "de;q=0.12345", "de;q=abc", "de;q=-1", "de;level=1",
    "de;q=0.5;q=0.4", "d e", "de-", "-de", "deutschland-de", "1de", "de_DE", "de-ÄÖ", "\u{0}",
    "*-de", "de;;q=1", "q=0.5", String(repeating: "a,", count: 100_000),
    String(repeating: "a-", count: 50_000) + "a", "de;q=0.5\u{FFFF}",
  ]

  @Test(arguments: malformed.indices)
  func init_malformedMembers_areSkippedWithoutCrashing(row: Int) {
    let value = Self.malformed[row]
    let header = AcceptLanguage(value + ",ja")
    // The well-formed member after the malformed ones is still read, unless the value is too
    // long to reach it.
    if value.utf8.count < 1000 { #expect(header.ranges.last?.tag == "ja", "\(value)") }
    #expect(header.ranges.count <= 64)
    _ = header.messageLocale(formLocale: "en")
  }
}

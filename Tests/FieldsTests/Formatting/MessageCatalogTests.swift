import Fields
import Testing

struct MessageCatalogTests {
  static let languages = ["en", "de", "fr", "es", "ja", "ar", "ru", "pl"]
  static let kinds = [
    "text", "email", "url", "integer", "decimal", "number", "phone", "date", "time", "datetime",
    "choice", "boolean",
  ]

  /// The phone problems the catalogs name, and one they leave to the generic text.
  static let problems = [
    "tooShort", "tooLong", "invalidCountryCode", "notANumber",
    "tooShortAfterInternationalPrefix", "invalidLength", "notAssigned",
  ]

  @Test(arguments: languages)
  func message_phoneTypeMismatch_namesEachProblemApartFromTheGenericOne(language: String) throws {
    let catalog = try MessageCatalog(locale: language)
    let texts = try Self.problems.map {
      try catalog.message("validity.typeMismatch", ["kind": "phone", "problem": .text($0)])
    }
    #expect(Set(texts).count == Self.problems.count, "\(texts)")
  }

  @Test func catalogs_shipTheEightLanguages() {
    #expect(MessageCatalog.availableLanguages == Self.languages.sorted())
    #expect(MessageCatalog.embeddedLanguages == Self.languages.sorted())
  }

  @Test(arguments: languages)
  func catalog_hasEveryKeyOfEnglish(language: String) {
    let english = MessageCatalog.keys(language: "en")
    #expect(english.count == 44)
    #expect(MessageCatalog.keys(language: language) == english)
  }

  @Test(arguments: languages)
  func catalog_everyPatternCompilesAndFormatsForEveryKindAndCount(language: String) throws {
    let catalog = try MessageCatalog(locale: language)
    for key in MessageCatalog.keys(language: "en") {
      for kind in Self.kinds {
        let counts: [Double] = [0, 1, 2, 3, 5, 11, 21, 22, 100, 1.5]
        for (count, problem) in zip(counts, Self.problems + Self.problems) {
          let text = try catalog.message(
            key,
            [
              "kind": .text(kind), "minimum": .number(count), "maximum": .number(count),
              "length": 4, "lower": "1", "upper": "3", "nearest": "2", "problem": .text(problem),
              "count": .number(count), "digits": .number(count + 400), "limit": 400,
              "field": "'age' (Alter)", "filter": "ber", "example": "030 123456",
              "name": "'x'", "title": "'x'", "value": "'on'", "expected": .text(kind),
              "found": .text(kind),
            ])
          #expect(!text.isEmpty)
          #expect(!text.contains("{"), "\(language) \(key): \(text)")
        }
      }
    }
  }

  @Test(arguments: [
    ("en", 1.0, "Use at least 1 character (you used 4)."),
    ("en", 8, "Use at least 8 characters (you used 4)."),
    ("de", 8, "Verwende mindestens 8 Zeichen (jetzt 4)."),
    ("ru", 1, "Используйте не менее 1 символа (сейчас 4)."),
    ("ru", 3, "Используйте не менее 3 символов (сейчас 4)."),
    ("ru", 21, "Используйте не менее 21 символа (сейчас 4)."),
    ("pl", 1, "Wpisz co najmniej 1 znak (teraz 4)."),
    ("pl", 3, "Wpisz co najmniej 3 znaki (teraz 4)."),
    ("pl", 5, "Wpisz co najmniej 5 znaków (teraz 4)."),
    ("ar", 2, "استخدم حرفين على الأقل (الآن ٤)."),
    ("ar", 3, "استخدم ٣ أحرف على الأقل (الآن ٤)."),
    ("ar", 11, "استخدم ١١ حرفًا على الأقل (الآن ٤)."),
    ("ja", 8, "8 文字以上で入力してください（現在 4 文字）。"),
  ])
  func message_tooShort_usesTheLanguagesPluralForm(
    language: String, minimum: Double, expected: String
  )
    throws
  {
    let catalog = try MessageCatalog(locale: language)
    #expect(
      try catalog.message("validity.tooShort", ["minimum": .number(minimum), "length": 4])
        == expected)
  }

  @Test func message_kind_selectsTheKindsWording() throws {
    let french = try MessageCatalog(locale: "fr_FR")
    #expect(
      try french.message("validity.valueMissing", ["kind": "email"])
        == "Saisissez une adresse e-mail.")
    #expect(try french.message("validity.valueMissing", ["kind": "text"]) == "Remplissez ce champ.")
  }

  @Test func init_regionalLocale_fallsBackToItsLanguageThenEnglish() throws {
    #expect(try MessageCatalog(locale: "de_AT").languages == ["de", "en"])
    #expect(try MessageCatalog(locale: "en_GB").languages == ["en"])
    #expect(try MessageCatalog(locale: "it_IT").languages == ["en"])
    let italian = try MessageCatalog(locale: "it_IT")
    #expect(
      try italian.message("validity.patternMismatch") == "Use the format this field asks for.")
  }

  @Test func message_unknownKeyOrLocale_throws() throws {
    #expect(throws: FormattingError.unknownMessage("validity.bogus")) {
      try MessageCatalog(locale: "en").message("validity.bogus")
    }
    #expect(
      throws: FormattingError.unknownLocale("xx_YY", reason: "ICU has no data for language 'xx'")
    ) {
      try MessageCatalog(locale: "xx_YY")
    }
  }
}

import Fields
import Testing

struct PluralRulesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var type: PluralRules.RuleType = .cardinal
    var number: String
    var expected: PluralRules.Category
    var testDescription: String { "\(locale) \(type) \(number)" }
  }

  @Test(arguments: [
    Case(locale: "en", number: "1", expected: .one),
    Case(locale: "en", number: "1.0", expected: .other),
    Case(locale: "en", number: "1.50e1", expected: .other),
    Case(locale: "en", number: "1e3", expected: .other),
    Case(locale: "ru", number: "1", expected: .one),
    Case(locale: "ru", number: "2", expected: .few),
    Case(locale: "ru", number: "5", expected: .many),
    Case(locale: "ru", number: "21", expected: .one),
    Case(locale: "ru", number: "1.5", expected: .other),
    Case(locale: "ar", number: "0", expected: .zero),
    Case(locale: "ar", number: "2", expected: .two),
    Case(locale: "ar", number: "3", expected: .few),
    Case(locale: "ar", number: "11", expected: .many),
    Case(locale: "ar", number: "100", expected: .other),
    Case(locale: "fr", number: "0", expected: .one),
    Case(locale: "fr", number: "1.5", expected: .one),
    Case(locale: "fr", number: "1000000", expected: .many),
    Case(locale: "en", type: .ordinal, number: "1", expected: .one),
    Case(locale: "en", type: .ordinal, number: "2", expected: .two),
    Case(locale: "en", type: .ordinal, number: "3", expected: .few),
    Case(locale: "en", type: .ordinal, number: "11", expected: .other),
    Case(locale: "en", type: .ordinal, number: "22", expected: .two),
  ])
  func plural_number_hasTheLocalesCategory(_ row: Case) throws {
    let rules = try PluralRules(locale: row.locale, type: row.type)
    #expect(try rules.category(of: row.number) == row.expected)
  }

  @Test(arguments: ["", "abc", "1,5", "1 000", "NaN", "١"])
  func plural_textThatIsNoNumber_throwsInvalidNumber(_ text: String) throws {
    let rules = try PluralRules(locale: "en")
    #expect(throws: FormattingError.invalidNumber(text)) { try rules.category(of: text) }
  }

  @Test func plural_tooManyDigits_throws() throws {
    let rules = try PluralRules(locale: "en")
    let long = String(repeating: "1", count: 401)
    #expect(
      throws: FormattingError.tooManyDigits(long, count: 401, limit: 400, expected: "a number")
    ) {
      try rules.category(of: long)
    }
    #expect(
      throws: FormattingError.tooManyDigits(
        "1e-1000", count: 1000, limit: 999, expected: "the fraction of a number")
    ) { try rules.category(of: "1e-1000") }
  }
}

import Fields
import Testing

struct ListFormatTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var type: ListFormat.ListType = .and
    var width: ListFormat.Width = .wide
    var items: [String] = ["a", "b", "c"]
    var expected: String
    var testDescription: String { "\(locale) \(type) \(width) \(items)" }
  }

  @Test(arguments: [
    Case(locale: "de_DE", expected: "a, b und c"),
    Case(locale: "de_DE", type: .or, expected: "a, b oder c"),
    Case(locale: "en_US", expected: "a, b, and c"),
    Case(locale: "en_US", type: .or, width: .short, expected: "a, b, or c"),
    Case(locale: "en_US", type: .unit, width: .narrow, items: ["3", "5"], expected: "3 5"),
    Case(locale: "ja_JP", expected: "a、b、c"),
    Case(locale: "ru_RU", expected: "a, b и c"),
    Case(locale: "ar_EG", expected: "a وb وc"),
    Case(locale: "de_DE", items: ["Zürich"], expected: "Zürich"),
    Case(locale: "de_DE", items: ["a", ""], expected: "a und "),
    Case(locale: "de_DE", items: [], expected: ""),
  ])
  func list_items_areJoinedAsTheLocaleJoinsThem(_ row: Case) throws {
    let format = try ListFormat(locale: row.locale, type: row.type, width: row.width)
    #expect(format.format(row.items) == row.expected)
  }

  @Test func list_manyItems_areAllJoined() throws {
    let format = try ListFormat(locale: "en_US", type: .unit, width: .narrow)
    let items = Array(repeating: "東", count: 10_000)
    #expect(format.format(items) == items.joined(separator: " "))
  }

  @Test func list_unknownLocale_throws() {
    #expect(throws: FormattingError.self) { try ListFormat(locale: "xx_YY") }
  }
}

import Testing

@testable import Fields

/// A required number, date or time field holding text that is no number, date or time was
/// `badInput` alone; HTML's value is then empty, so it is `valueMissing` as well (HTML
/// §4.10.5.3.4), as Chromium reports it, and the message is still badInput's.
struct RequiredUnconvertibleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let kind: FieldKind
    var locale: String? = nil
    var required = true
    let value: String
    let state: String
    let message: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "integer with a bare exponent", kind: .integer, value: "1e",
      state: "valueMissing,badInput", message: "Enter a whole number."),
    Case(
      id: "integer with a plus sign", kind: .integer, value: "+1",
      state: "valueMissing,badInput", message: "Enter a whole number."),
    Case(
      id: "integer of a space, which a browser empties", kind: .integer, value: " ",
      state: "valueMissing,badInput", message: "Enter a whole number."),
    Case(
      id: "decimal with a trailing point", kind: .decimal, value: "1.",
      state: "valueMissing,badInput", message: "Enter a number."),
    Case(
      id: "number of letters", kind: .number, value: "abc", state: "valueMissing,badInput",
      message: "Enter a number."),
    Case(
      id: "number the locale cannot read", kind: .number, locale: "de_DE", value: "1,2,3",
      state: "valueMissing,badInput", message: "Enter a number."),
    Case(
      id: "decimal of too many digits in a locale", kind: .decimal, locale: "de_DE",
      value: String(repeating: "1", count: 401), state: "valueMissing,badInput",
      message: "Too many digits (401); at most 400 are allowed."),
    Case(
      id: "date that does not exist", kind: .date, value: "2024-02-30",
      state: "valueMissing,badInput", message: "Enter a date."),
    Case(
      id: "date the locale cannot read", kind: .date, locale: "de_DE", value: "30.13.2024",
      state: "valueMissing,badInput", message: "Enter a date."),
    Case(
      id: "time past midnight", kind: .time, value: "25:00", state: "valueMissing,badInput",
      message: "Enter a time."),
    Case(
      id: "datetime with a space, which a browser empties", kind: .datetime,
      value: " 2024-01-01T10:00", state: "valueMissing,badInput",
      message: "Enter a date and time."),
    Case(
      id: "optional integer with a bare exponent", kind: .integer, required: false, value: "1e",
      state: "badInput", message: "Enter a whole number."),
    Case(
      id: "required number of spaces in a locale", kind: .number, locale: "de_DE", value: "   ",
      state: "valueMissing", message: "Enter a number."),
  ]

  @Test(arguments: cases)
  func validate_requiredAndUnconvertible_isValueMissingAndBadInput(_ row: Case) throws {
    let validator = try FieldValidator(
      kind: row.kind, locale: row.locale,
      constraints: TextConstraints(required: row.required))
    let result = validator.validate(row.value)
    #expect(result.state.description == row.state)
    #expect(result.normalized == nil)
    #expect(try MessageCatalog(locale: "en").message(for: result, kind: row.kind) == row.message)
  }

  @Test func validate_requiredAndUnconvertibleInGerman_keepsBadInputsMessage() throws {
    let validator = try FieldValidator(
      kind: .integer, locale: "de_DE", constraints: TextConstraints(required: true))
    let result = validator.validate("zwölf")
    #expect(result.state == ValidityState([.valueMissing, .badInput]))
    #expect(
      try MessageCatalog(locale: "de").message(for: result, kind: .integer)
        == "Gib eine ganze Zahl ein.")
  }
}

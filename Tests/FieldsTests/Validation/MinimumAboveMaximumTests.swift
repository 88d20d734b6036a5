import Testing

@testable import Fields

/// A minimum above the maximum was refused (`minimumAboveMaximum`, a usage error).
///
/// HTML takes the attributes as they are (HTML §4.10.5.3.7): numbers, dates and date-times
/// then have no value in range, and a time's range is reversed, wrapping around midnight.
struct MinimumAboveMaximumTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let kind: FieldKind
    var locale: String? = nil
    let minimum: String
    let maximum: String
    var step: String? = nil
    let value: String
    let state: String
    var message: String? = nil
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    // No periodic domain: below the minimum underflows, above the maximum overflows, between
    // them both; the message is the first flag's.
    Case(
      id: "integer below both", kind: .integer, minimum: "10", maximum: "5", value: "0",
      state: "rangeUnderflow", message: "Enter 10 or more."),
    Case(
      id: "integer between them", kind: .integer, minimum: "10", maximum: "5", value: "7",
      state: "rangeUnderflow,rangeOverflow", message: "Enter 10 or more."),
    Case(
      id: "integer at the minimum", kind: .integer, minimum: "10", maximum: "5", value: "10",
      state: "rangeOverflow", message: "Enter 5 or less."),
    Case(
      id: "integer empty", kind: .integer, minimum: "10", maximum: "5", value: "",
      state: "valid"),
    Case(
      id: "decimal between them off the step", kind: .decimal, minimum: "1.5", maximum: "1",
      step: "0.5", value: "1.25", state: "rangeUnderflow,rangeOverflow,stepMismatch",
      message: "Enter 1.5 or more."),
    Case(
      id: "date at the maximum", kind: .date, minimum: "2000-01-02", maximum: "2000-01-01",
      value: "2000-01-01", state: "rangeUnderflow", message: "Choose 2000-01-02 or later."),
    Case(
      id: "date at the minimum", kind: .date, minimum: "2000-01-02", maximum: "2000-01-01",
      value: "2000-01-02", state: "rangeOverflow", message: "Choose 2000-01-01 or earlier."),
    Case(
      id: "datetime between them", kind: .datetime, minimum: "2000-01-01T12:00",
      maximum: "2000-01-01T06:00", value: "2000-01-01T09:00",
      state: "rangeUnderflow,rangeOverflow", message: "Choose 2000-01-01T12:00 or later."),
    // A time's domain is periodic: 22:00 to 06:00 is the night.
    Case(
      id: "time late in the night", kind: .time, minimum: "22:00", maximum: "06:00",
      value: "23:30", state: "valid"),
    Case(
      id: "time at midnight", kind: .time, minimum: "22:00", maximum: "06:00", value: "00:00",
      state: "valid"),
    Case(
      id: "time at the minimum", kind: .time, minimum: "22:00", maximum: "06:00",
      value: "22:00", state: "valid"),
    Case(
      id: "time at the maximum", kind: .time, minimum: "22:00", maximum: "06:00",
      value: "06:00", state: "valid"),
    Case(
      id: "time just after the maximum", kind: .time, minimum: "22:00", maximum: "06:00",
      value: "06:01", state: "rangeUnderflow,rangeOverflow",
      message: "Choose a time from 22:00 to 06:00."),
    Case(
      id: "time at noon", kind: .time, minimum: "22:00", maximum: "06:00", value: "12:00",
      state: "rangeUnderflow,rangeOverflow", message: "Choose a time from 22:00 to 06:00."),
    Case(
      id: "time just before the minimum", kind: .time, minimum: "22:00", maximum: "06:00",
      value: "21:59", state: "rangeUnderflow,rangeOverflow",
      message: "Choose a time from 22:00 to 06:00."),
    Case(
      id: "time in German", kind: .time, locale: "de_DE", minimum: "22:00", maximum: "06:00",
      value: "12:00", state: "rangeUnderflow,rangeOverflow",
      message: "Wähle eine Uhrzeit von 22:00 bis 06:00."),
    // The step base stays the minimum (HTML §4.10.5.3.8), also past midnight.
    Case(
      id: "time on a two-hour step past midnight", kind: .time, minimum: "22:00",
      maximum: "06:00", step: "7200", value: "02:00", state: "valid"),
    Case(
      id: "time off a two-hour step past midnight", kind: .time, minimum: "22:00",
      maximum: "06:00", step: "7200", value: "05:00", state: "stepMismatch",
      message: "Enter a valid value: the nearest are 04:00 and 06:00."),
    Case(
      id: "time off a two-hour step before midnight", kind: .time, minimum: "22:00",
      maximum: "06:00", step: "7200", value: "23:00", state: "stepMismatch",
      message: "Enter a valid value: the nearest is 22:00."),
    Case(
      id: "time off the step and out of range", kind: .time, minimum: "22:00",
      maximum: "06:00", step: "7200", value: "07:00",
      state: "rangeUnderflow,rangeOverflow,stepMismatch",
      message: "Choose a time from 22:00 to 06:00."),
    // An ordinary time range is unchanged.
    Case(
      id: "time before an ordinary range", kind: .time, minimum: "06:00", maximum: "22:00",
      value: "05:00", state: "rangeUnderflow", message: "Choose 06:00 or later."),
  ]

  @Test(arguments: cases)
  func validate_minimumAboveMaximum_isJudgedAsHTMLJudgesIt(_ row: Case) throws {
    let validator = try FieldValidator(
      kind: row.kind, locale: row.locale, minimum: row.minimum, maximum: row.maximum,
      step: row.step)
    let result = validator.validate(row.value)
    #expect(result.state.description == row.state)
    let catalog = try MessageCatalog(locale: row.locale ?? "en")
    if let message = row.message {
      #expect(try catalog.message(for: result, kind: row.kind) == message)
    } else {
      #expect(throws: FormattingError.noMessageForValidValue(result.value)) {
        try catalog.message(for: result, kind: row.kind)
      }
    }
  }

  /// The word path and the exact path agree on reversed ranges too.
  @Test(arguments: ["00:00", "05:59:59.999", "06:00", "06:00:00.001", "12:00", "21:59:59.999"])
  func validate_reversedTimeRange_agreesWithTheExactPath(value: String) throws {
    for step in [nil, "any", "7200", "0.5", "0.0001"] {
      let validator = try DateTimeValidator(
        kind: .time, minimum: "22:00", maximum: "06:00", step: step)
      #expect(validator.rules.isReversed)
      #expect(validator.validate(value) == validator.validate(value, exactly: true))
    }
  }

  @Test func init_dateMinimumAboveMaximum_isNoReversedRange() throws {
    let validator = try DateTimeValidator(
      kind: .date, minimum: "2000-01-02", maximum: "2000-01-01")
    #expect(!validator.rules.isReversed)
  }
}

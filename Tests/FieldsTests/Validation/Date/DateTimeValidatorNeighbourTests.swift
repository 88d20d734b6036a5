import Fields
import Testing

/// Issue 23, point 4: a `stepMismatch` names only values that exist.
///
/// A fractional day step
/// named `25252734927768524-07-27`, a step below a millisecond named `2562047788015:12:55.807`
/// twice, and `23:59:59.999` named `24:00`. Each neighbour named now is a valid value of the
/// kind on the step within the range, or the message names fewer.
struct DateTimeValidatorNeighbourTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let kind: FieldKind
    var minimum: String? = nil
    var maximum: String? = nil
    var step: String? = nil
    let value: String
    let message: String
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    // HTML scales a date step by 86,400,000 ms from 1970-01-01: on a step of 1.5 days the
    // dates that are whole days lie every 3 days.
    Case(
      id: "fractional day step", kind: .date, step: "1.5", value: "2023-03-08",
      message: "Enter a valid value: the nearest are 2023-03-06 and 2023-03-09."),
    // 60.0001 s is 60000.1 ms: whole milliseconds lie on it every 600001 ms.
    Case(
      id: "step below a millisecond", kind: .time, step: "60.0001", value: "16:39",
      message: "Enter a valid value: the nearest are 16:30:00.099 and 16:40:00.1."),
    Case(
      id: "last millisecond of the day", kind: .time, value: "23:59:59.999",
      message: "Enter a valid value: the nearest is 23:59."),
    Case(
      id: "upper neighbour past the maximum", kind: .time, maximum: "12:45", step: "3600",
      value: "12:30", message: "Enter a valid value: the nearest is 12:00."),
    Case(
      id: "both neighbours within the range", kind: .time, maximum: "13:00", step: "3600",
      value: "12:30", message: "Enter a valid value: the nearest are 12:00 and 13:00."),
    Case(
      id: "lower neighbour before the first writable day", kind: .date, step: "1e30",
      value: "0001-01-01", message: "Enter a valid value: the nearest is 1970-01-01."),
    Case(
      id: "upper neighbour past the last writable day", kind: .date, step: "1e30",
      value: "2000-01-02", message: "Enter a valid value: the nearest is 1970-01-01."),
    Case(
      id: "date-time a step below a millisecond", kind: .datetime, step: "0.0015",
      value: "2024-01-01T00:00:00.001",
      message: "Enter a valid value: the nearest are 2024-01-01T00:00 and 2024-01-01T00:00:00.003."),
  ]

  @Test(arguments: cases)
  func validate_offStep_namesOnlyValidNeighbours(row: Case) throws {
    let validator = try DateTimeValidator(
      kind: row.kind, minimum: row.minimum, maximum: row.maximum, step: row.step)
    let result = validator.validate(row.value)
    #expect(!result.state.isValid)
    let catalog = try MessageCatalog(locale: "en")
    #expect(try catalog.message(for: result, kind: row.kind) == row.message)
  }
}

import Fields
import Testing

/// A picker's minute interval is a step: its wheels hold no value between their minutes.
struct DateTimeValidatorMinuteIntervalTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let kind: FieldKind
    let step: String?
    let interval: Int
    let value: String
    /// `nil` when valid, else the nearest values on both the step and the interval.
    let nearest: (String, String)?
    var testDescription: String { id }
  }

  static let cases = [
    Case(id: "on the wheel", kind: .time, step: nil, interval: 15, value: "13:45", nearest: nil),
    Case(
      id: "between the wheel's minutes", kind: .time, step: nil, interval: 15, value: "13:31",
      nearest: ("13:30", "13:45")),
    Case(
      id: "just before the next quarter", kind: .time, step: nil, interval: 15, value: "13:52",
      nearest: ("13:45", "14:00")),
    Case(
      id: "with seconds", kind: .time, step: "any", interval: 5, value: "13:30:30",
      nearest: ("13:30", "13:35")),
    Case(
      id: "own step of 10 minutes and interval of 15", kind: .time, step: "600", interval: 15,
      value: "13:45", nearest: ("13:30", "14:00")),
    Case(
      id: "own step and interval both hold", kind: .time, step: "600", interval: 15,
      value: "14:00", nearest: nil),
    Case(
      id: "own step of an hour", kind: .time, step: "3600", interval: 15, value: "13:30",
      nearest: ("13:00", "14:00")),
    Case(
      id: "date-time between the wheel's minutes", kind: .datetime, step: nil, interval: 30,
      value: "2024-09-14T13:15", nearest: ("2024-09-14T13:00", "2024-09-14T13:30")),
  ]

  @Test(arguments: cases)
  func validate_pickerMinuteInterval_isAStepWithTheOwnStep(_ row: Case) throws {
    let validator = try DateTimeValidator(
      kind: row.kind, step: row.step, minuteInterval: row.interval)
    let result = validator.validate(row.value)
    guard let (lower, upper) = row.nearest else {
      #expect(result.state.isValid)
      return
    }
    #expect(result.state == ValidityState([.stepMismatch]))
    #expect(result.arguments["lower"] == .text(lower))
    #expect(result.arguments["upper"] == .text(upper))
  }

  @Test func validate_timeInALocale_namesTheNearestWithoutSeconds() throws {
    let validator = try DateTimeValidator(kind: .time, locale: "de_DE", minuteInterval: 15)
    let result = validator.validate("13:31")
    #expect(result.arguments["lower"] == .text("13:30"))
    #expect(result.arguments["upper"] == .text("13:45"))
  }

  @Test(arguments: [7, 45, 0, -15])
  func init_minuteIntervalNoWheelHas_throws(interval: Int) {
    #expect(throws: ValidationError.invalidMinuteInterval(interval)) {
      try DateTimeValidator(kind: .time, minuteInterval: interval)
    }
  }

  @Test func init_minimumBetweenTheWheelsMinutes_throws() {
    #expect(
      throws: ValidationError.minimumOffMinuteInterval(minimum: "09:05", minuteInterval: 15)
    ) {
      try DateTimeValidator(kind: .time, minimum: "09:05", minuteInterval: 15)
    }
    #expect(
      ValidationError.minimumOffMinuteInterval(minimum: "09:05", minuteInterval: 15).description
        == "The minimum '09:05' is not on the minute interval of 15. Please give a minimum whose minutes are a multiple of 15, with no seconds."
    )
  }

  @Test func init_dateWithAMinuteInterval_ignoresIt() throws {
    let validator = try DateTimeValidator(kind: .date, minuteInterval: 7)
    #expect(validator.validate("2024-09-14").state.isValid)
  }
}

import Fields
import Foundation
import Testing

/// HTML's dates are proleptic Gregorian; ICU's calendar turns Julian before 15 October 1582.
///
/// The picker, the field's text, validation and the stored value must all count the same days.
struct DatePickerProlepticTests {
  static func iso(_ text: String) -> Date {
    (try? ISO8601Instant.parse(text)) ?? .distantPast
  }

  func titles(_ model: DatePickerModel) -> String {
    model.wheels.enumerated().map { index, wheel in
      model.title(forRow: wheel.selectedRow, inComponent: index) ?? "?"
    }.joined(separator: " ")
  }

  @Test func wheel_before1582_showsTheDayItStores() throws {
    var model = try DatePickerModel(
      mode: .date, locale: "en_US", date: Self.iso("1500-03-10T00:00:00Z"))
    #expect(titles(model) == "March 10 1500")
    try model.turn(component: 0, by: 1)
    #expect(titles(model) == "April 10 1500")
    #expect(model.date == Self.iso("1500-04-10T00:00:00Z"))
  }

  @Test func dayWheel_acrossTheJulianSwitchForward_hasNoGap() throws {
    var model = try DatePickerModel(
      mode: .date, locale: "en_US", date: Self.iso("1582-10-04T00:00:00Z"))
    try model.turn(component: 1, by: 1)
    #expect(titles(model) == "October 5 1582")
    #expect(model.date == Self.iso("1582-10-05T00:00:00Z"))
  }

  @Test func dayWheel_acrossTheJulianSwitchBackward_hasNoGap() throws {
    var model = try DatePickerModel(
      mode: .date, locale: "en_US", date: Self.iso("1582-10-15T00:00:00Z"))
    try model.turn(component: 1, by: -1)
    #expect(titles(model) == "October 14 1582")
    #expect(model.date == Self.iso("1582-10-14T00:00:00Z"))
  }

  @Test func prolepticFormat_andICUsDefault_differBefore1582() throws {
    let date = Self.iso("1500-03-10T00:00:00Z")
    let layout = DateFormat.Layout.pattern("yyyy-MM-dd")
    #expect(
      try DateFormat(locale: "en_US", layout: layout, prolepticGregorian: true)
        .format(date) == "1500-03-10")
    // ICU's own calendar: the same day is 29 February 1500 in the Julian calendar.
    #expect(try DateFormat(locale: "en_US", layout: layout).format(date) == "1500-02-29")
    #expect(
      try DateFormat(locale: "en_US", layout: layout, prolepticGregorian: true)
        .parse("1582-10-10") == Self.iso("1582-10-10T00:00:00Z"))
  }

  @Test func validatorWithLocale_before1582_readsProlepticDays() throws {
    let validator = try DateTimeValidator(kind: .date, locale: "en_US")
    #expect(validator.validate("Mar 10, 1500").normalized == "1500-03-10")
    #expect(validator.validate("Oct 10, 1582").normalized == "1582-10-10")
  }
}

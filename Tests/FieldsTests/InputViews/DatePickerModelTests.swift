import Fields
import Foundation
import Testing

struct DatePickerModelTests {
  /// 2024-09-14 13:30 UTC, a Saturday.
  static let saturday = Date(timeIntervalSince1970: 1_726_320_600)

  static func iso(_ text: String) -> Date {
    (try? ISO8601Instant.parse(text)) ?? .distantPast
  }

  func titles(_ model: DatePickerModel) -> [String] {
    model.wheels.enumerated().map { index, wheel in
      model.title(forRow: wheel.selectedRow, inComponent: index) ?? "?"
    }
  }

  static let orders:
    [(locale: String, mode: DatePickerModel.Mode, wheels: String, titles: String)] =
      [
        ("en_US", .date, "month day year", "September 14 2024"),
        ("de_DE", .date, "day month year", "14 September 2024"),
        ("ja_JP", .date, "year month day", "2024年 9月 14日"),
        ("en_US", .time, "hour minute amPm", "1 30 PM"),
        ("de_DE", .time, "hour minute", "13 30"),
        ("ko_KR", .time, "amPm hour minute", "오후 1 30"),
        ("ar_EG", .date, "day month year", "١٤ سبتمبر ٢٠٢٤"),
        ("fr_FR", .yearAndMonth, "month year", "septembre 2024"),
        ("en_US", .dateAndTime, "date hour minute amPm", "Sat, Sep 14 1 30 PM"),
        ("de_DE", .dateAndTime, "date hour minute", "Sa., 14. Sept. 13 30"),
      ]

  @Test(arguments: orders.indices)
  func wheels_followTheLocalesOrderWithItsTitles(row: Int) throws {
    let expected = Self.orders[row]
    let model = try DatePickerModel(
      mode: expected.mode, locale: expected.locale, date: Self.saturday)
    #expect(model.wheels.map(\.component.rawValue).joined(separator: " ") == expected.wheels)
    #expect(titles(model).joined(separator: " ") == expected.titles)
  }

  @Test func wheels_japaneseCalendar_showTheEraAndThaiTheBuddhistYear() throws {
    let japanese = try DatePickerModel(
      mode: .date, locale: "ja_JP", calendar: .japanese, date: Self.saturday)
    #expect(titles(japanese).first == "令和6年")
    let heisei = try DatePickerModel(
      mode: .date, locale: "ja_JP", calendar: .japanese, date: Self.iso("2019-04-30T12:00:00Z"))
    #expect(titles(heisei).first == "平成31年")
    let thai = try DatePickerModel(mode: .date, locale: "th_TH", date: Self.saturday)
    #expect(titles(thai).last == "พ.ศ. 2567")
  }

  @Test func pick_dayTheMonthLacks_snapsToItsLastDay() throws {
    var model = try DatePickerModel(
      mode: .date, locale: "en_US", date: Self.iso("2023-01-31T09:00:00Z"))
    try model.selectRow(1, inComponent: 0)  // February
    #expect(model.date == Self.iso("2023-02-28T09:00:00Z"))
    try model.selectRow(29, inComponent: 1)  // the 30th
    #expect(model.date == Self.iso("2023-02-28T09:00:00Z"))
    try model.selectRow(2024 - 1, inComponent: 2)
    try model.selectRow(28, inComponent: 1)
    #expect(model.date == Self.iso("2024-02-29T09:00:00Z"))
  }

  @Test func turn_monthDayHourMinute_wrapAndYearStopsAtItsEnd() throws {
    var model = try DatePickerModel(
      mode: .date, locale: "de_DE", date: Self.iso("2024-12-31T23:59:00Z"))
    try model.turn(component: 1, by: 1)  // December → January, same year
    #expect(model.date == Self.iso("2024-01-31T23:59:00Z"))
    try model.turn(component: 0, by: 1)  // 31 → 1, same month
    #expect(model.date == Self.iso("2024-01-01T23:59:00Z"))
    try model.turn(component: 2, by: Int.max)
    #expect(model.wheels[2].selectedRow == 9998)
    var time = try DatePickerModel(
      mode: .time, locale: "de_DE", date: Self.iso("2024-12-31T23:59:00Z"))
    try time.turn(component: 0, by: 1)  // 23 → 0, same day
    try time.turn(component: 1, by: -60)  // a whole turn
    #expect(time.date == Self.iso("2024-12-31T00:59:00Z"))
  }

  @Test func turn_dateAndTimeDayColumn_crossesMonthsAndYears() throws {
    var model = try DatePickerModel(
      mode: .dateAndTime, locale: "de_DE", date: Self.iso("2024-12-31T18:45:00Z"))
    try model.turn(component: 0, by: 1)
    #expect(model.date == Self.iso("2025-01-01T18:45:00Z"))
    #expect(model.title(forRow: model.wheels[0].selectedRow, inComponent: 0) == "Mi., 1. Jan.")
    try model.turn(component: 0, by: -366)
    #expect(model.date == Self.iso("2024-01-01T18:45:00Z"))
    model.minimumDate = Self.iso("2023-12-30T00:00:00Z")
    try model.turn(component: 0, by: -10)  // the column stops at the minimum's day
    #expect(model.date == Self.iso("2023-12-30T18:45:00Z"))
    #expect(model.wheels[0].selectedRow == 0)
  }

  @Test func pick_hourInTwelveHourCycle_keepsTheHalfOfTheDay() throws {
    var model = try DatePickerModel(mode: .time, locale: "en_US", date: Self.saturday)
    try model.selectRow(0, inComponent: 0)  // 12 PM
    #expect(model.date == Self.iso("2024-09-14T12:30:00Z"))
    try model.selectRow(0, inComponent: 2)  // AM
    #expect(model.date == Self.iso("2024-09-14T00:30:00Z"))
    #expect(model.title(forRow: 0, inComponent: 0) == "12")
  }

  @Test func wheelErrors_nameTheWheelOrRowThereIsNot() throws {
    var model = try DatePickerModel(mode: .time, locale: "de_DE")
    #expect(throws: DatePickerModel.WheelError.noSuchWheel(2, count: 2)) {
      try model.turn(component: 2, by: 1)
    }
    #expect(throws: DatePickerModel.WheelError.noSuchRow(24, wheel: 0, count: 24)) {
      try model.selectRow(24, inComponent: 0)
    }
    #expect(
      DatePickerModel.WheelError.noSuchRow(24, wheel: 0, count: 24).description
        == "Wheel 0 has no row 24; it has rows 0 to 23.")
    #expect(model.title(forRow: 0, inComponent: 5) == nil)
  }

  @Test func limits_clampTheDate() throws {
    var model = try DatePickerModel(mode: .date, locale: "en_US", date: Self.saturday)
    model.minimumDate = Self.iso("2025-01-01T00:00:00Z")
    #expect(model.date == Self.iso("2025-01-01T00:00:00Z"))
    model.maximumDate = Self.iso("2025-06-30T00:00:00Z")
    try model.selectRow(11, inComponent: 0)  // December 2025: past the maximum
    #expect(model.date == Self.iso("2025-06-30T00:00:00Z"))
    // The year wheel offers only the years between the limits.
    #expect(model.wheels[2].rowCount == 1)
  }

  @Test func limits_minimumLaterThanMaximum_areBothIgnored() throws {
    var model = try DatePickerModel(mode: .date, locale: "en_US", date: Self.saturday)
    model.minimumDate = Self.iso("2030-01-01T00:00:00Z")
    model.maximumDate = Self.iso("2020-01-01T00:00:00Z")
    model.setDate(Self.saturday)
    #expect(model.date == Self.saturday)
    #expect(model.effectiveLimits.minimum == nil)
  }

  @Test func limits_inCountdownMode_areIgnored() throws {
    var model = try DatePickerModel(mode: .countDownTimer, locale: "en_US", date: Self.saturday)
    model.minimumDate = Self.iso("2030-01-01T00:00:00Z")
    #expect(model.date == Self.saturday)
  }

  @Test(arguments: [(1, 1), (5, 5), (7, 1), (15, 15), (30, 30), (45, 1), (60, 1), (0, 1), (-5, 1)])
  func minuteInterval_notADivisorOf60UpTo30_becomesOne(given: Int, kept: Int) throws {
    var model = try DatePickerModel(mode: .time, locale: "de_DE")
    model.minuteInterval = given
    #expect(model.minuteInterval == kept)
    #expect(model.wheels[1].rowCount == 60 / kept)
  }

  @Test func countDownDuration_isCutTo2359AndToWholeSteps() throws {
    var model = try DatePickerModel(mode: .countDownTimer, locale: "de_DE", minuteInterval: 15)
    model.setCountDownDuration(100_000)
    #expect(model.countDownDuration == 23 * 3600 + 45 * 60)
    model.setCountDownDuration(0)
    #expect(model.countDownDuration == 15 * 60)
    model.setCountDownDuration(.infinity)
    #expect(model.countDownDuration == 15 * 60)
    try model.selectRow(2, inComponent: 0)
    try model.selectRow(3, inComponent: 1)
    #expect(model.countDownDuration == 2 * 3600 + 45 * 60)
    #expect(model.title(forRow: 3, inComponent: 1) == "45 Min.")
    #expect(model.title(forRow: 1, inComponent: 0) == "1 Stunde")
    let russian = try DatePickerModel(mode: .countDownTimer, locale: "ru_RU")
    #expect(russian.title(forRow: 5, inComponent: 0) == "5 часов")
    let arabic = try DatePickerModel(mode: .countDownTimer, locale: "ar_EG")
    #expect(arabic.title(forRow: 3, inComponent: 0) == "٣ ساعات")
  }

  @Test func roundsToMinuteInterval_movesCodeSetDatesToTheNearestStep() throws {
    var model = try DatePickerModel(mode: .time, locale: "de_DE", minuteInterval: 15)
    model.setDate(Self.iso("2024-09-14T10:07:30Z"))
    #expect(model.date == Self.iso("2024-09-14T10:00:00Z"))
    model.setDate(Self.iso("2024-09-14T10:53:00Z"))
    #expect(model.date == Self.iso("2024-09-14T11:00:00Z"))
    model.roundsToMinuteInterval = false
    model.setDate(Self.iso("2024-09-14T10:07:30Z"))
    #expect(model.date == Self.iso("2024-09-14T10:07:30Z"))
  }

  @Test func timeZone_decidesWhatTheWheelsShow() throws {
    let model = try DatePickerModel(
      mode: .time, locale: "en_IN", timeZone: "Asia/Kolkata", date: Self.saturday)
    #expect(titles(model) == ["7", "00", "pm"])
  }

  @Test func init_unknownLocaleOrZone_throws() {
    #expect(throws: FormattingError.self) { try DatePickerModel(locale: "xx_YY") }
    #expect(throws: FormattingError.unknownTimeZone("Mars/Olympus")) {
      try DatePickerModel(locale: "en_US", timeZone: "Mars/Olympus")
    }
  }

  @Test func datePicker_bindsTheFieldsValueAndTextBothWays() throws {
    let picker = DatePicker(
      try DatePickerModel(mode: .date, locale: "de_DE", date: Self.saturday))
    let value = ObservableProperty(Date.distantPast)
    let text = ObservableProperty("")
    let format = try DateFormat(locale: "de_DE", layout: .styles(date: .medium, time: .none))
    let links = [
      picker.date.connect(to: value.binding), picker.text(format).connect(to: text.binding),
    ]
    #expect(value.value == Self.saturday)
    #expect(text.value == "14.09.2024")
    try picker.turn(component: 0, by: 1)
    #expect(text.value == "15.09.2024")
    text.value = "01.01.2000"
    #expect(picker.model.value.wheels.map(\.selectedRow) == [0, 0, 1999])
    value.value = Self.iso("2001-02-03T13:30:00Z")
    #expect(text.value == "03.02.2001")
    _ = links
  }
}

import FoundationEssentials
import Synchronization

/// An ICU calendar for one locale, calendar system and time zone: turns instants into the
/// fields a date picker shows and back.
///
/// `@unchecked Sendable` is safe: the ICU calendar is used only inside `lock` (reading and
/// setting fields mutate it), and closed once, in `deinit`.
final class CalendarHandle: @unchecked Sendable {
  static let cache = FormatterCache<DateFormat.Configuration, CalendarHandle>()

  private let calendar: OpaquePointer
  private let lock = Mutex(())

  /// The fields of an instant that pickers show.
  struct Fields: Hashable, Sendable {
    /// The extended year: one number across eras (the Gregorian year in the Japanese
    /// calendar, the Buddhist year in the Buddhist one).
    var year: Int
    /// The month, from 0.
    var month: Int
    /// The day of the month, from 1.
    var day: Int
    /// The hour, 0 to 23.
    var hour: Int
    /// The minute.
    var minute: Int
    /// The Julian day: one number per day across months and years, for a wheel of days.
    var julianDay = 0
  }

  /// Opens the calendar of `configuration` (its layout is ignored).
  static func open(_ configuration: DateFormat.Configuration) throws(FormattingError)
    -> CalendarHandle
  {
    var key = configuration
    key.layout = .pattern("")
    return try cache.value(for: key) { () throws(FormattingError) in
      try CalendarHandle(key)
    }
  }

  private init(_ configuration: DateFormat.Configuration) throws(FormattingError) {
    try ICU.checkTimeZone(configuration.timeZone)
    let icuLocale = try configuration.icuLocale()
    var status: Int32 = 0
    guard
      let opened = ICU.Calendar.open(
        locale: icuLocale, zone: configuration.timeZone, status: &status),
      !ICU.failed(status)
    else {
      throw .icuFailure(context: "open a calendar for '\(icuLocale)'", code: ICU.name(of: status))
    }
    // A picker edits HTML dates, which are proleptic Gregorian: ICU's calendar would show
    // Julian dates before 15 October 1582 and store another day than it shows.
    ICU.Calendar.useProlepticGregorian(opened)
    calendar = opened
  }

  deinit { ICU.Calendar.close(calendar) }

  // MARK: - Fields

  /// The fields of `date`.
  func fields(of date: Date) -> Fields {
    lock.withTSanVisibleLock { _ in
      var status: Int32 = 0
      ICU.Calendar.setMillis(calendar, date.timeIntervalSince1970 * 1000, status: &status)
      func get(_ field: ICU.Calendar.Component) -> Int {
        ICU.Calendar.get(calendar, field, status: &status)
      }
      return Fields(
        year: get(.extendedYear), month: get(.month),
        day: get(.dayOfMonth), hour: get(.hourOfDay),
        minute: get(.minute), julianDay: get(.julianDay))
    }
  }

  /// The instant of `fields` (seconds zero), with the day cut to the month's last day; `nil`
  /// when the calendar cannot make it (a year out of its range).
  func date(of fields: Fields) -> Date? {
    lock.withTSanVisibleLock { _ in
      var status: Int32 = 0
      setDay(1, of: fields)
      let lastDay = ICU.Calendar.actualMaximum(calendar, .dayOfMonth, status: &status)
      setDay(min(fields.day, max(lastDay, 1)), of: fields)
      let millis = ICU.Calendar.millis(calendar, status: &status)
      return ICU.failed(status) ? nil : Date(timeIntervalSince1970: millis / 1000)
    }
  }

  /// The instant of a Julian day at an hour and minute.
  func date(julianDay: Int, hour: Int, minute: Int) -> Date? {
    lock.withTSanVisibleLock { _ in
      var status: Int32 = 0
      ICU.Calendar.clear(calendar)
      ICU.Calendar.set(calendar, .julianDay, julianDay)
      ICU.Calendar.set(calendar, .hourOfDay, hour)
      ICU.Calendar.set(calendar, .minute, minute)
      let millis = ICU.Calendar.millis(calendar, status: &status)
      return ICU.failed(status) ? nil : Date(timeIntervalSince1970: millis / 1000)
    }
  }

  /// The number of days in the month of `fields`.
  func daysInMonth(of fields: Fields) -> Int {
    lock.withTSanVisibleLock { _ in
      var status: Int32 = 0
      setDay(1, of: fields)
      let days = ICU.Calendar.actualMaximum(calendar, .dayOfMonth, status: &status)
      return ICU.failed(status) ? 31 : days
    }
  }

  /// The number of months in the year of `fields` (13 in a Hebrew leap year).
  func monthsInYear(of fields: Fields) -> Int {
    lock.withTSanVisibleLock { _ in
      var status: Int32 = 0
      setDay(1, of: Fields(year: fields.year, month: 0, day: 1, hour: 0, minute: 0))
      let months = ICU.Calendar.actualMaximum(calendar, .month, status: &status) + 1
      return ICU.failed(status) ? 12 : months
    }
  }

  /// The most days any month of this calendar has.
  var maximumDaysInMonth: Int {
    lock.withTSanVisibleLock { _ in ICU.Calendar.maximum(calendar, .dayOfMonth) }
  }

  /// Sets every field of `fields` but the day, which becomes `day`; call inside `lock`.
  private func setDay(_ day: Int, of fields: Fields) {
    ICU.Calendar.clear(calendar)
    // The extended year is set last among the year fields, so that ICU reads the year from
    // it rather than from an era.
    ICU.Calendar.set(calendar, .extendedYear, fields.year)
    ICU.Calendar.set(calendar, .month, fields.month)
    ICU.Calendar.set(calendar, .dayOfMonth, day)
    ICU.Calendar.set(calendar, .hourOfDay, fields.hour)
    ICU.Calendar.set(calendar, .minute, fields.minute)
  }
}

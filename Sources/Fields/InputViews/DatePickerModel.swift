import FoundationEssentials

/// UIDatePicker without the screen: a date (or a countdown), its limits and interval, and the
/// wheels that show it in a locale.
///
/// ```swift
/// var picker = try DatePickerModel(mode: .date, locale: "de_DE", timeZone: "Europe/Berlin",
///                                  date: someDate)
/// picker.wheels.map(\.component)       // [.day, .month, .year]
/// picker.turn(component: 1, by: 1)     // next month; 31 January becomes 29 February
/// picker.title(forRow: 2, inComponent: 1)       // "März"
/// ```
///
/// ## Rules, as UIDatePicker keeps them
/// - A date outside ``minimumDate`` ... ``maximumDate`` is clamped into it; a minimum later
///   than the maximum makes both count for nothing, and neither counts in countdown mode.
/// - ``minuteInterval`` is a divisor of 60 from 1 to 30; anything else becomes 1.
/// - ``countDownDuration`` runs up to 23 hours 59 minutes, in steps of the interval, at least
///   one step.
/// - With ``roundsToMinuteInterval``, a date set in code moves to the nearest step.
/// - Wheels are the locale's columns in the locale's order (from ICU's patterns), each with
///   the locale's titles; month, day, hour and minute wheels wrap, year and AM/PM do not; a
///   day the month lacks (30 February) becomes the month's last day.
///
/// A `Sendable` value; its ICU calendar is shared, behind a lock, by models of the same
/// locale, calendar and zone.
public struct DatePickerModel: Sendable {
  /// What the picker shows.
  public var mode: Mode
  /// The locale whose order and titles the wheels take.
  public let locale: LocaleIdentifier
  /// The calendar, or `nil` for the locale's own.
  public let calendar: CalendarSystem?
  /// The IANA time zone the wheels show the date in.
  public let timeZone: String
  /// The earliest date the picker allows.
  public var minimumDate: Date? { didSet { setDate(date) } }
  /// The latest date the picker allows.
  public var maximumDate: Date? { didSet { setDate(date) } }
  /// Whether a date set in code moves to the nearest minute step.
  public var roundsToMinuteInterval: Bool
  /// The date shown.
  public internal(set) var date: Date
  /// The countdown, in seconds.
  public internal(set) var countDownDuration: TimeInterval
  private var storedMinuteInterval = 1

  let calendarHandle: CalendarHandle
  let info: LocaleInfo

  /// Makes a picker model.
  ///
  /// - Parameters:
  ///   - mode: What the picker shows.
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - calendar: A calendar instead of the locale's own.
  ///   - timeZone: An IANA zone; UTC by default, so that output does not depend on the machine.
  ///   - date: The starting date.
  ///   - minuteInterval: The step of the minute wheel.
  ///   - roundsToMinuteInterval: Whether dates set in code move to the nearest step.
  /// - Throws: ``FormattingError`` for an unknown locale, calendar or zone.
  public init(
    mode: Mode = .dateAndTime, locale: String, calendar: CalendarSystem? = nil,
    timeZone: String = "UTC", date: Date = Date(timeIntervalSince1970: 0), minuteInterval: Int = 1,
    roundsToMinuteInterval: Bool = true
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    self.mode = mode
    self.locale = resolved
    self.calendar = calendar
    self.timeZone = timeZone
    self.roundsToMinuteInterval = roundsToMinuteInterval
    self.calendarHandle = try CalendarHandle.open(
      DateFormat.Configuration(
        locale: resolved, layout: .pattern(""), timeZone: timeZone, calendar: calendar))
    self.info = try LocaleInfo(locale: resolved.identifier, calendar: calendar)
    self.date = date
    self.countDownDuration = 60
    self.minuteInterval = minuteInterval
    setDate(date)
  }

  // MARK: - Interval and countdown

  /// The step of the minute wheel: a divisor of 60 from 1 to 30, else 1.
  public var minuteInterval: Int {
    get { storedMinuteInterval }
    set {
      storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
      setCountDownDuration(countDownDuration)
    }
  }

  /// The longest countdown: 23 hours 59 minutes.
  public static let maximumCountDownDuration: TimeInterval = 23 * 3600 + 59 * 60

  /// Sets the countdown, cut to 23:59, down to a whole step of the interval and at least one.
  ///
  /// - Parameter seconds: The countdown in seconds.
  public mutating func setCountDownDuration(_ seconds: TimeInterval) {
    let step = Double(minuteInterval * 60)
    let cut = seconds.isFinite ? min(max(seconds, 0), Self.maximumCountDownDuration) : step
    countDownDuration = max((cut / step).rounded(.down) * step, step)
  }

  // MARK: - The date

  /// The limits that count now: none in countdown mode, and none when the minimum is later
  /// than the maximum.
  public var effectiveLimits: (minimum: Date?, maximum: Date?) {
    guard mode != .countDownTimer else { return (nil, nil) }
    if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
    return (minimumDate, maximumDate)
  }

  /// Sets the date as code does: to the nearest minute step when rounding is on, then clamped
  /// to the limits.
  ///
  /// - Parameter newDate: The date to show.
  public mutating func setDate(_ newDate: Date) {
    var adjusted = newDate
    if roundsToMinuteInterval, minuteInterval > 1, newDate.timeIntervalSince1970.isFinite {
      let minute = calendarHandle.fields(of: newDate).minute
      let rounded = Int((Double(minute) / Double(minuteInterval)).rounded()) * minuteInterval
      let wholeMinute = (newDate.timeIntervalSince1970 / 60).rounded(.down) * 60
      adjusted = Date(timeIntervalSince1970: wholeMinute + Double((rounded - minute) * 60))
    }
    date = clamped(adjusted)
  }

  func clamped(_ candidate: Date) -> Date {
    let (minimum, maximum) = effectiveLimits
    if let minimum, candidate < minimum { return minimum }
    if let maximum, candidate > maximum { return maximum }
    return candidate
  }
}

// MARK: - Equality

extension DatePickerModel: Hashable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.mode == rhs.mode && lhs.locale == rhs.locale && lhs.calendar == rhs.calendar
      && lhs.timeZone == rhs.timeZone && lhs.minimumDate == rhs.minimumDate
      && lhs.maximumDate == rhs.maximumDate
      && lhs.roundsToMinuteInterval == rhs.roundsToMinuteInterval
      && lhs.date == rhs.date && lhs.countDownDuration == rhs.countDownDuration
      && lhs.minuteInterval == rhs.minuteInterval
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(mode)
    hasher.combine(locale)
    hasher.combine(date)
    hasher.combine(countDownDuration)
  }
}

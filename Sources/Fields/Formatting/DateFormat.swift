public import FoundationEssentials

/// A date and time format: a locale, a time zone, a calendar, and styles, a pattern or a
/// skeleton, applied by ICU.
///
/// ```swift
/// let format = try DateFormat(
///   locale: "de_DE", layout: .styles(date: .full, time: .short), timeZone: "Europe/Berlin")
/// format.format(Date(timeIntervalSince1970: 1_726_318_800))
/// // "Samstag, 14. September 2024 um 15:00"
/// try format.parse("Samstag, 14. September 2024 um 15:00")  // the same instant
/// ```
///
/// ## Configuration
/// Every part is checked when the format is made: an unknown locale, time zone or calendar, a
/// pattern ICU would misread, or a skeleton with a letter that is no date field throws a
/// ``FormattingError``. Nothing falls back silently.
///
/// ## Performance
/// The ICU formatter behind a configuration is opened once, shared by every equal format, and
/// closed when the last one is released. Formatting costs one ICU call and a lock.
///
/// ## Thread safety
/// `DateFormat` is a `Sendable` value; use it from any thread. Calls that share an ICU formatter
/// take turns on its lock.
public struct DateFormat: Sendable, Hashable {
  /// The locale whose conventions the format follows.
  public let locale: LocaleIdentifier
  /// What the format shows: styles, a pattern or a skeleton.
  public let layout: Layout
  /// The IANA time zone identifier the instant is shown in, as given.
  public let timeZone: String
  /// The calendar, or `nil` for the locale's own (Gregorian for most, Buddhist for th_TH).
  public let calendar: CalendarSystem?
  /// Whether a Gregorian calendar goes on before 15 October 1582, as HTML's dates do, instead
  /// of turning Julian there as ICU's does by default.
  public let isProlepticGregorian: Bool

  let handle: DateFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag, such as `de_DE` or `ja-JP`.
  ///   - layout: Styles, a pattern or a skeleton; medium date and short time by default.
  ///   - timeZone: An IANA identifier such as `Europe/Berlin`; UTC by default, so that output
  ///     does not depend on the machine.
  ///   - calendar: A calendar to use instead of the locale's.
  ///   - prolepticGregorian: Keep the Gregorian calendar before 15 October 1582, as HTML's
  ///     dates do, instead of ICU's switch to the Julian calendar there.
  /// - Throws: ``FormattingError`` naming the locale, zone, pattern or skeleton that is wrong.
  public init(
    locale: String,
    layout: Layout = .styles(date: .medium, time: .short),
    timeZone: String = "UTC",
    calendar: CalendarSystem? = nil,
    prolepticGregorian: Bool = false
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    let configuration = Configuration(
      locale: resolved, layout: layout, timeZone: timeZone, calendar: calendar,
      isProlepticGregorian: prolepticGregorian)
    self.locale = resolved
    self.layout = layout
    self.timeZone = timeZone
    self.calendar = calendar
    self.isProlepticGregorian = prolepticGregorian
    self.handle = try DateFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try DateFormatHandle(configuration)
    }
  }

  /// A format with the configuration of `format` and the given ICU handle.
  init(_ format: DateFormat, handle: DateFormatHandle) {
    locale = format.locale
    layout = format.layout
    timeZone = format.timeZone
    calendar = format.calendar
    isProlepticGregorian = format.isProlepticGregorian
    self.handle = handle
  }

  // MARK: - Formatting

  /// The instant as the locale shows it in the format's time zone and calendar.
  public func format(_ date: Date) -> String {
    handle.format(milliseconds: date.timeIntervalSince1970 * 1000)
  }

  /// The ICU pattern the format applies, resolved from styles or a skeleton for the locale.
  public var pattern: String { handle.pattern }

  // MARK: - Hashable

  public static func == (lhs: DateFormat, rhs: DateFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(configuration)
  }

  var configuration: Configuration {
    Configuration(
      locale: locale, layout: layout, timeZone: timeZone, calendar: calendar,
      isProlepticGregorian: isProlepticGregorian)
  }
}

public import FoundationEssentials

/// A date interval format: two instants, or two plain dates, as a locale writes a range, with
/// the fields they share shown once (ICU's date interval format).
///
/// ```swift
/// let format = try DateIntervalFormat(locale: "de_DE", layout: .skeleton("yMMMd"))
/// try format.format(from: PlainDate.parse("2024-09-14"), to: PlainDate.parse("2024-09-20"))
/// // "14.–20. Sept. 2024"
/// ```
///
/// ## Layouts
/// A skeleton names the fields wanted; styles take the fields of the locale's pattern for
/// them, as Intl.DateTimeFormat's `formatRange` does with `dateStyle` and `timeStyle`. Medium
/// date and short time by default. Instants are shown in the format's time zone; plain dates
/// name the same days everywhere, so they are shown as those days, with the date fields of
/// the layout only.
///
/// ## Order
/// A start after its end is refused: ICU writes it as it comes (`20.–14. Sept. 2024`), which
/// reads as a typing error, and a checker should flag such data rather than print it. An empty
/// range (start equal to end) shows the one date.
///
/// ## Performance and thread safety
/// The ICU formatter behind a configuration is opened once, shared by every equal format, and
/// closed when the last one is released. `DateIntervalFormat` is a `Sendable` value; calls
/// that share an ICU formatter take turns on its lock.
public struct DateIntervalFormat: Sendable, Hashable {
  /// The locale whose conventions the format follows.
  public let locale: LocaleIdentifier
  /// What the format shows: styles or a skeleton.
  public let layout: Layout
  /// The IANA time zone identifier instants are shown in, as given.
  public let timeZone: String
  /// The calendar, or `nil` for the locale's own.
  public let calendar: CalendarSystem?

  let handle: DateIntervalFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag, such as `de_DE` or `ja-JP`.
  ///   - layout: Styles or a skeleton; medium date and short time by default.
  ///   - timeZone: An IANA identifier such as `Europe/Berlin`; UTC by default.
  ///   - calendar: A calendar to use instead of the locale's.
  /// - Throws: ``FormattingError`` naming the locale, zone or skeleton that is wrong, or
  ///   ``FormattingError/nothingToFormat`` for two `none` styles.
  public init(
    locale: String,
    layout: Layout = .styles(date: .medium, time: .short),
    timeZone: String = "UTC",
    calendar: CalendarSystem? = nil
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    let configuration = Configuration(
      locale: resolved, layout: layout, timeZone: timeZone, calendar: calendar)
    self.locale = resolved
    self.layout = layout
    self.timeZone = timeZone
    self.calendar = calendar
    self.handle = try DateIntervalFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try DateIntervalFormatHandle(configuration)
    }
  }

  /// A format with the configuration of `format` and the given ICU handle.
  init(_ format: DateIntervalFormat, handle: DateIntervalFormatHandle) {
    locale = format.locale
    layout = format.layout
    timeZone = format.timeZone
    calendar = format.calendar
    self.handle = handle
  }

  // MARK: - Formatting

  /// The range between two instants as the locale shows it in the format's zone.
  ///
  /// - Throws: ``FormattingError/invalidRange(_:reason:)`` when `start` is after `end`.
  public func format(from start: Date, to end: Date) throws(FormattingError) -> String {
    let from = start.timeIntervalSince1970 * 1000
    let to = end.timeIntervalSince1970 * 1000
    guard from <= to else {
      throw Self.reversed(ISO8601Instant.format(start), ISO8601Instant.format(end))
    }
    return handle.format(from: from, to: to)
  }

  /// The range between two days as the locale shows it, with the layout's date fields only.
  ///
  /// - Throws: ``FormattingError/invalidRange(_:reason:)`` when `start` is after `end` or the
  ///   layout shows no date.
  public func format(from start: PlainDate, to end: PlainDate) throws(FormattingError) -> String {
    let text = start.description + "\t" + end.description
    guard start.milliseconds <= end.milliseconds else {
      throw Self.reversed(start.description, end.description)
    }
    guard let result = handle.formatPlain(from: start.milliseconds, to: end.milliseconds) else {
      throw .invalidRange(text, reason: Self.noDateFields)
    }
    return result
  }

  /// The skeleton ICU lays out for instants, resolved from styles for the locale.
  public var skeleton: String { handle.skeleton }

  // MARK: - Hashable

  public static func == (lhs: DateIntervalFormat, rhs: DateIntervalFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(configuration)
  }

  var configuration: Configuration {
    Configuration(locale: locale, layout: layout, timeZone: timeZone, calendar: calendar)
  }

  // MARK: - Internals

  static let noDateFields =
    "the layout shows no date fields, which plain dates need; please give a date style or a "
    + "skeleton with date fields, such as 'yMMMd'"

  static func reversed(_ start: String, _ end: String) -> FormattingError {
    .invalidRange(
      start + "\t" + end, reason: "the start is after the end; please give the earlier one first")
  }
}

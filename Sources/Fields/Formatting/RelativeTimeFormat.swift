/// A relative time format: an offset from now in a unit, as a locale says it.
///
/// ```swift
/// let format = try RelativeTimeFormat(locale: "de_DE")
/// format.format(-1, unit: .day)   // "gestern"
/// format.format(3, unit: .hour)   // "in 3 Stunden"
///
/// let numeric = try RelativeTimeFormat(locale: "de_DE", numeric: .always)
/// numeric.format(-1, unit: .day)  // "vor 1 Tag"
/// ```
///
/// ## Words and numbers
/// With ``Numeric-swift.enum/auto``, offsets of -2 to 2 take the locale's word where it has one
/// ("gestern", "übermorgen", "now"), as ICU's `ureldatefmt_format` chooses (an offset within 1 %
/// of a whole number counts as it); other offsets, and every offset with
/// ``Numeric-swift.enum/always``, are written with their number ("vor 1,5 Tagen").
///
/// ## Thread safety
/// `RelativeTimeFormat` is a `Sendable` value; equal formats share one ICU formatter, whose
/// calls take turns on its lock.
public struct RelativeTimeFormat: Sendable, Hashable {
  /// The locale whose words the format uses.
  public let locale: LocaleIdentifier
  /// How long the unit names are.
  public let style: Style
  /// Whether offsets of -2 to 2 may take a word instead of a number.
  public let numeric: Numeric

  let handle: RelativeTimeFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - style: How long the unit names are; long by default.
  ///   - numeric: Whether to always write the number; `auto` (words where the locale has
  ///     them) by default.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)`` for a locale ICU has no data for.
  public init(locale: String, style: Style = .long, numeric: Numeric = .auto)
    throws(FormattingError)
  {
    let resolved = try LocaleIdentifier(locale)
    self.locale = resolved
    self.style = style
    self.numeric = numeric
    let configuration = Configuration(locale: resolved, style: style)
    self.handle = try RelativeTimeFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try RelativeTimeFormatHandle(configuration)
    }
  }

  /// A format with the settings of `format` and the given ICU handle.
  init(_ format: RelativeTimeFormat, handle: RelativeTimeFormatHandle) {
    locale = format.locale
    style = format.style
    numeric = format.numeric
    self.handle = handle
  }

  // MARK: - Formatting

  /// The offset from now in `unit`, as the locale says it: negative offsets lie in the past.
  ///
  /// An infinite or NaN offset gives the empty string, since no time is that far.
  public func format(_ offset: Double, unit: Unit) -> String {
    guard offset.isFinite else { return "" }
    return handle.format(offset, unit: unit.icuValue, numeric: numeric == .always)
  }

  /// The offset from now in `unit`, read exactly from its decimal text and formatted as a
  /// `Double`, which is what ICU takes.
  ///
  /// - Throws: ``FormattingError/invalidNumber(_:)`` for an offset beyond a `Double`'s range
  ///   (about 1.8e308), which no time reaches.
  public func format(_ offset: DecimalNumber, unit: Unit) throws(FormattingError) -> String {
    guard let value = Double(offset.description), value.isFinite else {
      throw .invalidNumber(offset.description)
    }
    return format(value, unit: unit)
  }

  // MARK: - Hashable

  public static func == (lhs: RelativeTimeFormat, rhs: RelativeTimeFormat) -> Bool {
    lhs.locale == rhs.locale && lhs.style == rhs.style && lhs.numeric == rhs.numeric
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
    hasher.combine(style)
    hasher.combine(numeric)
  }

  var configuration: Configuration { Configuration(locale: locale, style: style) }
}

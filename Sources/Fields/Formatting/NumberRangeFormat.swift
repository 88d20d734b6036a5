/// A number range format ("3–5 %"): two numbers written as ``NumberFormat`` writes them, joined
/// as the locale joins a range, by ICU's number range formatter.
///
/// ```swift
/// let range = try NumberRangeFormat(locale: "de_DE", style: .percent)
/// range.format(try DecimalNumber("0.03"), try DecimalNumber("0.05"))  // "3–5 %"
/// try NumberRangeFormat(locale: "en").format(try DecimalNumber("5"), try DecimalNumber("5"))
/// // "~5"
/// ```
///
/// ## Collapse and identity
/// ICU's defaults, as `Intl.NumberFormat.formatRange`: a unit or symbol both sides share is
/// written once where the locale does so, and a range whose sides round alike is written once
/// with the locale's "approximately" sign.
///
/// ## Thread safety
/// `NumberRangeFormat` is a `Sendable` value; equal formats share one ICU formatter, whose
/// calls take turns on its lock.
public struct NumberRangeFormat: Sendable, Hashable {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var style: NumberFormat.Style
    var currency: String?
    var options: ICU.NumberSkeleton.Options
  }

  /// The locale whose symbols and patterns the format uses.
  public var locale: LocaleIdentifier { configuration.locale }
  /// The kind of numbers on both sides.
  public var style: NumberFormat.Style { configuration.style }
  /// The ISO 4217 currency of the currency style; `nil` for the other styles.
  public var currency: String? { configuration.currency }

  let configuration: Configuration
  let handle: NumberRangeFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// The parameters are ``NumberFormat``'s, with the same defaults.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - style: The kind of number; decimal by default.
  ///   - currency: An ISO 4217 code for the currency style; the locale's own when `nil`.
  ///   - minimumFractionDigits: The fewest fraction digits to show.
  ///   - maximumFractionDigits: The most fraction digits to show.
  ///   - rounding: How to round; ICU's half-even when `nil`.
  ///   - grouping: When to group; the style's pattern when `nil`.
  ///   - sign: When to show a sign; on negative numbers when `nil`.
  /// - Throws: ``FormattingError`` as ``NumberFormat`` does.
  public init(
    locale: String, style: NumberFormat.Style = .decimal, currency: String? = nil,
    minimumFractionDigits: Int? = nil, maximumFractionDigits: Int? = nil,
    rounding: NumberFormat.Rounding? = nil, grouping: NumberFormat.Grouping? = nil,
    sign: NumberFormat.SignDisplay? = nil
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    try NumberFormat.checkFractionDigits(minimumFractionDigits, maximumFractionDigits)
    let resolvedCurrency = try NumberFormat.currency(currency, of: style, locale: resolved)
    let configuration = Configuration(
      locale: resolved, style: style, currency: resolvedCurrency,
      options: ICU.NumberSkeleton.Options(
        minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
        rounding: rounding?.icuValue, grouping: grouping?.icuValue, sign: sign?.icuValue))
    self.configuration = configuration
    self.handle = try NumberRangeFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try NumberRangeFormatHandle(configuration)
    }
  }

  init(_ format: NumberRangeFormat, handle: NumberRangeFormatHandle) {
    configuration = format.configuration
    self.handle = handle
  }

  // MARK: - Formatting

  /// The range from `low` to `high` as the locale writes it, exactly.
  public func format(_ low: DecimalNumber, _ high: DecimalNumber) -> String {
    // The percent style's hundredfold is applied here, exactly, not by ICU's scale: ICU 72's
    // range formatter scales a range whose sides round alike twice (0.03–0.03 gave "≈300 %").
    let power = style == .percent ? 2 : 0
    return handle.format(low: low.icuText(timesTenTo: power), high: high.icuText(timesTenTo: power))
  }

  // MARK: - Hashable

  public static func == (lhs: NumberRangeFormat, rhs: NumberRangeFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }
}

extension DecimalNumber {
  /// The number times 10^`power` in the decNumber syntax ICU reads.
  fileprivate func icuText(timesTenTo power: Int) -> String {
    power == 0 ? icuText : (isNegative ? "-" : "") + coefficient + "E\(exponent + power)"
  }
}

// MARK: - Package API for streaming

extension NumberRangeFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream.
  package func withOwnICUObject() throws(FormattingError) -> NumberRangeFormat {
    NumberRangeFormat(self, handle: try NumberRangeFormatHandle(configuration))
  }
}

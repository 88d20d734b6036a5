/// A number format: a locale and a style, applied by ICU with the locale's CLDR patterns.
///
/// ```swift
/// let format = try NumberFormat(locale: "de_DE")
/// format.format(try DecimalNumber("1234.5678"))  // "1.234,568"
/// try format.parse("1.234,5")                    // 1234.5
/// try format.parse("1,2,3")                      // throws: not a number in de_DE
///
/// let euros = try NumberFormat(locale: "de_DE", style: .currency)
/// euros.format(12.5)  // "12,50 €"
/// ```
///
/// ## Defaults
/// Each style shows what the locale's pattern shows: decimal at most three fraction digits,
/// percent none, currency the currency's own digits. ``minimumFractionDigits`` and
/// ``maximumFractionDigits`` override them.
///
/// ## Thread safety
/// `NumberFormat` is a `Sendable` value; equal formats share one ICU formatter, whose calls take
/// turns on its lock.
public struct NumberFormat: Sendable, Hashable {
  /// The locale whose symbols and patterns the format uses.
  public let locale: LocaleIdentifier
  /// Decimal, percent, currency, scientific or compact.
  public let style: Style
  /// The ISO 4217 currency of the currency style, upper case; `nil` for the other styles.
  public let currency: String?
  /// The fewest fraction digits shown, or `nil` for the locale's pattern.
  public let minimumFractionDigits: Int?
  /// The most fraction digits shown, or `nil` for the locale's pattern.
  public let maximumFractionDigits: Int?
  /// How numbers are rounded to the digits shown, or `nil` for ICU's half-even.
  public let rounding: Rounding?
  /// When grouping separators show, or `nil` for the style's pattern: always from 1000 for
  /// all styles but the compact ones, which group from 10,000 (``Grouping/min2``).
  public let grouping: Grouping?
  /// When a sign shows, or `nil` for a minus on negative numbers only.
  public let sign: SignDisplay?

  let handle: NumberFormatHandle

  /// The largest fraction digit count ICU accepts.
  public static let fractionDigitLimit = 999

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - style: The kind of number; decimal by default.
  ///   - currency: An ISO 4217 code for the currency style; the locale's region's currency
  ///     when `nil`.
  ///   - minimumFractionDigits: The fewest fraction digits to show.
  ///   - maximumFractionDigits: The most fraction digits to show.
  ///   - rounding: How to round to the digits shown; ICU's half-even when `nil`.
  ///   - grouping: When to show grouping separators; the style's pattern when `nil`.
  ///   - sign: When to show a sign; only on negative numbers when `nil`.
  /// - Throws: ``FormattingError`` for an unknown locale or currency, a currency given to
  ///   another style, or fraction digits out of order or range.
  public init(
    locale: String,
    style: Style = .decimal,
    currency: String? = nil,
    minimumFractionDigits: Int? = nil,
    maximumFractionDigits: Int? = nil,
    rounding: Rounding? = nil,
    grouping: Grouping? = nil,
    sign: SignDisplay? = nil
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    try Self.checkFractionDigits(minimumFractionDigits, maximumFractionDigits)
    let resolvedCurrency = try Self.currency(currency, of: style, locale: resolved)
    self.locale = resolved
    self.style = style
    self.currency = resolvedCurrency
    self.minimumFractionDigits = minimumFractionDigits
    self.maximumFractionDigits = maximumFractionDigits
    self.rounding = rounding
    self.grouping = grouping
    self.sign = sign
    let configuration = Configuration(
      locale: resolved, style: style, currency: resolvedCurrency,
      minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
      rounding: rounding, grouping: grouping, sign: sign)
    self.handle = try NumberFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try NumberFormatHandle(configuration)
    }
  }

  /// A format with the configuration of `format` and the given ICU handle.
  init(_ format: NumberFormat, handle: NumberFormatHandle) {
    locale = format.locale
    style = format.style
    currency = format.currency
    minimumFractionDigits = format.minimumFractionDigits
    maximumFractionDigits = format.maximumFractionDigits
    rounding = format.rounding
    grouping = format.grouping
    sign = format.sign
    self.handle = handle
  }

  /// Throws unless both counts are in ICU's range and in order.
  static func checkFractionDigits(_ minimum: Int?, _ maximum: Int?) throws(FormattingError) {
    let range = 0...fractionDigitLimit
    if let low = minimum, !range.contains(low) {
      throw .invalidFractionDigits(minimum: minimum, maximum: maximum)
    }
    if let high = maximum, !range.contains(high) {
      throw .invalidFractionDigits(minimum: minimum, maximum: maximum)
    }
    if let low = minimum, let high = maximum, low > high {
      throw .invalidFractionDigits(minimum: low, maximum: high)
    }
  }

  // MARK: - Formatting

  /// The number as the locale writes it in this style, exactly: no rounding through binary.
  public func format(_ value: DecimalNumber) -> String {
    handle.format(decimal: value.icuText)
  }

  /// The number as the locale writes it in this style; infinities and NaN as the locale
  /// names them.
  public func format(_ value: Double) -> String {
    if value.isNaN { return handle.format(decimal: "NaN") }
    if value.isInfinite { return handle.format(decimal: value < 0 ? "-Infinity" : "Infinity") }
    // Swift writes the shortest text that reads back as the same Double: 0.1, not
    // 0.1000000000000000055511151231257827.
    return handle.format(decimal: "\(value)")
  }

  /// The integer as the locale writes it in this style.
  public func format<Integer: BinaryInteger>(_ value: Integer) -> String {
    handle.format(decimal: String(value))
  }

  // MARK: - Hashable

  public static func == (lhs: NumberFormat, rhs: NumberFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

  var configuration: Configuration {
    Configuration(
      locale: locale, style: style, currency: currency,
      minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
      rounding: rounding, grouping: grouping, sign: sign)
  }
}

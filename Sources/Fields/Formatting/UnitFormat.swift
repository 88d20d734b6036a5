/// A measure format: numbers with a CLDR unit ("50 km/h"), written by ICU for a locale.
///
/// ```swift
/// let speed = try UnitFormat(locale: "de_DE", unit: "kilometer-per-hour")
/// speed.format(try DecimalNumber("50"))  // "50 km/h"
/// try UnitFormat(locale: "en", unit: "liter", width: .long).format(try DecimalNumber("2"))
/// // "2 liters"
/// ```
///
/// ## Units
/// Any CLDR unit identifier ICU accepts: simple (`celsius`, `megabyte`) or compound
/// (`kilometer-per-hour`, `liter-per-100-kilometer`, `meter-per-second-squared`). An unknown
/// one throws ``FormattingError/unknownUnit(_:suggestion:)`` with the nearest built-in unit.
///
/// ## Defaults
/// As `Intl.NumberFormat`'s unit style: short width, 0 to 3 fraction digits (as
/// ``NumberFormat``'s decimal style), grouping as the locale's minimum grouping digits say.
///
/// ## Thread safety
/// `UnitFormat` is a `Sendable` value; equal formats share one ICU formatter, whose calls take
/// turns on its lock.
public struct UnitFormat: Sendable, Hashable {
  /// How long the unit's name is; the raw value is the CLI's spelling.
  public enum Width: String, CaseIterable, Sendable, Hashable {
    /// `50 kilometers per hour`.
    case long
    /// `50 km/h` (the default).
    case short
    /// `50km/h`.
    case narrow

    /// ICU's UNumberUnitWidth.
    var icuValue: Int32 {
      switch self {
      case .narrow: 0
      case .short: 1
      case .long: 2
      }
    }
  }

  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var unit: String
    var width: Width
    var options: ICU.NumberSkeleton.Options
  }

  /// The locale whose words and symbols the format uses.
  public var locale: LocaleIdentifier { configuration.locale }
  /// The CLDR unit identifier, such as `kilometer-per-hour`.
  public var unit: String { configuration.unit }
  /// How long the unit's name is.
  public var width: Width { configuration.width }

  let configuration: Configuration
  let handle: UnitFormatHandle

  // MARK: - Creating a format

  /// Makes a format and opens its ICU formatter.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - unit: A CLDR unit identifier.
  ///   - width: How long the unit's name is; short by default.
  ///   - minimumFractionDigits: The fewest fraction digits to show; 0 when `nil`.
  ///   - maximumFractionDigits: The most fraction digits to show; 3 when `nil`.
  ///   - rounding: How to round; ICU's half-even when `nil`.
  ///   - grouping: When to group; the locale's minimum grouping digits when `nil`.
  ///   - sign: When to show a sign; on negative numbers when `nil`.
  /// - Throws: ``FormattingError`` for an unknown locale or unit, or fraction digits out of
  ///   order or range.
  public init(
    locale: String, unit: String, width: Width = .short, minimumFractionDigits: Int? = nil,
    maximumFractionDigits: Int? = nil, rounding: NumberFormat.Rounding? = nil,
    grouping: NumberFormat.Grouping? = nil, sign: NumberFormat.SignDisplay? = nil
  ) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    try NumberFormat.checkFractionDigits(minimumFractionDigits, maximumFractionDigits)
    guard unit.utf8.count <= 200, ICU.NumberSkeleton.isKnownUnit(unit) else {
      let suggestion =
        unit.utf8.count <= 200
        ? Suggestion.nearest(to: unit, in: ICU.NumberSkeleton.availableUnits, within: 3) : nil
      throw .unknownUnit(unit, suggestion: suggestion)
    }
    let configuration = Configuration(
      locale: resolved, unit: unit, width: width,
      options: ICU.NumberSkeleton.Options(
        minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
        rounding: rounding?.icuValue, grouping: grouping?.icuValue, sign: sign?.icuValue))
    self.configuration = configuration
    self.handle = try UnitFormatHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try UnitFormatHandle(configuration)
    }
  }

  init(_ format: UnitFormat, handle: UnitFormatHandle) {
    configuration = format.configuration
    self.handle = handle
  }

  // MARK: - Formatting

  /// The number with the unit as the locale writes it, exactly: no rounding through binary.
  public func format(_ value: DecimalNumber) -> String { handle.format(decimal: value.icuText) }

  // MARK: - Hashable

  public static func == (lhs: UnitFormat, rhs: UnitFormat) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }
}

// MARK: - Package API for streaming

extension UnitFormat {
  /// The same format with an ICU formatter of its own, for one worker thread of a stream.
  package func withOwnICUObject() throws(FormattingError) -> UnitFormat {
    UnitFormat(self, handle: try UnitFormatHandle(configuration))
  }
}

/// A locale's plural rules: the CLDR category of a number, as the number is written.
///
/// ```swift
/// let english = try PluralRules(locale: "en")
/// try english.category(of: "1")    // .one
/// try english.category(of: "1.0")  // .other: a visible fraction digit counts
///
/// let russian = try PluralRules(locale: "ru")
/// try russian.category(of: "21")   // .one
/// try russian.category(of: "5")    // .many
///
/// let ordinal = try PluralRules(locale: "en", type: .ordinal)
/// try ordinal.category(of: "22")   // .two, as in "22nd"
/// ```
///
/// ## Visible fraction digits
/// CLDR's rules look at the fraction digits a number shows, trailing zeros included, so a
/// number is read from its text, not from a `Double`: ICU formats it with exactly the fraction
/// digits written (`unumf`) and picks the category of that (`uplrules_selectFormatted`). An
/// exponent moves the point: `1.50e1` shows `15.0`, one fraction digit.
///
/// ## Thread safety
/// `PluralRules` is a `Sendable` value; equal rules share one ICU object, whose calls take turns
/// on its lock.
public struct PluralRules: Sendable, Hashable {
  /// The locale whose rules decide.
  public let locale: LocaleIdentifier
  /// Cardinal ("1 file") or ordinal ("1st") rules.
  public let type: RuleType

  let handle: PluralRulesHandle

  // MARK: - Creating rules

  /// Makes the rules and opens their ICU object.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - type: Cardinal (counting) or ordinal (ranking) rules; cardinal by default.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)`` for a locale ICU has no data for.
  public init(locale: String, type: RuleType = .cardinal) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    self.locale = resolved
    self.type = type
    let configuration = Configuration(locale: resolved, type: type)
    self.handle = try PluralRulesHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try PluralRulesHandle(configuration)
    }
  }

  /// Rules with the settings of `rules` and the given ICU handle.
  init(_ rules: PluralRules, handle: PluralRulesHandle) {
    locale = rules.locale
    type = rules.type
    self.handle = handle
  }

  // MARK: - Categories

  /// The category of a number written as plain decimal text (`1`, `1.0`, `-2.50`, `6.02e23`),
  /// counting the fraction digits as written.
  ///
  /// - Throws: ``FormattingError/tooManyDigits(_:count:limit:expected:)`` for a text of more
  ///   than 400 digits, or a number showing more than 999 fraction digits;
  ///   ``FormattingError/invalidNumber(_:)`` for anything that is not such a number.
  public func category(of text: String) throws(FormattingError) -> Category {
    let digits = ParseBounds.digitCount(text, stoppingAbove: ParseBounds.numberDigits)
    if digits > ParseBounds.numberDigits {
      throw .tooManyDigits(
        text, count: ParseBounds.digitCount(text), limit: ParseBounds.numberDigits,
        expected: "a number")
    }
    let bytes = Array(text.utf8)
    guard let number = DecimalNumber(ascii: bytes) else { throw .invalidNumber(text) }
    let shown = Self.visibleFractionDigits(bytes)
    guard shown <= ICU.PluralSelector.maximumFractionDigits else {
      throw .tooManyDigits(
        text, count: shown, limit: ICU.PluralSelector.maximumFractionDigits,
        expected: "the fraction of a number")
    }
    return handle.category(decimal: number.icuText, fractionDigits: shown)
  }

  /// The fraction digits a valid number's text shows: those after its point, less its
  /// exponent, and never fewer than none.
  static func visibleFractionDigits(_ bytes: [UInt8]) -> Int {
    var fraction = 0
    var sawPoint = false
    var index = 0
    while index < bytes.count, bytes[index] != UInt8(ascii: "e"), bytes[index] != UInt8(ascii: "E")
    {
      if bytes[index] == UInt8(ascii: ".") {
        sawPoint = true
      } else if sawPoint {
        fraction += 1
      }
      index += 1
    }
    guard index < bytes.count else { return fraction }
    index += 1
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var exponent = 0
    // A valid number's exponent is at most 100,000, so this cannot overflow.
    while index < bytes.count {
      exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
      index += 1
    }
    return max(0, negative ? fraction + exponent : fraction - exponent)
  }

  // MARK: - Hashable

  public static func == (lhs: PluralRules, rhs: PluralRules) -> Bool {
    lhs.configuration == rhs.configuration
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(configuration) }

  var configuration: Configuration { Configuration(locale: locale, type: type) }
}

import Synchronization

/// The ICU number formatter behind one ``NumberFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class NumberFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<NumberFormat.Configuration, NumberFormatHandle>()

  private let formatter: OpaquePointer
  /// The icu::number formatter that applies rounding, grouping or sign options, or `nil`
  /// when none is given: formats without them stay unum's, byte for byte as before.
  private let optionsFormatter: OpaquePointer?
  private let lock = Mutex(())

  init(_ configuration: NumberFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = ICU.NumberFormatter.open(
      locale: configuration.locale.identifier, style: configuration.style.icuValue,
      currency: configuration.currency,
      minimumFractionDigits: configuration.minimumFractionDigits,
      maximumFractionDigits: configuration.maximumFractionDigits, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a number format for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    formatter = opened
    guard configuration.hasOptions else {
      optionsFormatter = nil
      return
    }
    let withOptions = ICU.NumberSkeleton.open(
      locale: configuration.locale.identifier, style: configuration.style.icuValue,
      currency: configuration.currency, options: configuration.skeletonOptions, status: &status)
    guard let withOptions, !ICU.failed(status) else {
      ICU.NumberFormatter.close(opened)
      throw .icuFailure(
        context: "open a number format for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    optionsFormatter = withOptions
  }

  deinit {
    ICU.NumberFormatter.close(formatter)
    if let optionsFormatter { ICU.NumberSkeleton.close(optionsFormatter) }
  }

  /// Formats text in decNumber syntax, which the callers have checked.
  func format(decimal: String) -> String {
    lock.withTSanVisibleLock { _ in
      // Formatting a checked decimal fails only when memory runs out; the empty string is then
      // the least harmful answer for a non-throwing call.
      if let optionsFormatter {
        return (try? ICU.NumberSkeleton.format(optionsFormatter, decimal: decimal).get()) ?? ""
      }
      return (try? ICU.NumberFormatter.format(formatter, decimal: decimal).get()) ?? ""
    }
  }

  /// Parses the whole text strictly, or returns `nil`.
  ///
  /// ICU's decimal result goes through a decimal string (a seventh of the parse); a text with
  /// at most 15 digits takes the double instead, which holds such a number exactly: the nearest
  /// double reads back as the same 15 digits.
  ///
  /// A text with more than 400 digits is refused before ICU reads it: ICU moves all the digits
  /// read so far for each digit it adds, so 800,000 digits took 9 s.
  func parse(_ text: String) -> DecimalNumber? {
    let digits = ParseBounds.digitCount(text, stoppingAbove: ParseBounds.numberDigits)
    // Every caller checks this first; it stands here too because ICU's time is quadratic.
    guard digits <= ParseBounds.numberDigits else { return nil }
    if digits <= 15, let number = parseDouble(text) { return number }
    guard let decimal = parseDecimal(text) else { return nil }
    return DecimalNumber(ascii: Array(decimal.utf8))
  }

  private func parseDouble(_ text: String) -> DecimalNumber? {
    let value = lock.withTSanVisibleLock { _ in ICU.NumberFormatter.parseDouble(formatter, text) }
    guard let value, value.isFinite else { return nil }
    return DecimalNumber(ascii: Array("\(value)".utf8))
  }

  /// Parses the whole text strictly into decNumber syntax, or returns `nil`.
  private func parseDecimal(_ text: String) -> String? {
    lock.withTSanVisibleLock { _ in ICU.NumberFormatter.parseDecimal(formatter, text) }
  }
}

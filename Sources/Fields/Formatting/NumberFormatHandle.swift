internal import CICU
import Synchronization

/// The ICU number formatter behind one ``NumberFormat/Configuration``.
///
/// `@unchecked Sendable` is safe: the pointer is used only inside `lock`, and closed once, in
/// `deinit`, when no other reference exists.
final class NumberFormatHandle: @unchecked Sendable {
  static let cache = FormatterCache<NumberFormat.Configuration, NumberFormatHandle>()

  private let formatter: OpaquePointer
  private let lock = Mutex(())

  init(_ configuration: NumberFormat.Configuration) throws(FormattingError) {
    var status: Int32 = 0
    let opened = cicu_number_format_open(
      configuration.locale.identifier, configuration.style.icuValue, configuration.currency,
      Int32(configuration.minimumFractionDigits ?? -1),
      Int32(configuration.maximumFractionDigits ?? -1), &status)
    guard let opened, !ICU.failed(status) else {
      throw .icuFailure(
        context: "open a number format for '\(configuration.locale)'", code: ICU.name(of: status))
    }
    formatter = opened
  }

  deinit { cicu_number_format_close(formatter) }

  /// Formats text in decNumber syntax, which the callers have checked.
  func format(decimal: String) -> String {
    var decimal = decimal
    return lock.withTSanVisibleLock { _ in
      decimal.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { decimal in
          // Formatting a checked decimal fails only when memory runs out; the empty string is
          // then the least harmful answer for a non-throwing call.
          (try? ICU.string("format a number") { buffer, capacity, status in
            cicu_number_format_format_decimal(
              formatter, decimal.baseAddress, Int32(decimal.count), buffer, capacity, &status)
          }) ?? ""
        }
      }
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
    var text = text
    let value = lock.withTSanVisibleLock { _ -> Double? in
      text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
          var status: Int32 = 0
          let value = cicu_number_format_parse_double(
            formatter, text.baseAddress, Int32(text.count), &status)
          return ICU.failed(status) ? nil : value
        }
      }
    }
    guard let value, value.isFinite else { return nil }
    return DecimalNumber(ascii: Array("\(value)".utf8))
  }

  /// Parses the whole text strictly into decNumber syntax, or returns `nil`.
  private func parseDecimal(_ text: String) -> String? {
    var text = text
    return lock.withTSanVisibleLock { _ in
      text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
          var stoppedAt: Int32 = 0
          let result = ICU.string { buffer, capacity, status in
            cicu_number_format_parse_decimal(
              formatter, text.baseAddress, Int32(text.count), buffer, capacity, &stoppedAt,
              &status)
          }
          return try? result.get()
        }
      }
    }
  }
}

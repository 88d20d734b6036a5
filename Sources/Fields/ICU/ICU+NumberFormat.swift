internal import CICU

// MARK: - Number formats

extension ICU {
  /// ICU's number formatters through the shim: an opaque pointer the caller closes once and
  /// uses from one thread at a time.
  enum NumberFormatter {
    /// The kinds of number the shim formats.
    enum Style {
      /// Plain decimal numbers.
      case decimal
      /// Percentages.
      case percent
      /// Amounts of a currency.
      case currency
      /// Scientific notation.
      case scientific
      /// Short names of powers of ten ("1,2 Mio.").
      case compactShort
      /// Long names of powers of ten ("1,2 Millionen").
      case compactLong

      var icuValue: cicu_number_style {
        switch self {
        case .decimal: CICU_NUMBER_DECIMAL
        case .percent: CICU_NUMBER_PERCENT
        case .currency: CICU_NUMBER_CURRENCY
        case .scientific: CICU_NUMBER_SCIENTIFIC
        case .compactShort: CICU_NUMBER_COMPACT_SHORT
        case .compactLong: CICU_NUMBER_COMPACT_LONG
        }
      }
    }

    /// Opens a formatter, or gives `nil` with `status`.
    ///
    /// - Parameters:
    ///   - locale: An ICU locale identifier.
    ///   - style: The kind of number.
    ///   - currency: An upper-case ISO 4217 code, or `nil`.
    ///   - minimumFractionDigits: The fewest fraction digits, or `nil` for the locale's.
    ///   - maximumFractionDigits: The most fraction digits, or `nil` for the locale's.
    ///   - status: Set to ICU's status code.
    /// - Returns: The formatter, which the caller closes, or `nil`.
    static func open(
      locale: String, style: Style, currency: String?, minimumFractionDigits: Int?,
      maximumFractionDigits: Int?, status: inout Int32
    ) -> OpaquePointer? {
      cicu_number_format_open(
        locale, style.icuValue, currency, Int32(clamping: minimumFractionDigits ?? -1),
        Int32(clamping: maximumFractionDigits ?? -1), &status)
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_number_format_close(formatter) }

    /// Formats a number in decNumber syntax ("-1234.5678", "1e-7") exactly, or gives the
    /// failing status.
    static func format(_ formatter: OpaquePointer, decimal: String) -> Result<String, ICUStatus> {
      var decimal = decimal
      return decimal.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { decimal in
          string { buffer, capacity, status in
            cicu_number_format_format_decimal(
              formatter, decimal.baseAddress, Int32(decimal.count), buffer, capacity, &status)
          }
        }
      }
    }

    /// Parses the whole text strictly into the nearest double, or returns `nil`.
    static func parseDouble(_ formatter: OpaquePointer, _ text: String) -> Double? {
      var text = text
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
          var status: Int32 = 0
          let value = cicu_number_format_parse_double(
            formatter, text.baseAddress, Int32(text.count), &status)
          return failed(status) ? nil : value
        }
      }
    }

    /// Parses the whole text strictly into decNumber syntax, or returns `nil`.
    static func parseDecimal(_ formatter: OpaquePointer, _ text: String) -> String? {
      var text = text
      return text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { text in
          var stoppedAt: Int32 = 0
          let result = string { buffer, capacity, status in
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

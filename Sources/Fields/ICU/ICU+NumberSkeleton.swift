internal import CICU

// MARK: - icu::number formatters

extension ICU {
  /// ICU's icu::number formatters through the shim (number options, units, ranges): opaque
  /// pointers the caller closes once and uses from one thread at a time.
  enum NumberSkeleton {
    /// The options of a formatter in ICU's values; `nil` keeps what the style gives.
    struct Options: Hashable, Sendable {
      var minimumFractionDigits: Int?
      var maximumFractionDigits: Int?
      /// An UNumberFormatRoundingMode.
      var rounding: Int32?
      /// An UNumberGroupingStrategy.
      var grouping: Int32?
      /// An UNumberSignDisplay.
      var sign: Int32?

      var icuValue: cicu_number_options {
        cicu_number_options(
          minimum_fraction_digits: Int32(clamping: minimumFractionDigits ?? -1),
          maximum_fraction_digits: Int32(clamping: maximumFractionDigits ?? -1),
          rounding: rounding ?? -1, grouping: grouping ?? -1, sign: sign ?? -1)
      }
    }

    /// Opens a formatter of a `format number` style with options, or gives `nil` with `status`.
    static func open(
      locale: String, style: NumberFormatter.Style, currency: String?, options: Options,
      status: inout Int32
    ) -> OpaquePointer? {
      cicu_number_formatter_open_style(
        locale, Int32(style.icuValue.rawValue), currency, options.icuValue, &status)
    }

    /// Opens a formatter of a CLDR unit; `width` is an UNumberUnitWidth.
    static func open(
      locale: String, unit: String, width: Int32, options: Options, status: inout Int32
    ) -> OpaquePointer? {
      var unit = unit
      return unit.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { unit in
          cicu_number_formatter_open_unit(
            locale, unit.baseAddress, Int32(unit.count), width, options.icuValue, &status)
        }
      }
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_number_formatter_close(formatter) }

    /// Formats a number in decNumber syntax exactly, or gives the failing status.
    static func format(_ formatter: OpaquePointer, decimal: String) -> Result<String, ICUStatus> {
      var decimal = decimal
      return decimal.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { decimal in
          string { buffer, capacity, status in
            cicu_number_formatter_format_decimal(
              formatter, decimal.baseAddress, Int32(decimal.count), buffer, capacity, &status)
          }
        }
      }
    }

    /// Whether ICU accepts the CLDR unit identifier, simple or compound.
    static func isKnownUnit(_ unit: String) -> Bool {
      var unit = unit
      return unit.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_measure_unit_is_known($0.baseAddress, Int32($0.count))
        }
      }
    }

    /// The identifiers of ICU's built-in units, for suggestions.
    static let availableUnits: [String] = {
      let joined = (try? string { cicu_measure_unit_available($0, $1, &$2) }.get()) ?? ""
      return joined.split(separator: "\0").map(String.init)
    }()

    /// Opens a range formatter of a `format number` style, or gives `nil` with `status`.
    static func openRange(
      locale: String, style: NumberFormatter.Style, currency: String?, options: Options,
      status: inout Int32
    ) -> OpaquePointer? {
      cicu_number_range_formatter_open(
        locale, Int32(style.icuValue.rawValue), currency, options.icuValue, &status)
    }

    /// Closes a range formatter.
    static func closeRange(_ formatter: OpaquePointer) {
      cicu_number_range_formatter_close(formatter)
    }

    /// Formats the range between two numbers in decNumber syntax.
    static func formatRange(_ formatter: OpaquePointer, low: String, high: String) -> Result<
      String, ICUStatus
    > {
      var low = low
      var high = high
      return low.withUTF8 { lowBytes in
        high.withUTF8 { highBytes in
          lowBytes.withMemoryRebound(to: CChar.self) { low in
            highBytes.withMemoryRebound(to: CChar.self) { high in
              string { buffer, capacity, status in
                cicu_number_range_format_decimal(
                  formatter, low.baseAddress, Int32(low.count), high.baseAddress,
                  Int32(high.count), buffer, capacity, &status)
              }
            }
          }
        }
      }
    }
  }
}

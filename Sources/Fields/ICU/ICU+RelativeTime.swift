internal import CICU

// MARK: - Relative times

extension ICU {
  /// ICU's relative date-time formatters through the shim: an opaque pointer the caller closes
  /// once and uses from one thread at a time.
  enum RelativeTimeFormatter {
    /// The units an offset counts, in the shim's order (ICU's).
    enum Unit: Int32 {
      case year = 0
      case quarter
      case month
      case week
      case day
      case hour
      case minute
      case second
    }

    /// How long the unit names are.
    enum Width: Int32 {
      case long = 0
      case short
      case narrow
    }

    /// Opens a formatter, or gives `nil` with `status`.
    static func open(locale: String, width: Width, status: inout Int32) -> OpaquePointer? {
      cicu_relative_time_open(locale, cicu_relative_width(UInt32(width.rawValue)), &status)
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_relative_time_close(formatter) }

    /// Formats an offset, always as a number when `numeric`, else with the locale's word for
    /// -2 to 2 where it has one; or gives the failing status.
    static func format(
      _ formatter: OpaquePointer, offset: Double, unit: Unit, numeric: Bool
    ) -> Result<String, ICUStatus> {
      string { buffer, capacity, status in
        cicu_relative_time_format(
          formatter, offset, cicu_relative_unit(UInt32(unit.rawValue)), numeric, buffer,
          capacity, &status)
      }
    }
  }
}

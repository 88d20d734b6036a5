internal import CICU

// MARK: - Date formats and pattern generators

extension ICU {
  /// ICU's date formats (UDateFormat) through the shim: an opaque pointer the caller closes
  /// once and uses from one thread at a time, since formatting and parsing mutate its calendar.
  enum DateFormatter {
    /// Opens a formatter by styles, ICU's values: -1 none, 0 full, 1 long, 2 medium, 3 short.
    static func open(
      locale: String, zone: String, dateStyle: Int32, timeStyle: Int32, status: inout Int32
    ) -> OpaquePointer? {
      cicu_date_format_open_styles(locale, zone, dateStyle, timeStyle, &status)
    }

    /// Opens a formatter with an explicit pattern, such as "EEEE, d MMMM y".
    static func open(locale: String, zone: String, pattern: String, status: inout Int32)
      -> OpaquePointer?
    {
      var pattern = pattern
      return pattern.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_date_format_open_pattern(locale, zone, $0.baseAddress, Int32($0.count), &status)
        }
      }
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_date_format_close(formatter) }

    /// Makes the formatter's Gregorian calendar proleptic, as HTML's dates are: ICU's switches
    /// to the Julian calendar before 15 October 1582.
    static func useProlepticGregorian(_ formatter: OpaquePointer, status: inout Int32) {
      cicu_date_format_use_proleptic_gregorian(formatter, &status)
    }

    /// The formatter's pattern, or the failing status.
    static func pattern(_ formatter: OpaquePointer) -> Result<String, ICUStatus> {
      string { buffer, capacity, status in
        cicu_date_format_pattern(formatter, buffer, capacity, &status)
      }
    }

    /// Formats milliseconds since 1970, or gives the failing status.
    static func format(_ formatter: OpaquePointer, milliseconds: Double) -> Result<
      String, ICUStatus
    > {
      string { buffer, capacity, status in
        cicu_date_format_format(formatter, milliseconds, buffer, capacity, &status)
      }
    }

    /// Formats milliseconds since 1970 as UTF-8 into `buffer`.
    ///
    /// - Returns: The bytes the text takes, which are written only when they fit; `Int.max`
    ///   when ICU fails for another reason than the buffer's size.
    static func format(
      _ formatter: OpaquePointer, milliseconds: Double, into buffer: UnsafeMutableRawBufferPointer
    ) -> Int {
      guard let base = buffer.baseAddress else { return Int.max }
      var status: Int32 = 0
      let needed = cicu_date_format_format(
        formatter, milliseconds, base.assumingMemoryBound(to: CChar.self),
        Int32(clamping: buffer.count), &status)
      return failed(status) && status != CICU_BUFFER_OVERFLOW ? Int.max : Int(needed)
    }

    /// Parses the whole text strictly into milliseconds since 1970, or returns `nil`.
    static func parse(_ formatter: OpaquePointer, _ text: String) -> Double? {
      var text = text
      var status: Int32 = 0
      var stoppedAt: Int32 = 0
      let milliseconds = text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_date_format_parse(formatter, $0.baseAddress, Int32($0.count), &stoppedAt, &status)
        }
      }
      return failed(status) ? nil : milliseconds
    }

    /// A date field whose name ``fieldName(_:locale:)`` gives.
    enum DateField {
      /// The year.
      case year
      /// The month.
      case month
      /// The day.
      case day

      var icuValue: cicu_date_field {
        switch self {
        case .year: CICU_DATE_FIELD_YEAR
        case .month: CICU_DATE_FIELD_MONTH
        case .day: CICU_DATE_FIELD_DAY
        }
      }
    }

    /// The locale's name for a date field ("Jahr", "Monat", "Tag" in German), or the failing
    /// status.
    static func fieldName(_ field: DateField, locale: String) -> Result<String, ICUStatus> {
      string { buffer, capacity, status in
        cicu_date_field_display_name(locale, field.icuValue, buffer, capacity, &status)
      }
    }
  }

  /// ICU's date-time pattern generator through the shim: an opaque pointer the caller closes
  /// once.
  enum PatternGenerator {
    /// Opens a generator for a locale, or `nil` with `status`.
    static func open(locale: String, status: inout Int32) -> OpaquePointer? {
      cicu_pattern_generator_open(locale, &status)
    }

    /// Closes a generator.
    static func close(_ generator: OpaquePointer) { cicu_pattern_generator_close(generator) }

    /// The locale's best pattern for a skeleton ("yMMMd" gives "MMM d, y" in en_US), or the
    /// failing status.
    static func bestPattern(_ generator: OpaquePointer, skeleton: String) -> Result<
      String, ICUStatus
    > {
      var skeleton = skeleton
      return skeleton.withUTF8 { bytes in
        string { buffer, capacity, status in
          bytes.withMemoryRebound(to: CChar.self) {
            cicu_pattern_generator_best_pattern(
              generator, $0.baseAddress, Int32($0.count), buffer, capacity, &status)
          }
        }
      }
    }

    /// The locale's hour cycle: 0 h11, 1 h12, 2 h23, 3 h24 (ICU's UDateFormatHourCycle).
    static func hourCycle(_ generator: OpaquePointer, status: inout Int32) -> Int32 {
      cicu_pattern_generator_hour_cycle(generator, &status)
    }
  }
}

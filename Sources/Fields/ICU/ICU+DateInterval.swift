internal import CICU

// MARK: - Date interval formats

extension ICU {
  /// ICU's date interval formats (UDateIntervalFormat) through the shim: an opaque pointer the
  /// caller closes once and uses from one thread at a time, since formatting sets its calendars.
  enum DateIntervalFormatter {
    /// Opens a formatter for a skeleton such as "yMMMd" in a time zone, or `nil` with `status`.
    static func open(locale: String, zone: String, skeleton: String, status: inout Int32)
      -> OpaquePointer?
    {
      var skeleton = skeleton
      return skeleton.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) {
          cicu_date_interval_open(locale, zone, $0.baseAddress, Int32($0.count), &status)
        }
      }
    }

    /// Closes a formatter.
    static func close(_ formatter: OpaquePointer) { cicu_date_interval_close(formatter) }

    /// Formats the interval between two instants (milliseconds since 1970), or gives the
    /// failing status.
    static func format(_ formatter: OpaquePointer, from: Double, to: Double) -> Result<
      String, ICUStatus
    > {
      string { buffer, capacity, status in
        cicu_date_interval_format(formatter, from, to, buffer, capacity, &status)
      }
    }

    /// Formats the interval as UTF-8 into `buffer`.
    ///
    /// - Returns: The bytes the text takes, which are written only when they fit; `Int.max`
    ///   when ICU fails for another reason than the buffer's size.
    static func format(
      _ formatter: OpaquePointer, from: Double, to: Double,
      into buffer: UnsafeMutableRawBufferPointer
    ) -> Int {
      guard let base = buffer.baseAddress else { return Int.max }
      var status: Int32 = 0
      let needed = cicu_date_interval_format(
        formatter, from, to, base.assumingMemoryBound(to: CChar.self),
        Int32(clamping: buffer.count), &status)
      return failed(status) && status != CICU_BUFFER_OVERFLOW ? Int.max : Int(needed)
    }

    /// The skeleton of the locale's pattern for a date style and a time style (ICU's values:
    /// -1 none, 0 full, 1 long, 2 medium, 3 short), or the failing status.
    static func skeleton(locale: String, dateStyle: Int32, timeStyle: Int32) -> Result<
      String, ICUStatus
    > {
      string { buffer, capacity, status in
        cicu_date_interval_style_skeleton(
          locale, dateStyle, timeStyle, buffer, capacity, &status)
      }
    }
  }
}

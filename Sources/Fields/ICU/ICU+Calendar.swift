internal import CICU

extension ICU {
  /// ICU's calendars through the shim: an opaque pointer the caller closes once and uses from
  /// one thread at a time, since reading and setting fields mutate it.
  enum Calendar {
    /// The fields a date picker reads and sets.
    enum Component {
      /// The year, counted on through eras.
      case extendedYear
      /// The month, from 0.
      case month
      /// The day of the month, from 1.
      case dayOfMonth
      /// The hour, 0 to 23.
      case hourOfDay
      /// The minute.
      case minute
      /// The Julian day number.
      case julianDay

      var icuValue: cicu_calendar_field {
        switch self {
        case .extendedYear: CICU_FIELD_EXTENDED_YEAR
        case .month: CICU_FIELD_MONTH
        case .dayOfMonth: CICU_FIELD_DAY_OF_MONTH
        case .hourOfDay: CICU_FIELD_HOUR_OF_DAY
        case .minute: CICU_FIELD_MINUTE
        case .julianDay: CICU_FIELD_JULIAN_DAY
        }
      }
    }

    /// Opens a calendar for `locale` (with any `@calendar=` keyword) in `zone`, or `nil` with
    /// `status`.
    static func open(locale: String, zone: String, status: inout Int32) -> OpaquePointer? {
      cicu_calendar_open(locale, zone, &status)
    }

    /// Makes `calendar` proleptic Gregorian: no Julian dates before 15 October 1582.
    static func useProlepticGregorian(_ calendar: OpaquePointer) {
      cicu_calendar_use_proleptic_gregorian(calendar)
    }

    /// Closes a calendar.
    static func close(_ calendar: OpaquePointer) { cicu_calendar_close(calendar) }

    /// Sets the instant, in milliseconds since 1970.
    static func setMillis(_ calendar: OpaquePointer, _ millis: Double, status: inout Int32) {
      cicu_calendar_set_millis(calendar, millis, &status)
    }

    /// The instant, in milliseconds since 1970.
    static func millis(_ calendar: OpaquePointer, status: inout Int32) -> Double {
      cicu_calendar_millis(calendar, &status)
    }

    /// Clears every field.
    static func clear(_ calendar: OpaquePointer) { cicu_calendar_clear(calendar) }

    /// The value of `field`.
    static func get(_ calendar: OpaquePointer, _ field: Component, status: inout Int32) -> Int {
      Int(cicu_calendar_get(calendar, field.icuValue, &status))
    }

    /// Sets `field` to `value`, clamped to 32 bits.
    static func set(_ calendar: OpaquePointer, _ field: Component, _ value: Int) {
      cicu_calendar_set(calendar, field.icuValue, Int32(clamping: value))
    }

    /// The most `field` can be given the other fields, such as the days of this month.
    static func actualMaximum(_ calendar: OpaquePointer, _ field: Component, status: inout Int32)
      -> Int
    {
      Int(cicu_calendar_actual_maximum(calendar, field.icuValue, &status))
    }

    /// The most `field` can be in any case, such as the days of the longest month.
    static func maximum(_ calendar: OpaquePointer, _ field: Component) -> Int {
      Int(cicu_calendar_maximum(calendar, field.icuValue))
    }
  }
}

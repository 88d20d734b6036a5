internal import CICU

// MARK: - Locale data

extension ICU {
  /// The ICU objects that answer questions about one locale (its number symbols, digits,
  /// calendar names and first weekday), opened together: an opaque pointer the caller closes
  /// once.
  enum LocaleData {
    /// Number symbols of a locale.
    enum Symbol {
      /// The decimal separator.
      case decimal
      /// The grouping separator.
      case grouping
      /// The minus sign.
      case minus
      /// The percent sign.
      case percent

      var icuValue: cicu_number_symbol {
        switch self {
        case .decimal: CICU_SYMBOL_DECIMAL
        case .grouping: CICU_SYMBOL_GROUPING
        case .minus: CICU_SYMBOL_MINUS
        case .percent: CICU_SYMBOL_PERCENT
        }
      }
    }

    /// Lists of calendar names.
    enum Names {
      /// Month names as used inside a date.
      case months
      /// Month names standing alone.
      case standaloneMonths
      /// Abbreviated month names.
      case shortMonths
      /// Weekday names, Sunday first.
      case weekdays
      /// Abbreviated weekday names, Sunday first.
      case shortWeekdays
      /// The AM and PM markers.
      case amPm

      var icuValue: cicu_name_kind {
        switch self {
        case .months: CICU_NAMES_MONTHS
        case .standaloneMonths: CICU_NAMES_STANDALONE_MONTHS
        case .shortMonths: CICU_NAMES_SHORT_MONTHS
        case .weekdays: CICU_NAMES_WEEKDAYS
        case .shortWeekdays: CICU_NAMES_SHORT_WEEKDAYS
        case .amPm: CICU_NAMES_AM_PM
        }
      }
    }

    /// Opens the data of a locale, or `nil` with `status`.
    static func open(locale: String, status: inout Int32) -> OpaquePointer? {
      cicu_locale_data_open(locale, &status)
    }

    /// Closes locale data.
    static func close(_ data: OpaquePointer) { cicu_locale_data_close(data) }

    /// One number symbol, or the failing status.
    static func symbol(_ data: OpaquePointer, _ symbol: Symbol) -> Result<String, ICUStatus> {
      string { buffer, capacity, status in
        cicu_locale_data_number_symbol(data, symbol.icuValue, buffer, capacity, &status)
      }
    }

    /// The locale's ten digits in order, 0 to 9, or the failing status.
    static func digits(_ data: OpaquePointer) -> Result<String, ICUStatus> {
      string { buffer, capacity, status in
        cicu_locale_data_digits(data, buffer, capacity, &status)
      }
    }

    /// The locale's first day of the week: 1 Sunday through 7 Saturday.
    static func firstWeekday(_ data: OpaquePointer) -> Int {
      Int(cicu_locale_data_first_weekday(data))
    }

    /// How many names of a kind the locale's calendar has (12 months, 14 in the Hebrew one).
    static func nameCount(_ data: OpaquePointer, _ names: Names) -> Int {
      Int(cicu_locale_data_name_count(data, names.icuValue))
    }

    /// One name of a kind, or the failing status; weekdays count from 0 for Sunday.
    static func name(_ data: OpaquePointer, _ names: Names, at index: Int) -> Result<
      String, ICUStatus
    > {
      string { buffer, capacity, status in
        cicu_locale_data_name(
          data, names.icuValue, Int32(clamping: index), buffer, capacity, &status)
      }
    }
  }
}

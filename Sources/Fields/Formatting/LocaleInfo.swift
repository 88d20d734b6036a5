internal import CICU

/// What a form needs to know about a locale, read from ICU's CLDR data.
///
/// ```swift
/// let german = try LocaleInfo(locale: "de_DE")
/// german.decimalSeparator     // ","
/// german.hourCycle            // .h23
/// german.firstWeekday         // .monday
/// german.dateComponentOrder   // [.day, .month, .year]
/// try LocaleInfo(locale: "ar_EG").digits.joined()  // "٠١٢٣٤٥٦٧٨٩"
/// ```
///
/// All values are read once, when the info is made.
public struct LocaleInfo: Sendable, Hashable {
  /// The locale described.
  public let locale: LocaleIdentifier
  /// The calendar the names and order are read in, or `nil` for the locale's own.
  public let calendar: CalendarSystem?
  /// The decimal separator: "." in en_US, "," in de_DE, "٫" in ar_EG.
  public let decimalSeparator: String
  /// The grouping separator: "," in en_US, "." in de_DE, U+202F in fr_FR.
  public let groupingSeparator: String
  /// The minus sign, which is not always U+002D (U+2212 in sv_SE, with marks in ar).
  public let minusSign: String
  /// The percent sign.
  public let percentSign: String
  /// The ten digits of the locale's default numbering system, 0 through 9.
  public let digits: [String]
  /// Whether clocks run 1–12 with AM/PM or 0–23.
  public let hourCycle: HourCycle
  /// The first day of the week in a calendar grid.
  public let firstWeekday: Weekday
  /// Month names as used inside a date, such as "September" in "14 September 2024".
  ///
  /// They are indexed as ICU numbers months: the Hebrew calendar has 14, with Adar I and the
  /// leap year's Adar II.
  public let monthNames: [String]
  /// Month names standing alone, as a picker wheel shows them (they differ in ru and pl).
  public let standaloneMonthNames: [String]
  /// Abbreviated month names.
  public let shortMonthNames: [String]
  /// Weekday names, Sunday first.
  public let weekdayNames: [String]
  /// Abbreviated weekday names, Sunday first.
  public let shortWeekdayNames: [String]
  /// The AM and PM markers.
  public let amPmSymbols: [String]
  /// The order of year, month and day in the locale's numeric dates.
  public let dateComponentOrder: [DateComponent]

  /// Reads a locale's conventions from ICU.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - calendar: A calendar to read names in instead of the locale's own.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)``.
  public init(locale: String, calendar: CalendarSystem? = nil) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    let icuLocale =
      try calendar.map { c throws(FormattingError) in
        try resolved.settingKeyword("calendar", to: c.rawValue)
      } ?? resolved.identifier
    self.locale = resolved
    self.calendar = calendar
    decimalSeparator = try Self.symbol(CICU_SYMBOL_DECIMAL, icuLocale)
    groupingSeparator = try Self.symbol(CICU_SYMBOL_GROUPING, icuLocale)
    minusSign = try Self.symbol(CICU_SYMBOL_MINUS, icuLocale)
    percentSign = try Self.symbol(CICU_SYMBOL_PERCENT, icuLocale)
    let allDigits = try ICU.string("read the digits of '\(icuLocale)'") {
      buffer, capacity, status in
      cicu_locale_digits(icuLocale, buffer, capacity, &status)
    }
    digits = allDigits.map(String.init)
    monthNames = try Self.names(CICU_NAMES_MONTHS, icuLocale)
    standaloneMonthNames = try Self.names(CICU_NAMES_STANDALONE_MONTHS, icuLocale)
    shortMonthNames = try Self.names(CICU_NAMES_SHORT_MONTHS, icuLocale)
    weekdayNames = try Self.names(CICU_NAMES_WEEKDAYS, icuLocale)
    shortWeekdayNames = try Self.names(CICU_NAMES_SHORT_WEEKDAYS, icuLocale)
    amPmSymbols = try Self.names(CICU_NAMES_AM_PM, icuLocale)

    var status: Int32 = 0
    let weekday = cicu_locale_first_weekday(icuLocale, &status)
    try ICU.check(status, "read the first weekday of '\(icuLocale)'")
    firstWeekday = Weekday(rawValue: Int(weekday)) ?? .monday

    guard let generator = cicu_pattern_generator_open(icuLocale, &status), !ICU.failed(status)
    else {
      throw .icuFailure(
        context: "open a pattern generator for '\(icuLocale)'", code: ICU.name(of: status))
    }
    defer { cicu_pattern_generator_close(generator) }
    let cycle = cicu_pattern_generator_hour_cycle(generator, &status)
    try ICU.check(status, "read the hour cycle of '\(icuLocale)'")
    hourCycle = HourCycle(icuValue: cycle)
    let numericDate = try DateFormat.bestPattern(forSkeleton: "yMd", locale: icuLocale)
    dateComponentOrder = DateComponent.order(inPattern: numericDate)
  }

  private static func symbol(_ symbol: cicu_number_symbol, _ locale: String) throws(FormattingError)
    -> String
  {
    try ICU.string("read a number symbol of '\(locale)'") { buffer, capacity, status in
      cicu_locale_number_symbol(locale, symbol, buffer, capacity, &status)
    }
  }

  private static func names(_ kind: cicu_name_kind, _ locale: String) throws(FormattingError)
    -> [String]
  {
    var status: Int32 = 0
    let count = cicu_locale_name_count(locale, kind, &status)
    try ICU.check(status, "count names in '\(locale)'")
    var names: [String] = []
    for index in 0..<count {
      let name = try ICU.string("read a name in '\(locale)'") { buffer, capacity, status in
        cicu_locale_name(locale, kind, index, buffer, capacity, &status)
      }
      // ICU's Gregorian month list carries an empty thirteenth month (UNDECIMBER).
      if !name.isEmpty { names.append(name) }
    }
    return names
  }
}

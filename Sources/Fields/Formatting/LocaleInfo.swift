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

  /// Reads a locale's conventions from ICU, once per locale and calendar.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - calendar: A calendar to read names in instead of the locale's own.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)``.
  public init(locale: String, calendar: CalendarSystem? = nil) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    let key = CacheKey(locale: resolved, calendar: calendar)
    self = try Self.cache.value(for: key) { () throws(FormattingError) in
      Cached(try LocaleInfo(reading: resolved, calendar: calendar))
    }.info
  }

  private init(reading locale: LocaleIdentifier, calendar: CalendarSystem?) throws(FormattingError)
  {
    let icuLocale =
      try calendar.map { calendar throws(FormattingError) in
        try locale.settingKeyword("calendar", to: calendar.rawValue)
      } ?? locale.identifier
    var status: Int32 = 0
    guard let data = ICU.LocaleData.open(locale: icuLocale, status: &status), !ICU.failed(status)
    else {
      throw .icuFailure(context: "open the data of '\(icuLocale)'", code: ICU.name(of: status))
    }
    defer { ICU.LocaleData.close(data) }
    func symbol(_ symbol: ICU.LocaleData.Symbol) throws(FormattingError) -> String {
      try ICU.text(ICU.LocaleData.symbol(data, symbol), "read a number symbol of '\(icuLocale)'")
    }
    func names(_ kind: ICU.LocaleData.Names) throws(FormattingError) -> [String] {
      var names: [String] = []
      for index in 0..<ICU.LocaleData.nameCount(data, kind) {
        let name = try ICU.text(
          ICU.LocaleData.name(data, kind, at: index), "read a name in '\(icuLocale)'")
        // ICU's Gregorian month list carries an empty thirteenth month (UNDECIMBER).
        if !name.isEmpty { names.append(name) }
      }
      return names
    }

    self.locale = locale
    self.calendar = calendar
    decimalSeparator = try symbol(.decimal)
    groupingSeparator = try symbol(.grouping)
    minusSign = try symbol(.minus)
    percentSign = try symbol(.percent)
    digits = try ICU.text(ICU.LocaleData.digits(data), "read the digits of '\(icuLocale)'")
      .map(String.init)
    monthNames = try names(.months)
    standaloneMonthNames = try names(.standaloneMonths)
    shortMonthNames = try names(.shortMonths)
    weekdayNames = try names(.weekdays)
    shortWeekdayNames = try names(.shortWeekdays)
    amPmSymbols = try names(.amPm)
    firstWeekday = Weekday(rawValue: ICU.LocaleData.firstWeekday(data)) ?? .monday

    guard let generator = ICU.PatternGenerator.open(locale: icuLocale, status: &status),
      !ICU.failed(status)
    else {
      throw .icuFailure(
        context: "open a pattern generator for '\(icuLocale)'", code: ICU.name(of: status))
    }
    defer { ICU.PatternGenerator.close(generator) }
    let cycle = ICU.PatternGenerator.hourCycle(generator, status: &status)
    try ICU.check(status, "read the hour cycle of '\(icuLocale)'")
    hourCycle = HourCycle(icuValue: cycle)
    let numericDate = try DateFormat.bestPattern(forSkeleton: "yMd", locale: icuLocale)
    dateComponentOrder = DateComponent.order(inPattern: numericDate)
  }

  // MARK: - Cache

  private struct CacheKey: Hashable, Sendable {
    var locale: LocaleIdentifier
    var calendar: CalendarSystem?
  }

  private final class Cached: Sendable {
    let info: LocaleInfo
    init(_ info: LocaleInfo) { self.info = info }
  }

  private static let cache = FormatterCache<CacheKey, Cached>()
}

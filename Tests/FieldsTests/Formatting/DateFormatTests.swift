import Fields
import FoundationEssentials
import Testing

/// 2024-09-14T13:00:00Z: a Saturday, in summer time in Europe and North America.
private let saturday = Date(timeIntervalSince1970: 1_726_318_800)

private func instant(_ text: String) throws -> Date { try ISO8601Instant.parse(text) }

struct DateFormatTests {
  struct Pinned: CustomTestStringConvertible, Sendable {
    var locale: String
    var date: DateFormat.Style
    var time: DateFormat.Style
    var zone: String
    var calendar: CalendarSystem? = nil
    var expected: String
    var testDescription: String { "\(locale) \(date)/\(time) \(zone)" }
  }

  static let pinned: [Pinned] = [
    Pinned(
      locale: "en_US", date: .full, time: .short, zone: "Europe/Berlin",
      expected: "Saturday, September 14, 2024 at 3:00\u{202F}PM"),
    Pinned(
      locale: "en_US", date: .short, time: .medium, zone: "UTC",
      expected: "9/14/24, 1:00:00\u{202F}PM"),
    Pinned(
      locale: "de_DE", date: .full, time: .short, zone: "Europe/Berlin",
      expected: "Samstag, 14. September 2024 um 15:00"),
    Pinned(
      locale: "de_DE", date: .short, time: .medium, zone: "UTC", expected: "14.09.24, 13:00:00"),
    Pinned(
      locale: "fr_FR", date: .full, time: .short, zone: "Europe/Berlin",
      expected: "samedi 14 septembre 2024 à 15:00"),
    Pinned(
      locale: "ja_JP", date: .full, time: .short, zone: "Asia/Tokyo",
      expected: "2024年9月14日土曜日 22:00"),
    Pinned(
      locale: "ar_EG", date: .full, time: .short, zone: "Europe/Berlin",
      expected: "السبت، ١٤ سبتمبر ٢٠٢٤ في ٣:٠٠ م"),
    Pinned(
      locale: "ar_EG", date: .short, time: .medium, zone: "UTC",
      expected: "١٤\u{200F}/٩\u{200F}/٢٠٢٤، ١:٠٠:٠٠ م"),
    Pinned(
      locale: "hi_IN", date: .full, time: .short, zone: "Asia/Kolkata",
      expected: "शनिवार, 14 सितंबर 2024 को 6:30 pm बजे"),
    Pinned(
      locale: "th_TH", date: .full, time: .short, zone: "Asia/Bangkok",
      expected: "วันเสาร์ที่ 14 กันยายน พ.ศ. 2567 เวลา 20:00"),
    Pinned(
      locale: "th_TH", date: .short, time: .none, zone: "UTC", calendar: .buddhist,
      expected: "14/9/67"),
    Pinned(
      locale: "he_IL", date: .full, time: .short, zone: "Asia/Jerusalem",
      expected: "יום שבת, 14 בספטמבר 2024 בשעה 16:00"),
    Pinned(
      locale: "ru_RU", date: .full, time: .short, zone: "Europe/Moscow",
      expected: "суббота, 14 сентября 2024\u{202F}г. в 16:00"),
    Pinned(
      locale: "pl_PL", date: .full, time: .short, zone: "Europe/Warsaw",
      expected: "sobota, 14 września 2024 15:00"),
    Pinned(
      locale: "zh_Hans_CN", date: .full, time: .short, zone: "Asia/Shanghai",
      expected: "2024年9月14日星期六 21:00"),
    Pinned(
      locale: "ja_JP", date: .full, time: .none, zone: "UTC", calendar: .japanese,
      expected: "令和6年9月14日土曜日"),
    Pinned(
      locale: "ar_SA", date: .long, time: .none, zone: "UTC", calendar: .islamicUmmAlQura,
      expected: "١١ ربيع الأول ١٤٤٦ هـ"),
    Pinned(
      locale: "he_IL", date: .long, time: .none, zone: "UTC", calendar: .hebrew,
      expected: "י״א באלול תשפ״ד"),
    Pinned(locale: "fa_IR", date: .long, time: .none, zone: "UTC", expected: "۲۴ شهریور ۱۴۰۳"),
    Pinned(
      locale: "zh_Hans_CN", date: .long, time: .none, zone: "UTC", calendar: .chinese,
      expected: "2024甲辰年八月十二"),
  ]

  @Test(arguments: pinned)
  func format_styles_matchesLocaleConventions(_ row: Pinned) throws {
    let format = try DateFormat(
      locale: row.locale, layout: .styles(date: row.date, time: row.time), timeZone: row.zone,
      calendar: row.calendar)
    #expect(format.format(saturday) == row.expected)
  }

  @Test func format_japaneseCalendar_changesEraOnFirstOfMay2019() throws {
    let format = try DateFormat(
      locale: "ja_JP", layout: .styles(date: .long, time: .none), calendar: .japanese)
    #expect(format.format(try instant("2019-04-30T12:00:00Z")) == "平成31年4月30日")
    #expect(format.format(try instant("2019-05-01T12:00:00Z")) == "令和元年5月1日")
  }

  // MARK: - Time zones

  struct ZoneEdge: CustomTestStringConvertible, Sendable {
    var zone: String
    var instant: String
    var expected: String
    var testDescription: String { "\(zone) at \(instant)" }
  }

  static let zoneEdges: [ZoneEdge] = [
    // Europe/Berlin springs forward at 02:00 to 03:00 and falls back at 03:00 to 02:00.
    ZoneEdge(
      zone: "Europe/Berlin", instant: "2024-03-31T00:59:59Z", expected: "2024-03-31 01:59:59 +01:00"
    ),
    ZoneEdge(
      zone: "Europe/Berlin", instant: "2024-03-31T01:00:00Z", expected: "2024-03-31 03:00:00 +02:00"
    ),
    ZoneEdge(
      zone: "Europe/Berlin", instant: "2024-10-27T00:30:00Z", expected: "2024-10-27 02:30:00 +02:00"
    ),
    ZoneEdge(
      zone: "Europe/Berlin", instant: "2024-10-27T01:30:00Z", expected: "2024-10-27 02:30:00 +01:00"
    ),
    ZoneEdge(
      zone: "America/New_York", instant: "2024-03-10T06:59:59Z",
      expected: "2024-03-10 01:59:59 -05:00"),
    ZoneEdge(
      zone: "America/New_York", instant: "2024-03-10T07:00:00Z",
      expected: "2024-03-10 03:00:00 -04:00"),
    ZoneEdge(
      zone: "America/New_York", instant: "2024-11-03T05:30:00Z",
      expected: "2024-11-03 01:30:00 -04:00"),
    ZoneEdge(
      zone: "America/New_York", instant: "2024-11-03T06:30:00Z",
      expected: "2024-11-03 01:30:00 -05:00"),
    // Lord Howe Island moves its clocks by half an hour.
    ZoneEdge(
      zone: "Australia/Lord_Howe", instant: "2024-10-05T15:29:59Z",
      expected: "2024-10-06 01:59:59 +10:30"),
    ZoneEdge(
      zone: "Australia/Lord_Howe", instant: "2024-10-05T15:30:00Z",
      expected: "2024-10-06 02:30:00 +11:00"),
    ZoneEdge(
      zone: "Australia/Lord_Howe", instant: "2024-04-06T14:59:59Z",
      expected: "2024-04-07 01:59:59 +11:00"),
    ZoneEdge(
      zone: "Australia/Lord_Howe", instant: "2024-04-06T15:00:00Z",
      expected: "2024-04-07 01:30:00 +10:30"),
    ZoneEdge(zone: "UTC", instant: "1900-01-01T00:00:00Z", expected: "1900-01-01 00:00:00 +00:00"),
    ZoneEdge(zone: "UTC", instant: "2100-12-31T23:59:59Z", expected: "2100-12-31 23:59:59 +00:00"),
  ]

  @Test(arguments: zoneEdges)
  func format_acrossOffsetChanges_showsLocalTimeAndOffset(_ row: ZoneEdge) throws {
    let format = try DateFormat(
      locale: "en_US", layout: .pattern("yyyy-MM-dd HH:mm:ss xxx"), timeZone: row.zone)
    #expect(format.format(try instant(row.instant)) == row.expected)
  }

  @Test func format_years1900And2100_haveTheirWeekdays() throws {
    let format = try DateFormat(locale: "en_US", layout: .styles(date: .full, time: .none))
    #expect(format.format(try instant("1900-01-01T00:00:00Z")) == "Monday, January 1, 1900")
    #expect(format.format(try instant("2100-12-31T23:59:59Z")) == "Friday, December 31, 2100")
  }

  // MARK: - Patterns and skeletons

  @Test func format_skeleton_ordersFieldsForLocale() throws {
    let english = try DateFormat(locale: "en_US", layout: .skeleton("yMMMdjm"))
    let german = try DateFormat(locale: "de_DE", layout: .skeleton("yMMMdjm"))
    let japanese = try DateFormat(locale: "ja_JP", layout: .skeleton("yMMMEd"))
    #expect(english.format(saturday) == "Sep 14, 2024, 1:00\u{202F}PM")
    #expect(german.format(saturday) == "14. Sept. 2024, 13:00")
    #expect(japanese.format(saturday) == "2024年9月14日(土)")
    #expect(german.pattern == "d. MMM y, HH:mm")
  }

  @Test func format_patternWithQuotedLetters_keepsThemLiteral() throws {
    let format = try DateFormat(locale: "en_US", layout: .pattern("'Day' d 'of' MMMM, ''yy"))
    #expect(format.format(saturday) == "Day 14 of September, '24")
  }

  // MARK: - Round trips

  static let roundTripLocales = [
    "en_US", "de_DE", "fr_FR", "ja_JP", "ar_EG", "hi_IN", "th_TH", "he_IL", "ru_RU", "pl_PL",
    "zh_Hans_CN",
  ]

  @Test(arguments: roundTripLocales, DateFormat.Style.allCases.filter { $0 != .none })
  func parse_formattedDateAndTime_returnsSameInstant(locale: String, style: DateFormat.Style)
    throws
  {
    let format = try DateFormat(
      locale: locale, layout: .styles(date: style, time: style == .full ? .long : style),
      timeZone: "Europe/Berlin")
    let text = format.format(saturday)
    #expect(try format.parse(text) == saturday, "\(text)")
  }

  @Test(arguments: roundTripLocales)
  func parse_formattedPatternAndSkeleton_returnsSameInstant(locale: String) throws {
    for layout in [DateFormat.Layout.pattern("yyyy-MM-dd HH:mm"), .skeleton("yMMMMdjm")] {
      let format = try DateFormat(locale: locale, layout: layout, timeZone: "America/New_York")
      let text = format.format(saturday)
      #expect(try format.parse(text) == saturday, "\(text)")
    }
  }

  @Test func parse_plainSpaceBeforeAmPm_isAccepted() throws {
    let format = try DateFormat(locale: "en_US", layout: .styles(date: .medium, time: .short))
    #expect(try format.parse("Sep 14, 2024, 1:00 PM") == saturday)
    #expect(try format.parse("Sep 14, 2024, 1:00\u{202F}PM") == saturday)
  }

  @Test(arguments: ["14.09.24, 15:00 Uhr", "31.02.24, 15:00", "14.09.24", "", "14.09.24,15:00x"])
  func parse_textOutsideTheFormat_throwsUnparsable(text: String) throws {
    let format = try DateFormat(
      locale: "de_DE", layout: .styles(date: .short, time: .short), timeZone: "Europe/Berlin")
    #expect(
      throws: FormattingError.unparsable(
        text, expected: "a date in de_DE's format 'dd.MM.yy, HH:mm'")
    ) {
      try format.parse(text)
    }
  }

  // MARK: - Errors

  @Test(
    arguments: [
      ("xx_YY", "ICU has no data for language 'xx'", nil),
      ("klingon", "ICU has no data for language 'klingon'", nil),
      ("de_YY", "its region is not a region code ICU knows", "de_DE"),
      ("de_Abcd_DE", "its script is not an ISO 15924 code ICU knows", nil),
      ("de-DE-x", "it is not a locale identifier", "de-DE"),
      ("", "it is not a locale identifier", nil),
      ("root", "it is not a locale identifier", "ro"),
      ("de_DE@calendar=mayan", "its calendar keyword names no calendar ICU knows", nil),
      ("ar_EG@numbers=abcd", "its numbers keyword names no numbering system ICU knows", nil),
    ] as [(String, String, String?)])
  func init_unknownLocale_throwsWithReason(locale: String, reason: String, suggestion: String?) {
    #expect(throws: FormattingError.unknownLocale(locale, reason: reason, suggestion: suggestion)) {
      try DateFormat(locale: locale)
    }
  }

  @Test(arguments: ["Mars/Olympus", "Etc/Unknown", "", "Europe/Berlinn"])
  func init_unknownTimeZone_throws(zone: String) {
    #expect(throws: FormattingError.unknownTimeZone(zone)) {
      try DateFormat(locale: "de_DE", timeZone: zone)
    }
  }

  @Test func init_unknownCalendarName_throws() {
    #expect(throws: FormattingError.unknownCalendar("mayan")) {
      try CalendarSystem(validating: "mayan")
    }
  }

  @Test(arguments: [
    ("yyyy jj", "'j' is no date field letter"),
    ("yyyy-MM-dd'T", "a quote is not closed"),
    ("", "it is empty"),
    ("HH:mm ppp", "'p' is no date field letter"),
  ])
  func init_badPattern_throws(pattern: String, reason: String) {
    #expect(throws: FormattingError.invalidPattern(pattern, reason: reason)) {
      try DateFormat(locale: "en_US", layout: .pattern(pattern))
    }
  }

  @Test(arguments: [
    ("yMd-", "'-' is no date field letter"), ("", "it is empty"),
    ("hello", "'o' is no date field letter"),
  ])
  func init_badSkeleton_throws(skeleton: String, reason: String) {
    #expect(throws: FormattingError.invalidSkeleton(skeleton, reason: reason)) {
      try DateFormat(locale: "en_US", layout: .skeleton(skeleton))
    }
  }

  @Test func init_bothStylesNone_throwsNothingToFormat() {
    #expect(throws: FormattingError.nothingToFormat) {
      try DateFormat(locale: "en_US", layout: .styles(date: .none, time: .none))
    }
  }

  @Test func init_bcp47Tag_resolvesToCanonicalLocale() throws {
    let format = try DateFormat(
      locale: "ar-EG-u-nu-latn", layout: .styles(date: .short, time: .none))
    #expect(format.locale.identifier == "ar_EG@numbers=latn")
    #expect(format.format(saturday) == "14\u{200F}/9\u{200F}/2024")
  }

  // MARK: - Sharing and threads

  @Test func init_equalConfigurations_areEqualAndHashAlike() throws {
    let first = try DateFormat(locale: "de_DE", timeZone: "Europe/Berlin")
    let second = try DateFormat(locale: "de-DE", timeZone: "Europe/Berlin")
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != (try DateFormat(locale: "de_DE", timeZone: "UTC")))
  }

  @Test func format_fromManyTasksAtOnce_givesTheSameText() async throws {
    let format = try DateFormat(
      locale: "de_DE", layout: .styles(date: .full, time: .medium), timeZone: "Europe/Berlin")
    let expected = (0..<200).map {
      format.format(Date(timeIntervalSince1970: 1_726_318_800 + Double($0) * 86_400))
    }
    let results = await withTaskGroup(of: (Int, String).self) { group in
      for index in 0..<200 {
        group.addTask {
          (
            index,
            format.format(Date(timeIntervalSince1970: 1_726_318_800 + Double(index) * 86_400))
          )
        }
      }
      var results = [String](repeating: "", count: 200)
      for await (index, text) in group { results[index] = text }
      return results
    }
    #expect(results == expected)
  }
}

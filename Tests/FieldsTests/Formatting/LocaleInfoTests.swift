import Fields
import Testing

struct LocaleInfoTests {
  @Test func init_enUS_readsAmericanConventions() throws {
    let info = try LocaleInfo(locale: "en_US")
    #expect(info.decimalSeparator == ".")
    #expect(info.groupingSeparator == ",")
    #expect(info.hourCycle == .h12)
    #expect(info.hourCycle.usesAmPm)
    #expect(info.firstWeekday == .sunday)
    #expect(info.dateComponentOrder == [.month, .day, .year])
    #expect(info.monthNames.count == 12)
    #expect(info.monthNames.first == "January")
    #expect(info.weekdayNames.first == "Sunday")
    #expect(info.shortWeekdayNames.last == "Sat")
    #expect(info.amPmSymbols == ["AM", "PM"])
    #expect(info.digits.joined() == "0123456789")
  }

  @Test func init_deDE_readsGermanConventions() throws {
    let info = try LocaleInfo(locale: "de_DE")
    #expect(info.decimalSeparator == ",")
    #expect(info.groupingSeparator == ".")
    #expect(info.hourCycle == .h23)
    #expect(info.firstWeekday == .monday)
    #expect(info.dateComponentOrder == [.day, .month, .year])
    #expect(info.monthNames[2] == "März")
  }

  @Test func init_jaJP_ordersYearMonthDay() throws {
    let info = try LocaleInfo(locale: "ja_JP")
    #expect(info.dateComponentOrder == [.year, .month, .day])
    #expect(info.hourCycle == .h23)
  }

  @Test func init_arEG_usesArabicIndicDigitsAndSeparators() throws {
    let info = try LocaleInfo(locale: "ar_EG")
    #expect(info.digits.joined() == "٠١٢٣٤٥٦٧٨٩")
    #expect(info.decimalSeparator == "٫")
    #expect(info.groupingSeparator == "٬")
    #expect(info.firstWeekday == .saturday)
  }

  @Test func init_latinNumberingKeyword_switchesDigits() throws {
    let info = try LocaleInfo(locale: "ar-EG-u-nu-latn")
    #expect(info.digits.joined() == "0123456789")
  }

  @Test func init_frFR_groupsWithNarrowNoBreakSpace() throws {
    let info = try LocaleInfo(locale: "fr_FR")
    #expect(info.groupingSeparator == "\u{202F}")
    #expect(info.decimalSeparator == ",")
  }

  @Test func init_ruRU_hasStandaloneMonthNamesInNominative() throws {
    let info = try LocaleInfo(locale: "ru_RU")
    #expect(info.monthNames[8] == "сентября")
    #expect(info.standaloneMonthNames[8] == "сентябрь")
  }

  @Test func init_hebrewCalendar_namesAdarIAndLeapYearAdarII() throws {
    let info = try LocaleInfo(locale: "en_US", calendar: .hebrew)
    #expect(info.monthNames.count == 14)
    #expect(info.monthNames[0] == "Tishri")
    #expect(info.monthNames[5] == "Adar I")
    #expect(info.monthNames[13] == "Adar II")
  }

  @Test func init_unknownLocale_throws() {
    #expect(
      throws: FormattingError.unknownLocale(
        "klingon", reason: "ICU has no data for language 'klingon'")
    ) {
      try LocaleInfo(locale: "klingon")
    }
  }
}

import Testing

@testable import Fields

struct DateFormatPlainTests {
  @Test func format_plainDate_ignoresTheZoneAndTheTimeStyle() throws {
    let format = try DateFormat(
      locale: "de_DE", layout: .styles(date: .long, time: .full), timeZone: "Pacific/Kiritimati")
    #expect(try format.format(PlainDate.parse("2024-09-14")) == "14. September 2024")
  }

  @Test func format_plainTimeWithAFullStyle_dropsTheZone() throws {
    let format = try DateFormat(locale: "en_US", layout: .styles(date: .none, time: .full))
    #expect(try format.format(PlainTime.parse("13:45")) == "1:45:00\u{202F}PM")
  }

  @Test func format_plainValuesWithASkeleton_takeTheirFields() throws {
    let format = try DateFormat(locale: "de_DE", layout: .skeleton("yMMMdHm"))
    #expect(try format.format(PlainDate.parse("2024-09-14")) == "14. Sept. 2024")
    #expect(try format.format(PlainTime.parse("07:05")) == "07:05")
  }

  @Test func format_layoutWithoutThePart_throws() throws {
    let timeOnly = try DateFormat(locale: "de_DE", layout: .skeleton("Hm"))
    let noDate = FormattingError.invalidPlainValue("2024-09-14", reason: DateFormat.noDateFields)
    #expect(throws: noDate) { try timeOnly.format(PlainDate.parse("2024-09-14")) }
    let dateOnly = try DateFormat(locale: "de_DE", layout: .styles(date: .short, time: .none))
    let noTime = FormattingError.invalidPlainValue("13:45:00", reason: DateFormat.noTimeFields)
    #expect(throws: noTime) { try dateOnly.format(PlainTime.parse("13:45")) }
  }

  @Test(arguments: ["13:45", "13:45:30", "13:45:30.250", "23:59:59.999999999"])
  func plainTime_validForms_parse(text: String) throws {
    _ = try PlainTime.parse(text)
  }

  @Test(arguments: ["24:00", "13:60", "13:45:61", "1:45", "13:45:30.", "13:45Z", ""])
  func plainTime_badForms_throw(text: String) {
    #expect(throws: FormattingError.self) { try PlainTime.parse(text) }
  }

  @Test func plainTime_fraction_isCutToTheMillisecond() throws {
    #expect(try PlainTime.parse("00:00:01.2509").millisecondsSinceMidnight == 1250)
    #expect(try PlainTime.parse("00:00:01.5").millisecondsSinceMidnight == 1500)
  }
}

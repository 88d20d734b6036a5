import FoundationEssentials
import Testing

@testable import Fields

struct DateIntervalFormatTests {
  @Test func format_plainDatesWithASkeleton_showTheSharedFieldsOnce() throws {
    let format = try DateIntervalFormat(locale: "de_DE", layout: .skeleton("yMMMd"))
    let text = try format.format(
      from: PlainDate.parse("2024-09-14"), to: PlainDate.parse("2024-09-20"))
    #expect(text == "14.\u{2013}20. Sept. 2024")
  }

  @Test func format_instantsWithTheDefaultLayout_useMediumDateAndShortTime() throws {
    let format = try DateIntervalFormat(locale: "en_US", timeZone: "America/New_York")
    let start = Date(timeIntervalSince1970: 1_726_322_400)  // 2024-09-14T14:00:00Z
    let text = try format.format(from: start, to: start.addingTimeInterval(3 * 3600))
    #expect(text == "Sep 14, 2024, 10:00\u{202F}AM\u{2009}\u{2013}\u{2009}1:00\u{202F}PM")
    #expect(format.skeleton == "yMMMdahmm")
  }

  @Test func format_startAfterEnd_throwsInvalidRange() throws {
    let format = try DateIntervalFormat(locale: "de_DE")
    #expect(
      throws: FormattingError.invalidRange(
        "2024-09-20\t2024-09-14",
        reason: "the start is after the end; please give the earlier one first")
    ) {
      try format.format(from: PlainDate.parse("2024-09-20"), to: PlainDate.parse("2024-09-14"))
    }
  }

  @Test func format_plainDatesWithATimeOnlySkeleton_throwInvalidRange() throws {
    let format = try DateIntervalFormat(locale: "de_DE", layout: .skeleton("Hm"))
    #expect(throws: FormattingError.self) {
      try format.format(from: PlainDate.parse("2024-09-14"), to: PlainDate.parse("2024-09-15"))
    }
  }

  @Test func init_equalConfigurations_shareOneICUObject() throws {
    let first = try DateIntervalFormat(locale: "fr_FR", layout: .skeleton("yMMMd"))
    let second = try DateIntervalFormat(locale: "fr_FR", layout: .skeleton("yMMMd"))
    #expect(first.handle === second.handle)
    #expect(first == second)
    #expect(try first.withOwnICUObject().handle !== first.handle)
  }

  @Test func init_badConfiguration_throws() {
    #expect(throws: FormattingError.unknownTimeZone("Mars/Base")) {
      try DateIntervalFormat(locale: "de_DE", timeZone: "Mars/Base")
    }
    #expect(throws: FormattingError.nothingToFormat) {
      try DateIntervalFormat(locale: "de_DE", layout: .styles(date: .none, time: .none))
    }
  }

  @Test func plainDate_nonexistentDay_isRefused() {
    #expect(
      throws: FormattingError.invalidPlainValue(
        "2024-02-30",
        reason: "day 30 is not in that month; a plain date is written YYYY-MM-DD, such as "
          + "'2024-09-14'")
    ) {
      try PlainDate.parse("2024-02-30")
    }
    #expect(throws: FormattingError.self) { try PlainDate.parse("2024-9-14") }
    #expect((try? PlainDate.parse("2024-02-29"))?.description == "2024-02-29")
  }
}

import Testing

@testable import Fields

struct DateTerminalPickerTests {
  static func form(locale: String, kind: String = "date", extra: String) throws -> Form {
    try pickerForm(
      """
      {"locale": "\(locale)", "fields": [
        {"name": "when", "kind": "\(kind)"\(extra)}]}
      """)
  }

  struct DrawCase: CustomTestStringConvertible, Sendable {
    let id: String
    let locale: String
    let kind: String
    let value: String
    let keys: [TerminalKey]
    let width: Int
    let lines: [String]
    var testDescription: String { id }
  }

  static let draws: [DrawCase] = [
    .init(
      id: "german_dayMonthYear", locale: "de_DE", kind: "date", value: "2026-01-31", keys: [],
      width: 40,
      lines: [" 30   Dezember    2025", "[31]  Januar      2026", " 1    Februar     2027"]),
    .init(
      id: "american_monthDayYear", locale: "en_US", kind: "date", value: "2026-01-31", keys: [],
      width: 40,
      lines: [" December    30   2025", "[January]    31   2026", " February    1    2027"]),
    .init(
      id: "japanese_yearMonthDay", locale: "ja_JP", kind: "date", value: "2026-01-31", keys: [],
      width: 40, lines: [" 2025年   12月   30日", "[2026年]  1月    31日", " 2027年   2月    1日"]),
    .init(
      id: "focusMoved_monthTurned_daySnaps", locale: "de_DE", kind: "date", value: "2026-01-31",
      keys: [.right, .down], width: 40,
      lines: [" 27   Januar      2025", " 28  [Februar]    2026", " 29   März        2027"]),
    .init(
      id: "focus_stopsAtTheEnds", locale: "de_DE", kind: "date", value: "2026-01-31",
      keys: [.left, .right, .right, .right, .right, .up], width: 40,
      lines: [" 30   Dezember    2024", " 31   Januar     [2025]", " 1    Februar     2026"]),
    .init(
      id: "narrow_cut", locale: "de_DE", kind: "date", value: "2026-01-31", keys: [], width: 12,
      lines: [" 30   Dezem…", "[31]  Janua…", " 1    Febru…"]),
    .init(
      id: "time_hourMinute", locale: "de_DE", kind: "time", value: "13:30", keys: [.right],
      width: 40, lines: [" 12   29", " 13  [30]", " 14   31"]),
    .init(
      id: "time_amPm", locale: "en_US", kind: "time", value: "13:30", keys: [], width: 40,
      lines: [" 12   29   AM", "[1]   30   PM", " 2    31"]),
    .init(
      id: "datetime_dateColumn", locale: "en_US", kind: "datetime", value: "2026-01-31T13:30",
      keys: [], width: 40,
      lines: [
        " Fri, Jan 30   12   29   AM", "[Sat, Jan 31]  1    30   PM", " Sun, Feb 1    2    31",
      ]),
  ]

  @Test(arguments: draws)
  func lines_wheelsInTheLocalesOrder(_ test: DrawCase) throws {
    let form = try Self.form(
      locale: test.locale, kind: test.kind, extra: ", \"default\": \"\(test.value)\"")
    var picker = try picker(of: "when", in: form)
    press(test.keys, on: &picker)
    expectLines(picker, width: test.width, test.lines)
  }

  @Test func lines_colour_focusReversedSelectedBoldNeighboursFaint() throws {
    let form = try Self.form(locale: "de_DE", kind: "time", extra: ", \"default\": \"13:30\"")
    let picker = try picker(of: "when", in: form)
    #expect(
      picker.lines(width: 40, colour: true) == [
        "\u{1B}[2m 12 \u{1B}[0m \u{1B}[2m 29\u{1B}[0m",
        "\u{1B}[7m 13 \u{1B}[0m \u{1B}[1m 30\u{1B}[0m",
        "\u{1B}[2m 14 \u{1B}[0m \u{1B}[2m 31\u{1B}[0m",
      ])
  }

  @Test func lines_yearAtItsLimit_blankBeyond() throws {
    let form = try Self.form(
      locale: "de_DE", extra: ", \"min\": \"2026-01-01\", \"default\": \"2026-01-31\"")
    expectLines(
      try picker(of: "when", in: form),
      [" 30   Dezember", "[31]  Januar      2026", " 1    Februar     2027"])
  }

  @Test func enter_date_isoAnswerTypedFromAPipe() throws {
    let form = try Self.form(locale: "de_DE", extra: ", \"default\": \"2026-01-31\"")
    var picker = try picker(of: "when", in: form)
    try expectAnswer(
      press([.right, .down, .enter], on: &picker), "2026-02-28", field: "when", of: form)
    #expect(try form.field(named: "when").value.value == "2026-02-28")
  }

  @Test func enter_timeWithMinuteInterval_turnsByTheInterval() throws {
    let form = try Self.form(
      locale: "de_DE", kind: "time",
      extra: ", \"picker\": {\"minuteInterval\": 15}, \"default\": \"13:30\"")
    var picker = try picker(of: "when", in: form)
    press([.right, .down], on: &picker)
    expectLines(picker, [" 12   30", " 13  [45]", " 14   00"])
    try expectAnswer(press([.enter], on: &picker), "13:45", field: "when", of: form)
    #expect(try form.field(named: "when").value.value == "13:45")
  }

  @Test func enter_dateWithMinimum_clamped() throws {
    let form = try Self.form(
      locale: "en_US", extra: ", \"min\": \"2026-01-15\", \"default\": \"2026-01-20\"")
    var picker = try picker(of: "when", in: form)
    let keys = [.right] + [TerminalKey](repeating: .up, count: 10) + [.enter]
    try expectAnswer(press(keys, on: &picker), "2026-01-15", field: "when", of: form)
  }

  @Test func enter_datetime_isoAnswer() throws {
    let form = try Self.form(
      locale: "en_US", kind: "datetime", extra: ", \"default\": \"2026-01-31T13:30\"")
    var picker = try picker(of: "when", in: form)
    try expectAnswer(
      press([.down, .right, .up, .enter], on: &picker), "2026-02-01T12:30", field: "when",
      of: form)
  }

  @Test func start_noValue_theFormsDate() throws {
    var picker = try picker(of: "when", in: Self.form(locale: "en_US", extra: ""))
    #expect(press([.enter], on: &picker) == .answer("2000-01-01"))
  }

  @Test(arguments: [
    ("3", TerminalPickerOutcome.typeInstead("3")), ("M", .typeInstead("M")),
    ("31.1.", .typeInstead("31.1.")), (".", .redraw), ("-", .redraw),
  ])
  func typing_digitOrLetter_textPromptInstead(typed: String, outcome: TerminalPickerOutcome)
    throws
  {
    var picker = try picker(of: "when", in: Self.form(locale: "de_DE", extra: ""))
    #expect(picker.handle(.text(typed)) == outcome)
  }
}

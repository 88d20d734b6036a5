import Foundation
import Testing

/// `fieldcli format date-range`; every expected text was checked against PyICU on the same
/// ICU (Benchmarks/Peers/pyicu_date_range.py).
struct FormatDateRangeCommandTests {
  @Test func formatDateRange_issueExample_sharesTheMonthAndYear() throws {
    let result = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locale", "de_DE", "--skeleton",
      "yMMMd",
    ])
    expectRun(result, stdout: "14.\u{2013}20. Sept. 2024\n", exitCode: 0)
  }

  @Test(arguments: [
    ("en_US", "Sep 14\u{2009}\u{2013}\u{2009}20, 2024\n"),
    ("ja_JP", "2024年9月14日～20日\n"),
    ("ru_RU", "14\u{2013}20 сент. 2024\u{202F}г.\n"),
    ("ar_EG", "١٤\u{2013}٢٠ سبتمبر، ٢٠٢٤\n"),
  ])
  func formatDateRange_skeletonInLocales_followsEachLocale(locale: String, expected: String)
    throws
  {
    let result = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locale", locale, "--skeleton",
      "yMMMd",
    ])
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test(arguments: [
    ([String](), "14.\u{2013}20.09.2024\n"),
    (["--date-style", "long"], "14.\u{2013}20. September 2024\n"),
  ])
  func formatDateRange_plainDatesWithStyles_showTheDateStyleOnly(
    flags: [String], expected: String
  ) throws {
    let result = try FieldCLIProcess.run(
      ["format", "date-range", "2024-09-14", "2024-09-20", "--locale", "de_DE"] + flags)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatDateRange_instantsInAZone_shareTheDayAndShift() throws {
    let result = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14T10:00:00Z", "2024-09-14T13:00:00Z", "--locale",
      "de_DE", "--time-zone", "Europe/Berlin",
    ])
    expectRun(result, stdout: "14.09.2024, 12:00\u{2013}15:00 Uhr\n", exitCode: 0)
  }

  @Test func formatDateRange_plainDates_ignoreTheTimeZone() throws {
    let result = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locale", "de_DE", "--skeleton",
      "yMMMd", "--time-zone", "Pacific/Kiritimati",
    ])
    expectRun(result, stdout: "14.\u{2013}20. Sept. 2024\n", exitCode: 0)
  }

  @Test func formatDateRange_stdin_refusesEachBadLineNamingTheSide() throws {
    let result = try FieldCLIProcess.run(
      ["format", "date-range", "--stdin", "--locale", "de_DE", "--skeleton", "yMMMd"],
      lines: [
        "2024-09-14\t2024-09-20", "2024-09-20\t2024-09-14", "2024-09-14", "",
        "2024-02-30\t2024-03-01", "2024-09-14\tsoon", "2024-09-14\t2024-09-14T10:00:00Z",
        "a\tb\tc",
      ])
    let tail = ".\n"
    let layout = "; please write START, a tab and END"
    let side =
      "; please write a plain date such as '2024-09-14' or an instant such as "
      + "'2024-09-14T13:00:00Z'"
    expectRun(
      result,
      stdout: "14.\u{2013}20. Sept. 2024\n"
        + "invalid\tbadInput\t'2024-09-20\\t2024-09-14' is not a range: the start is after the end"
        + "; please give the earlier one first" + tail
        + "invalid\tbadInput\t'2024-09-14' is not a range: it has no tab between the start and "
        + "the end" + layout + tail
        + "invalid\tbadInput\t'' is not a range: it has no tab between the start and the end"
        + layout + tail
        + "invalid\tbadInput\t'2024-02-30\\t2024-03-01' is not a range: the start: day 30 is not "
        + "in that month" + side + tail
        + "invalid\tbadInput\t'2024-09-14\\tsoon' is not a range: the end: it is not in the form "
        + "YYYY-MM-DDTHH:MM:SS with 'Z' or an offset" + side + tail
        + "invalid\tbadInput\t'2024-09-14\\t2024-09-14T10:00:00Z' is not a range: the start is a "
        + "plain date and the end an instant; give both of one kind" + tail
        + "invalid\tbadInput\t'a\\tb\\tc' is not a range: it has more than two tab-separated "
        + "fields" + layout + tail,
      exitCode: 1)
  }

  @Test func formatDateRange_invalidUTF8Line_isRefused() throws {
    let result = try FieldCLIProcess.run(
      ["format", "date-range", "--stdin", "--locale", "de_DE"],
      stdin: Data([0xFF, 0x09, 0x31, 0x0A]))
    expectRun(
      result,
      stdout: "invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\n",
      exitCode: 1)
  }

  @Test func formatDateRange_megabyteLine_isRefusedInOneLine() throws {
    let line = "2024-09-14\t" + String(repeating: "9", count: 1_000_000)
    let result = try FieldCLIProcess.run(
      ["format", "date-range", "--stdin", "--locale", "de_DE"], lines: [line])
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("invalid\tbadInput\t'2024-09-14\\t999"))
    #expect(result.stdout.split(separator: "\n").count == 1)
  }

  @Test func formatDateRange_plainDatesWithATimeOnlyLayout_areRefused() throws {
    let result = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locale", "de_DE", "--time-style",
      "short",
    ])
    expectRun(
      result,
      stdout: "invalid\tbadInput\t'2024-09-14\\t2024-09-20' is not a range: the layout shows no "
        + "date fields, which plain dates need; please give a date style or a skeleton with date "
        + "fields, such as 'yMMMd'.\n",
      exitCode: 1)
  }

  @Test func formatDateRange_locales_writeATableAndJSONLines() throws {
    let table = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locales", "de_DE,fr_FR,ja_JP",
      "--skeleton", "yMMMd",
    ])
    expectRun(
      table,
      stdout: "value\tde_DE\tfr_FR\tja_JP\n2024-09-14\\t2024-09-20\t14.\u{2013}20. Sept. 2024\t"
        + "14\u{2013}20 sept. 2024\t2024年9月14日～20日\n",
      exitCode: 0)
    let jsonl = try FieldCLIProcess.run([
      "format", "date-range", "2024-09-14", "2024-09-20", "--locales", "de_DE,fr_FR", "--format",
      "jsonl", "--skeleton", "yMMMd",
    ])
    expectRun(
      jsonl,
      stdout: "{\"value\":\"2024-09-14\\t2024-09-20\",\"de_DE\":\"14.\u{2013}20. Sept. 2024\","
        + "\"fr_FR\":\"14\u{2013}20 sept. 2024\"}\n",
      exitCode: 0)
  }

  /// Each worker formats with a formatter of its own (the shim's share nothing), and the lines
  /// come out in input order with any count, the default (one per core) included.
  @Test func formatDateRange_manyLinesWithMoreJobs_matchOneJob() throws {
    var lines: [String] = []
    for index in 0..<3000 {
      let day = 1 + index % 28
      let month = 1 + index % 12
      let start = "2024-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
      lines.append(
        index % 2 == 0 ? start + "\t2025-01-01" : start + "T08:00:00Z\t2024-12-31T09:30:00+01:00")
    }
    let flags = ["format", "date-range", "--stdin", "--locale", "ru_RU"]
    let one = try FieldCLIProcess.run(flags + ["--jobs", "1"], lines: lines)
    #expect(one.exitCode == 0)
    #expect(one.stdout.split(separator: "\n").count == 3000)
    for jobs in [[], ["--jobs", "2"], ["--jobs", "3"]] {
      let many = try FieldCLIProcess.run(flags + jobs, lines: lines)
      #expect(many.exitCode == 0)
      #expect(many.stdout == one.stdout, "\(jobs)")
    }
  }

  @Test(arguments: [
    (["2024-09-14", "--locale", "de_DE"], "A range is two values, START and END; 1 were given."),
    (
      ["a", "b", "c", "--locale", "de_DE"], "A range is two values, START and END; 3 were given."
    ),
    (["1", "2", "--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
    (["1", "2", "--locale", "de_DE", "--time-zone", "Mars/Base"], "Unknown time zone 'Mars/Base'"),
    (["1", "2", "--locale", "de_DE", "--skeleton", "yMMMd!"], "is no date field letter"),
    (
      ["1", "2", "--locale", "de_DE", "--skeleton", "yMd", "--date-style", "long"],
      "Styles and '--skeleton' each choose the layout."
    ),
    (
      ["1", "2", "--locale", "de_DE", "--date-style", "none", "--time-style", "none"],
      "Both the date style and the time style are 'none'."
    ),
    (["1", "2", "--locale", "de_DE", "--date-style", "huge"], "The value 'huge' is invalid"),
    (["1", "2", "--locale", "de_DE", "--calendar", "mayan"], "mayan"),
  ])
  func formatDateRange_badUsage_exits2WithOneLine(arguments: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "date-range"] + arguments)
    expectUsageError(result, containing: message)
  }
}

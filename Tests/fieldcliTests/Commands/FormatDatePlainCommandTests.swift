import Foundation
import Testing

/// `fieldcli format date` with plain dates and plain times; every expected text was checked
/// against PyICU on the same ICU (Benchmarks/Peers/pyicu_date_plain.py).
struct FormatDatePlainCommandTests {
  @Test(arguments: [
    (["--locale", "de_DE", "--time-zone", "America/Los_Angeles"], "14.09.2024\n13:45\n"),
    (
      ["--locale", "en_US", "--date-style", "full", "--time-style", "full"],
      "Saturday, September 14, 2024\n1:45:30\u{202F}PM\n"
    ),
    (
      ["--locale", "ja_JP", "--date-style", "long", "--time-style", "long"],
      "2024年9月14日\n13:45:30\n"
    ),
    (["--locale", "ar_EG", "--skeleton", "yMMMdjm"], "١٤ سبتمبر ٢٠٢٤\n١:٤٥ م\n"),
    (
      ["--locale", "ru_RU", "--date-style", "medium", "--time-style", "medium"],
      "14 сент. 2024\u{202F}г.\n13:45:30\n"
    ),
    (
      ["--locale", "de_DE", "--pattern", "dd.MM.yyyy_HH:mm"], "14.09.2024_00:00\n01.01.1970_13:45\n"
    ),
  ])
  func formatDate_plainDateAndTime_showTheirPartWithoutShift(flags: [String], expected: String)
    throws
  {
    let result = try FieldCLIProcess.run(["format", "date", "2024-09-14", "13:45:30.250"] + flags)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatDate_instantNextToPlainValues_keepsItsZoneShift() throws {
    let result = try FieldCLIProcess.run([
      "format", "date", "2024-09-14T13:45:00Z", "2024-09-14", "--locale", "de_DE", "--time-zone",
      "America/Los_Angeles",
    ])
    expectRun(result, stdout: "14.09.2024, 06:45\n14.09.2024\n", exitCode: 0)
  }

  @Test func formatDate_plainDateBefore1582_countsGregorianDays() throws {
    let result = try FieldCLIProcess.run([
      "format", "date", "1500-03-01", "--locale", "en_US", "--date-style", "long",
    ])
    expectRun(result, stdout: "March 1, 1500\n", exitCode: 0)
  }

  @Test func formatDate_badPlainValuesAndMissingParts_areRefusedLines() throws {
    let result = try FieldCLIProcess.run(
      ["format", "date", "--stdin", "--locale", "de_DE", "--date-style", "long"],
      lines: ["2024-02-30", "24:00", "13:45", "2024-09-14", "13:45:30.1234567890"])
    expectRun(
      result,
      stdout: "invalid\tbadInput\t'2024-02-30' cannot be formatted: day 30 is not in that month; "
        + "a plain date is written YYYY-MM-DD, such as '2024-09-14'.\n"
        + "invalid\tbadInput\t'24:00' cannot be formatted: the time must be 00:00:00 to 23:59:59; "
        + "a plain time is written HH:MM[:SS[.fraction]], such as '13:45'.\n"
        + "invalid\tbadInput\t'13:45' cannot be formatted: it is a plain time and the layout "
        + "shows no time; give a time style, or a skeleton or pattern with time fields.\n"
        + "14. September 2024\n"
        + "invalid\tbadInput\t'13:45:30.1234567890' is not an instant: it is not in the form "
        + "YYYY-MM-DDTHH:MM:SS with 'Z' or an offset. Please write ISO 8601 with an offset, such "
        + "as '2024-09-14T13:00:00Z' or '2024-09-14T15:00:00+02:00', or '@' and epoch seconds, "
        + "such as '@1726318800'.\n",
      exitCode: 1)
  }

  @Test func formatDate_plainValuesWithLocales_writeATable() throws {
    let result = try FieldCLIProcess.run([
      "format", "date", "2024-09-14", "13:45", "--locales", "de_DE,ru_RU", "--date-style", "long",
      "--time-style", "medium",
    ])
    expectRun(
      result,
      stdout: "value\tde_DE\tru_RU\n2024-09-14\t14. September 2024\t14 сентября 2024\u{202F}г.\n"
        + "13:45\t13:45:00\t13:45:00\n",
      exitCode: 0)
  }

  @Test func formatDate_manyPlainLinesWithTwoJobs_matchOneJob() throws {
    var lines: [String] = []
    for index in 0..<3000 {
      let day = 1 + index % 28
      let hour = index % 24
      lines.append(
        index % 2 == 0
          ? "2024-03-\(day < 10 ? "0" : "")\(day)" : "\(hour < 10 ? "0" : "")\(hour):30:15.5")
    }
    let flags = ["format", "date", "--stdin", "--locale", "ar_EG", "--time-style", "medium"]
    let one = try FieldCLIProcess.run(
      flags + ["--date-style", "full", "--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(
      flags + ["--date-style", "full", "--jobs", "2"], lines: lines)
    #expect(one.exitCode == 0)
    #expect(one.stdout.split(separator: "\n").count == 3000)
    #expect(one.stdout == two.stdout)
  }
}

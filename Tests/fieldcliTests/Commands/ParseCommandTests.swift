import Foundation
import Testing

struct ParseCommandTests {
  @Test func parseDate_localeText_printsISOInUTC() throws {
    let result = try FieldCLIProcess.run([
      "parse", "date", "14.09.24, 15:00", "31.03.24, 03:00", "--locale", "de_DE", "--date-style",
      "short",
      "--time-style", "short", "--time-zone", "Europe/Berlin",
    ])
    expectRun(result, stdout: "2024-09-14T13:00:00Z\n2024-03-31T01:00:00Z\n", exitCode: 0)
  }

  @Test func parseDate_plainOrNarrowSpaceBeforePM_bothParse() throws {
    let result = try FieldCLIProcess.run(
      ["parse", "date", "--stdin", "--locale", "en_US", "--time-zone", "America/New_York"],
      lines: ["Sep 14, 2024, 9:00 AM", "Sep 14, 2024, 9:00\u{202F}AM", "Sep 14, 2024 9:00 AM"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines[0] == "2024-09-14T13:00:00Z")
    #expect(result.stdoutLines[1] == "2024-09-14T13:00:00Z")
    #expect(
      result.stdoutLines[2]
        == "invalid\tbadInput\t'Sep 14, 2024 9:00 AM' does not parse as a date in en_US's format 'MMM d, y, h:mm\u{202F}a'."
    )
  }

  @Test func parseDate_formatOutputOfEveryStyle_roundTrips() throws {
    for style in ["short", "medium", "long", "full"] {
      let flags = [
        "--locale", "pl_PL", "--date-style", style, "--time-style", "short", "--time-zone",
        "Europe/Warsaw",
      ]
      let formatted = try FieldCLIProcess.run(["format", "date", "2024-09-14T13:00:00Z"] + flags)
      let text = String(formatted.stdout.dropLast())
      let parsed = try FieldCLIProcess.run(["parse", "date", text] + flags)
      expectRun(parsed, stdout: "2024-09-14T13:00:00Z\n", exitCode: 0)
    }
  }

  @Test func parseNumber_strictGermanInput_acceptsOnlyWhatDeDEWrites() throws {
    let result = try FieldCLIProcess.run(
      ["parse", "number", "--stdin", "--locale", "de_DE"],
      lines: ["1.234,5", "1,2,3", "12abc", "-0,001"])
    expectRun(
      result,
      stdout: """
        1234.5
        invalid\tbadInput\t'1,2,3' does not parse as a decimal number in de_DE.
        invalid\tbadInput\t'12abc' does not parse as a decimal number in de_DE.
        -0.001

        """, exitCode: 1)
  }

  @Test func parseNumber_percentAndCurrency_giveTheValue() throws {
    let percent = try FieldCLIProcess.run([
      "parse", "number", "12\u{A0}%", "--locale", "de_DE", "--style", "percent",
    ])
    expectRun(percent, stdout: "0.12\n", exitCode: 0)
    let euros = try FieldCLIProcess.run([
      "parse", "number", "1.234,50\u{A0}€", "--locale", "de_DE", "--style", "currency",
    ])
    expectRun(euros, stdout: "1234.5\n", exitCode: 0)
  }

  @Test func parseNumber_compactStyle_exits2() throws {
    let result = try FieldCLIProcess.run([
      "parse", "number", "1.2M", "--locale", "en_US", "--style", "compact",
    ])
    expectUsageError(result, containing: "ICU cannot parse numbers in style 'compact'.")
  }
}

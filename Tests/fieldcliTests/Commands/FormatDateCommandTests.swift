import Foundation
import Testing

struct FormatDateCommandTests {
  static let berlinFull = [
    "--locale", "de_DE", "--date-style", "full", "--time-style", "short", "--time-zone",
    "Europe/Berlin",
  ]

  @Test func formatDate_arguments_printsOneLinePerInstant() throws {
    let result = try FieldCLIProcess.run(
      ["format", "date", "2024-09-14T13:00:00Z", "@0", "2024-09-14T15:00:00+02:00"]
        + Self.berlinFull)
    expectRun(
      result,
      stdout: """
        Samstag, 14. September 2024 um 15:00
        Donnerstag, 1. Januar 1970 um 01:00
        Samstag, 14. September 2024 um 15:00

        """, exitCode: 0)
  }

  @Test func formatDate_stdinWithBadLines_marksThemInvalidAndExits1() throws {
    let result = try FieldCLIProcess.run(
      ["format", "date", "--stdin"] + Self.berlinFull,
      lines: ["2024-03-31T01:00:00Z", "", "2024-02-30T00:00:00Z", "2024-09-14 13:00", "@-1"])
    #expect(result.exitCode == 1)
    #expect(result.stderr == "")
    let lines = result.stdoutLines
    #expect(lines.count == 5)
    #expect(lines[0] == "Sonntag, 31. März 2024 um 03:00")
    #expect(lines[1].hasPrefix("invalid\tbadInput\t'' is not an instant: it is not in the form"))
    #expect(
      lines[2].hasPrefix(
        "invalid\tbadInput\t'2024-02-30T00:00:00Z' is not an instant: day 30 is not in that month.")
    )
    #expect(
      lines[3].hasPrefix(
        "invalid\tbadInput\t'2024-09-14 13:00' is not an instant: it has no UTC offset;"))
    #expect(lines[4] == "Donnerstag, 1. Januar 1970 um 00:59")
    #expect(lines.allSatisfy { $0.split(separator: "\t").count <= 3 })
  }

  @Test func formatDate_showCodepoints_spellsOutNarrowNoBreakSpace() throws {
    let result = try FieldCLIProcess.run([
      "format", "date", "2024-09-14T13:00:00Z", "--locale", "en_US", "--time-zone",
      "America/New_York", "--show-codepoints",
    ])
    expectRun(result, stdout: "Sep 14, 2024, 9:00U+202FAM\n", exitCode: 0)
  }

  @Test func formatDate_patternSkeletonAndCalendar_areApplied() throws {
    let pattern = try FieldCLIProcess.run([
      "format", "date", "2024-03-31T01:00:00Z", "--locale", "en_US", "--pattern",
      "yyyy-MM-dd HH:mm xxx", "--time-zone", "Europe/Berlin",
    ])
    expectRun(pattern, stdout: "2024-03-31 03:00 +02:00\n", exitCode: 0)
    let skeleton = try FieldCLIProcess.run([
      "format", "date", "2024-09-14T13:00:00Z", "--locale", "de_DE", "--skeleton", "yMMMdjm",
    ])
    expectRun(skeleton, stdout: "14. Sept. 2024, 13:00\n", exitCode: 0)
    let buddhist = try FieldCLIProcess.run([
      "format", "date", "2024-09-14T13:00:00Z", "--locale", "th_TH", "--calendar", "buddhist",
      "--date-style", "long",
    ])
    expectRun(buddhist, stdout: "14 กันยายน 2567\n", exitCode: 0)
  }

  @Test(arguments: [
    (
      ["--locale", "xx_YY"],
      "Unknown locale 'xx_YY': ICU has no data for language 'xx'. Please provide an identifier such as"
    ),
    (["--locale", "klingon"], "Unknown locale 'klingon'"),
    (
      ["--locale", "de_DE", "--time-zone", "Mars/Olympus"],
      "Unknown time zone 'Mars/Olympus'. Please provide an IANA identifier"
    ),
    (
      ["--locale", "de_DE", "--calendar", "mayan"],
      "Unknown calendar 'mayan'. Please provide one of: gregorian, buddhist"
    ),
    (
      ["--locale", "de_DE", "--pattern", "yyyy jj"],
      "Invalid date pattern 'yyyy jj': 'j' is no date field letter."
    ),
    (
      ["--locale", "de_DE", "--skeleton", "yMd!"],
      "Invalid date skeleton 'yMd!': '!' is no date field letter."
    ),
    (
      ["--locale", "de_DE", "--date-style", "none", "--time-style", "none"],
      "Both the date style and the time style are 'none'."
    ),
    (
      ["--locale", "de_DE", "--date-style", "huge"],
      "The value 'huge' is invalid for '--date-style <date-style>'. Please provide one of 'none', 'short', 'medium', 'long' or 'full'."
    ),
    (
      ["--locale", "de_DE", "--pattern", "y", "--skeleton", "y"],
      "Styles, '--pattern' and '--skeleton' each choose the layout."
    ),
    (
      [],
      "No locale given. Please pass '--locale de_DE', or '--locales de_DE,fr_FR' for a column per locale."
    ),
    (
      ["--locale", "de_DE", "--jobs", "0"],
      "Invalid '--jobs' value '0'. Please give a number from 1 to 64."
    ),
    (
      ["--locale", "de_DE", "--colour"],
      "Unknown option '--colour'. See 'fieldcli format date --help' for usage."
    ),
  ])
  func formatDate_badConfiguration_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "date", "2024-09-14T13:00:00Z"] + flags)
    expectUsageError(result, containing: message)
  }

  @Test func formatDate_noValues_exits2() throws {
    let result = try FieldCLIProcess.run(["format", "date", "--locale", "de_DE"])
    expectUsageError(
      result,
      containing:
        "No values given. Please pass values as arguments (put '--' before values that start with '-'), or '--stdin' to read lines."
    )
  }

  @Test func formatDate_valuesAndStdin_exits2() throws {
    let result = try FieldCLIProcess.run(["format", "date", "@0", "--stdin", "--locale", "de_DE"])
    expectUsageError(result, containing: "Values were given both as arguments and with '--stdin'.")
  }
}

import Foundation
import Testing

struct FormatRelativeCommandTests {
  @Test(arguments: [
    (["--locale", "de_DE"], "gestern\n"),
    (["--locale", "de_DE", "--numeric", "auto"], "gestern\n"),
    (["--locale", "de_DE", "--numeric", "always"], "vor 1 Tag\n"),
    (["--locale", "ja_JP"], "昨日\n"),
    (["--locale", "ru_RU", "--numeric", "always"], "1 день назад\n"),
    (["--locale", "ar_EG", "--numeric", "always"], "قبل يوم واحد\n"),
  ])
  func formatRelative_minusOneDay_isTheLocalesWord(flags: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(
      ["format", "relative", "--unit", "day"] + flags + ["--", "-1"])
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatRelative_stylesAndFractions_followTheLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "relative", "--unit", "hour", "--style", "short", "--locale", "de_DE", "--",
      "3", "-1.5", "0",
    ])
    expectRun(result, stdout: "in 3 Std.\nvor 1,5 Std.\nin dieser Stunde\n", exitCode: 0)
  }

  @Test func formatRelative_stdinWithBadLines_marksThemInvalid() throws {
    let bytes = Data("-1\nabc\n\n1,5\n".utf8) + Data([0xFF, 0x0A]) + Data("2\n".utf8)
    let result = try FieldCLIProcess.run(
      ["format", "relative", "--stdin", "--unit", "day", "--locale", "de_DE"], stdin: bytes)
    let notANumber =
      "is not a number. Please write a plain decimal number such as '1234.5', "
      + "'-0.25' or '6.02e23'."
    expectRun(
      result,
      stdout: """
        gestern
        invalid\tbadInput\t'abc' \(notANumber)
        invalid\tbadInput\t'' \(notANumber)
        invalid\tbadInput\t'1,5' \(notANumber)
        invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.
        übermorgen

        """, exitCode: 1)
  }

  @Test func formatRelative_locales_writeATableAndJSONLines() throws {
    let table = try FieldCLIProcess.run(
      ["format", "relative", "--stdin", "--unit", "day", "--locales", "de_DE,fr_FR,ja_JP"],
      lines: ["-1", "2"])
    expectRun(
      table,
      stdout:
        "value\tde_DE\tfr_FR\tja_JP\n-1\tgestern\thier\t昨日\n2\tübermorgen\taprès-demain\t明後日\n",
      exitCode: 0)
    let jsonl = try FieldCLIProcess.run(
      [
        "format", "relative", "--stdin", "--unit", "day", "--locales", "de_DE,fr_FR", "--format",
        "jsonl",
      ], lines: ["-1"])
    expectRun(
      jsonl, stdout: "{\"value\":\"-1\",\"de_DE\":\"gestern\",\"fr_FR\":\"hier\"}\n", exitCode: 0)
  }

  @Test func formatRelative_jobs2_writesTheSameBytesAsJobs1() throws {
    let lines = (0..<5000).map { String(($0 % 401) - 200) + ($0 % 3 == 0 ? ".5" : "") }
    let arguments = ["format", "relative", "--stdin", "--unit", "week", "--locale", "ru_RU"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(arguments + ["--jobs", "2"], lines: lines)
    #expect(one.exitCode == 0)
    #expect(one.stdoutLines.count == 5000)
    #expect(two.stdout == one.stdout)
  }

  @Test func formatRelative_megabyteLine_isRefusedAsNoNumber() throws {
    let line = String(repeating: "1", count: 1_000_000)
    let result = try FieldCLIProcess.run(
      ["format", "relative", "--stdin", "--unit", "day", "--locale", "en_US"], lines: [line])
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("invalid\tbadInput\t"))
  }

  @Test(arguments: [
    (["--unit", "dya", "--locale", "de_DE"], "The value 'dya' is invalid for '--unit <unit>'."),
    (["--locale", "de_DE"], "Missing expected argument '--unit <unit>'."),
    (
      ["--unit", "day", "--locale", "de_DE", "--style", "tiny"],
      "The value 'tiny' is invalid for '--style <style>'."
    ),
    (
      ["--unit", "day", "--locale", "de_DE", "--numeric", "never"],
      "The value 'never' is invalid for '--numeric <numeric>'."
    ),
    (["--unit", "day", "--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
  ])
  func formatRelative_badConfiguration_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "relative", "1"] + flags)
    expectUsageError(result, containing: message)
  }
}

import Foundation
import Testing

struct FormatPluralCommandTests {
  @Test(arguments: [
    (["1", "1.0", "2"], ["--locale", "en_US"], "one\nother\nother\n"),
    (["1", "2", "5", "21", "1.5"], ["--locale", "ru_RU"], "one\nfew\nmany\none\nother\n"),
    (["0", "2", "3", "11", "100"], ["--locale", "ar_EG"], "zero\ntwo\nfew\nmany\nother\n"),
    (["0", "1.5", "1000000"], ["--locale", "fr_FR"], "one\none\nmany\n"),
    (
      ["1", "2", "3", "11", "22"], ["--locale", "en_US", "--ordinal"], "one\ntwo\nfew\nother\ntwo\n"
    ),
    (["1", "1.0"], ["--locale", "ja_JP"], "other\nother\n"),
    (["1", "1.0", "2"], ["--locale", "de_DE"], "one\nother\nother\n"),
  ])
  func formatPlural_numbers_haveTheLocalesCategories(
    numbers: [String], flags: [String], expected: String
  ) throws {
    let result = try FieldCLIProcess.run(["format", "plural"] + numbers + flags)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatPlural_stdinWithBadLines_marksThemInvalid() throws {
    let bytes = Data("21\nabc\n\n".utf8) + Data([0xFF, 0x0A]) + Data("1.0\n".utf8)
    let result = try FieldCLIProcess.run(
      ["format", "plural", "--stdin", "--locale", "ru_RU"], stdin: bytes)
    let notANumber =
      "is not a number. Please write a plain decimal number such as '1234.5', "
      + "'-0.25' or '6.02e23'."
    expectRun(
      result,
      stdout: """
        one
        invalid\tbadInput\t'abc' \(notANumber)
        invalid\tbadInput\t'' \(notANumber)
        invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.
        other

        """, exitCode: 1)
  }

  @Test func formatPlural_locales_writeATableAndJSONLines() throws {
    let table = try FieldCLIProcess.run(
      ["format", "plural", "--stdin", "--locales", "en,ru,ar"], lines: ["1", "1.0"])
    expectRun(
      table, stdout: "value\ten\tru\tar\n1\tone\tone\tone\n1.0\tother\tother\tone\n", exitCode: 0)
    let jsonl = try FieldCLIProcess.run(
      ["format", "plural", "2", "--locales", "en,ar", "--format", "jsonl"])
    expectRun(jsonl, stdout: "{\"value\":\"2\",\"en\":\"other\",\"ar\":\"two\"}\n", exitCode: 0)
  }

  @Test func formatPlural_jobs2_writesTheSameBytesAsJobs1() throws {
    let lines = (0..<5000).map { $0 % 7 == 0 ? "\($0).0" : String($0) }
    let arguments = ["format", "plural", "--stdin", "--locale", "pl_PL"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(arguments + ["--jobs", "2"], lines: lines)
    #expect(one.stdoutLines.count == 5000)
    #expect(two.stdout == one.stdout)
  }

  @Test func formatPlural_megabyteLine_isRefusedForItsDigits() throws {
    let line = String(repeating: "1", count: 1_000_000)
    let result = try FieldCLIProcess.run(
      ["format", "plural", "--stdin", "--locale", "en_US"], lines: [line])
    #expect(result.exitCode == 1)
    #expect(result.stdout.contains("more than a number has (at most 400)"))
  }

  @Test(arguments: [
    (["--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
    (["--locale", "en", "--locales", "en"], "Both '--locale' and '--locales' were given."),
  ])
  func formatPlural_badConfiguration_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "plural", "1"] + flags)
    expectUsageError(result, containing: message)
  }
}

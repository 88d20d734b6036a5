import Foundation
import Testing

struct FormatListCommandTests {
  @Test(arguments: [
    (["--locale", "de_DE"], "a, b und c\n"),
    (["--locale", "de_DE", "--type", "or"], "a, b oder c\n"),
    (["--locale", "en_US", "--width", "short"], "a, b, & c\n"),
    (["--locale", "en_US", "--type", "unit", "--width", "narrow"], "a b c\n"),
    (["--locale", "ja_JP", "--type", "or"], "a、b、またはc\n"),
    (["--locale", "ru_RU"], "a, b и c\n"),
    (["--locale", "ar_EG"], "a وb وc\n"),
  ])
  func formatList_arguments_areOneList(flags: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(["format", "list", "a", "b", "c"] + flags)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatList_stdinLines_areListsOfTabSeparatedItems() throws {
    let bytes = Data("Äpfel\tBirnen\tKirschen\n\nx\na\t\tb\n".utf8) + Data([0x61, 0xFF, 0x0A])
    let result = try FieldCLIProcess.run(
      ["format", "list", "--stdin", "--locale", "de_DE"], stdin: bytes)
    expectRun(
      result,
      stdout: """
        Äpfel, Birnen und Kirschen
        invalid\tbadInput\tThe line is empty. Please give a list's items separated by tabs, such as 'a<TAB>b<TAB>c'.
        x
        a,  und b
        invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.

        """, exitCode: 1)
  }

  @Test func formatList_locales_writeATableAndJSONLines() throws {
    let table = try FieldCLIProcess.run(
      ["format", "list", "a", "b", "--locales", "de_DE,ja_JP"])
    expectRun(table, stdout: "value\tde_DE\tja_JP\na\\tb\ta und b\ta、b\n", exitCode: 0)
    let jsonl = try FieldCLIProcess.run(
      ["format", "list", "--stdin", "--locale", "fr_FR", "--format", "jsonl"], lines: ["a\tb"])
    expectRun(jsonl, stdout: "{\"value\":\"a\\tb\",\"fr_FR\":\"a et b\"}\n", exitCode: 0)
  }

  @Test func formatList_jobs2_writesTheSameBytesAsJobs1() throws {
    let words = ["Zürich", "東京", "القاهرة", "x", ""]
    let lines = (0..<5000).map { index in
      (0...(index % 6)).map { words[($0 + index) % words.count] }.joined(separator: "\t")
    }
    let arguments = ["format", "list", "--stdin", "--locale", "ar_EG", "--type", "or"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(arguments + ["--jobs", "2"], lines: lines)
    #expect(one.stdoutLines.count == 5000)
    #expect(two.stdout == one.stdout)
  }

  @Test func formatList_megabyteLineOfItems_isOneList() throws {
    let line = String(repeating: "a\t", count: 499_999) + "b"
    let result = try FieldCLIProcess.run(
      ["format", "list", "--stdin", "--locale", "en_US", "--type", "unit", "--width", "narrow"],
      lines: [line])
    expectRun(
      result, stdout: String(repeating: "a ", count: 499_999) + "b\n", exitCode: 0)
  }

  @Test(arguments: [
    (["--locale", "de_DE", "--type", "both"], "The value 'both' is invalid for '--type <type>'."),
    (
      ["--locale", "de_DE", "--width", "tiny"],
      "The value 'tiny' is invalid for '--width <width>'."
    ),
    (["--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
  ])
  func formatList_badConfiguration_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "list", "a"] + flags)
    expectUsageError(result, containing: message)
  }
}

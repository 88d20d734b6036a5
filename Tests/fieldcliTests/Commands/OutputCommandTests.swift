import Foundation
import Testing

/// How results reach stdout: columns that stay columns, and writes that fail out loud.
struct OutputCommandTests {
  @Test func validateShowCodepoints_keepsTheTabsBetweenColumns() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--show-codepoints", "--max-length", "3"],
      lines: ["a\u{202F}b", "abcd\u{200F}"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutLines == [
        "ok\ta" + "U+202Fb",
        "invalid\ttooLong\tUse at most 3 characters (you used 5).",
      ])
    for line in result.stdoutLines { #expect(line.contains("\t")) }
  }

  @Test func validateShowCodepoints_jsonlSpellsOutOnlyInsideStrings() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "text", "a\u{00A0}b", "--show-codepoints", "--format", "jsonl"])
    expectRun(
      result,
      stdout:
        "{\"value\":\"aU+00A0b\",\"valid\":true,\"state\":[],\"message\":null,\"normalized\":\"aU+00A0b\"}\n",
      exitCode: 0)
  }

  @Test func parseRefusalShowCodepoints_spellsOutTheQuotedValue() throws {
    let result = try FieldCLIProcess.run([
      "parse", "number", "12\u{200F}x", "--locale", "en_US", "--show-codepoints",
    ])
    expectRun(
      result,
      stdout: "invalid\tbadInput\t'12U+200Fx' does not parse as a decimal number in en_US.\n",
      exitCode: 1)
  }

  @Test(arguments: [
    ["validate", "email", "a@example.com"], ["format", "number", "1", "--locale", "en_US"],
    ["parse", "date", "2024", "--locale", "en_US", "--pattern", "y"],
    ["format", "phone", "6502530000", "--region", "US"], ["validate", "email", "--help"],
    ["--version"],
  ])
  func unwritableStdout_isOneLineOnStderrAndExit2(arguments: [String]) throws {
    let result = try FieldCLIProcess.run(arguments, stdoutPath: "/dev/full")
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "fieldcli: Writing to standard output failed: No space left on device. Please check that the disk has room or that the reader is still there.\n"
    )
  }
}

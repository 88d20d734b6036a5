import Foundation
import Testing

/// A session's results and errors are one line each, whatever the form or the script holds,
/// and a failed write is said.
struct SessionOutputCommandTests {
  static func form(_ json: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("fields-\(UUID().uuidString).json").path
    try json.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func titleAndNameWithControlCharacters_stayOnOneEscapedLine() throws {
    let path = try Self.form(
      #"{"title": "A\n\u0000b\r\t\u2028\u2029\u0085c", "locale": "en_US", "fields": [{"name": "n\nm", "kind": "text"}]}"#
    )
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = try FieldCLIProcess.run(["session"], lines: ["load " + path, "focus n", "values"])
    #expect(
      result.stdoutLines == [
        #"loaded 'A\n\u{0}b\r\t\u{2028}\u{2029}\u{85}c': 1 fields in en_US"#,
        #"{"n\nm":null}"#,
      ])
    #expect(result.stderr == "fieldcli: line 2: No field is named 'n'. Did you mean 'n\\nm'?\n")
    #expect(result.exitCode == 1)
  }

  @Test func unknownCommand_isEscapedAndCut() throws {
    let line = "bogus\u{1B}[2J\u{0}" + String(repeating: "x", count: 100_000)
    let result = try FieldCLIProcess.run(["session"], lines: [line])
    #expect(result.exitCode == 1)
    #expect(
      result.stderr
        == "fieldcli: line 1: Unknown command 'bogus\\u{1B}[2J\\u{0}xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (100010 characters); type 'help' for the commands.\n"
    )
  }

  @Test func typingNUL_saysTheDefaultKeyboardTypesNoControlCharacters() throws {
    let result = try FieldCLIProcess.run(
      ["session"],
      lines: [
        "load " + SessionCommandTests.examples.appendingPathComponent("signup.json").path,
        "focus bio", "type a\u{0}b",
      ])
    #expect(
      result.stdoutLines.contains(
        "refused: The default keyboard in de_DE has no key for 'U+0000'; it types any character but control characters."
      ))
  }

  @Test func emptyScript_runsNothingAndExits0() throws {
    let result = try FieldCLIProcess.run(["session", "/dev/null"])
    expectRun(result, stdout: "", stderr: "", exitCode: 0)
  }

  @Test func negativeNow_isReadAndRefusedWithItsReason() throws {
    let result = try FieldCLIProcess.run(["session", "--now", "-0001-01-01T00:00:00Z"])
    expectUsageError(
      result,
      containing:
        "'--now' takes an instant such as '2024-09-14T13:30:00Z', not '-0001-01-01T00:00:00Z'.")
  }

  @Test func unwritableStdout_isOneLineOnStderrAndExit2() throws {
    let script = try Self.form(
      "load " + SessionCommandTests.examples.appendingPathComponent("signup.json").path
        + "\nvalues\n")
    defer { try? FileManager.default.removeItem(atPath: script) }
    let result = try FieldCLIProcess.run(["session", script], stdoutPath: "/dev/full")
    #expect(result.exitCode == 2)
    #expect(
      result.stderr
        == "fieldcli: Writing to standard output failed: No space left on device. Please check that the disk has room or that the reader is still there.\n"
    )
  }
}

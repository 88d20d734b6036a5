import Foundation
import Testing

/// `validate text --stdin` answers plain lines from their bytes: what it writes is what the
/// full validator writes, which `--count utf16` (a constraint, so no byte path) still takes.
struct ValidateTextBytePathCommandTests {
  /// Lines the byte path takes and lines it must leave to the validator.
  static let input: Data = {
    var lines: [[UInt8]] = [
      Array("plain text".utf8), Array("jo@example.com".utf8), [], Array("   ".utf8),
      Array("tab\there".utf8), Array("del\u{7F}".utf8), Array("bell\u{07}".utf8),
      Array("back\\slash".utf8), Array("cr\rinside".utf8), Array("ends in cr\r".utf8),
      [0x61, 0x00, 0x62], [0x61, 0xFF, 0x62], Array("café".utf8), Array("12345678\t".utf8),
      Array(String(repeating: "abcdefgh", count: 1 << 17).utf8),
      Array(String(repeating: "x", count: (1 << 20) + 1).utf8),
    ]
    // Enough plain lines around them that batches are split between jobs.
    for index in 0..<5_000 { lines.append(Array("line \(index) of plain text".utf8)) }
    for index in 0..<5_000 where index % 100 == 0 { lines.insert(Array("a\tb".utf8), at: index) }
    return Data(lines.joined(separator: [0x0A]))
  }()

  @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--only-invalid", "--jobs", "2"]])
  func stdin_bytePath_writesWhatTheFullValidatorWrites(_ flags: [String]) throws {
    let fast = try FieldCLIProcess.run(
      ["validate", "text", "--stdin"] + flags, stdin: Self.input)
    let full = try FieldCLIProcess.run(
      ["validate", "text", "--stdin", "--count", "utf16"] + flags, stdin: Self.input)
    #expect(fast.stderr == "")
    #expect(fast.exitCode == full.exitCode)
    #expect(fast.stdout == full.stdout)
  }

  @Test func stdin_plainAndEscapedLines_areWrittenAsTheyStandOrEscaped() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "text", "--stdin"], stdin: Data("plain\na\\b\nc\td\n\n".utf8))
    expectRun(result, stdout: "ok\tplain\nok\ta\\\\b\nok\tc\\td\nok\t\n", exitCode: 0)
  }
}

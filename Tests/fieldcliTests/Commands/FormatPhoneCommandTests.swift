import Foundation
import Testing

struct FormatPhoneCommandTests {
  @Test(arguments: [
    ("e164", "+16502530000\n"), ("international", "+1 650-253-0000\n"),
    ("national", "(650) 253-0000\n"), ("rfc3966", "tel:+1-650-253-0000\n"),
  ])
  func formatPhone_style_writesNumberThatWay(style: String, expected: String) throws {
    let result = try FieldCLIProcess.run([
      "format", "phone", "(650) 253-0000", "--region", "US", "--style", style,
    ])
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatPhone_stdinWithBadNumbers_givesLibphonenumbersReasons() throws {
    let result = try FieldCLIProcess.run(
      ["format", "phone", "--stdin", "--region", "de", "--style", "international"],
      lines: ["030 1234567", "+1 650 253 0000", "12", "+999 123", "hello"])
    #expect(result.exitCode == 1)
    let lines = result.stdoutLines
    #expect(lines[0] == "+49 30 1234567")
    #expect(lines[1] == "+1 650-253-0000")
    #expect(lines[2].hasPrefix("invalid\tbadInput\t'12' is not a phone number: "))
    #expect(
      lines[3].hasPrefix(
        "invalid\tbadInput\t'+999 123' is not a phone number: its country calling code is not in use"
      ))
    #expect(
      lines[4].hasPrefix(
        "invalid\tbadInput\t'hello' is not a phone number: it does not look like a phone number."))
  }

  @Test func formatPhone_unknownRegion_exits2() throws {
    let result = try FieldCLIProcess.run(["format", "phone", "1", "--region", "XX"])
    expectUsageError(
      result,
      containing:
        "Unknown region 'XX'. Please provide a two-letter region code such as 'US', 'DE' or 'GB'.")
  }
}

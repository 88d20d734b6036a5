import Foundation
import Testing

/// Inputs that once crashed or hung fieldcli, each answered now as an ordinary invalid line.
struct HostileInputCommandTests {
  // MARK: - Dates: ICU 72 divides by zero on a fraction of a second with 35 digits

  @Test(arguments: [
    ["--pattern", "S"], ["--pattern", "SS"], ["--pattern", "SSS"], ["--pattern", "SSSS"],
    ["--pattern", "SSSSS"], ["--skeleton", "jmsSSS"],
  ])
  func parseDate_fractionFieldWith35Digits_isInvalidNotACrash(flags: [String]) throws {
    let digits = String(repeating: "0", count: 35)
    let result = try FieldCLIProcess.run(
      ["parse", "date", "--stdin", "--locale", "en_US"] + flags, lines: [digits, "@", digits])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 3)
    #expect(
      result.stdoutLines[0]
        == "invalid\tbadInput\t'\(digits)' has 35 digits, more than a date has (at most 32), so it was not read."
    )
    #expect(result.stdoutLines[2] == result.stdoutLines[0])
  }

  @Test func parseDate_fractionAfterTimeWith50Nines_isInvalidNotACrash() throws {
    let text = "1:02:03." + String(repeating: "9", count: 50)
    let result = try FieldCLIProcess.run([
      "parse", "date", text, "--locale", "en_US", "--pattern", "H:mm:ss.SSS",
    ])
    expectRun(
      result,
      stdout:
        "invalid\tbadInput\t'\(text)' has 55 digits, more than a date has (at most 32), so it was not read.\n",
      exitCode: 1)
  }

  @Test func parseDate_arabicIndicDigitRun_isInvalidNotACrash() throws {
    let digits = String(repeating: "\u{0660}", count: 40)
    let result = try FieldCLIProcess.run(
      ["parse", "date", "--stdin", "--locale", "ar_EG", "--pattern", "S"], lines: [digits])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.first?.contains("has 40 digits") == true)
  }

  @Test func validateDate_localeAndHugeDigitRun_isBadInputWithItsReason() throws {
    let digits = String(repeating: "1", count: 1_048_576)
    let result = try FieldCLIProcess.run(
      ["validate", "date", "--stdin", "--locale", "de_DE"], lines: [digits, "14.09.24"])
    expectRun(
      result,
      stdout:
        "invalid\tbadInput\tZu viele Ziffern (1.048.576); erlaubt sind höchstens 32.\nok\t2024-09-14\n",
      exitCode: 1)
  }

  // MARK: - Numbers: ICU's parse time grows with the square of the digits

  @Test func parseNumber_millionDigits_isInvalidWithItsReason() throws {
    let digits = String(repeating: "7", count: 1_048_576)
    let result = try FieldCLIProcess.run(
      ["parse", "number", "--stdin", "--locale", "en_US"], lines: [digits, "1,234.5"])
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutLines == [
        "invalid\tbadInput\t'\(String(repeating: "7", count: 64))…' (1048576 characters) has 1048576 digits, more than a number has (at most 400), so it was not read.",
        "1234.5",
      ])
  }

  @Test(arguments: ["integer", "decimal", "number"])
  func validateNumber_localeAndMillionDigits_isBadInputWithItsReason(kind: String) throws {
    let digits = "0." + String(repeating: "1", count: 1_048_000)
    let result = try FieldCLIProcess.run(
      ["validate", kind, "--stdin", "--locale", "en_US"], lines: [digits])
    expectRun(
      result, stdout: "invalid\tbadInput\tToo many digits (1,048,001); at most 400 are allowed.\n",
      exitCode: 1)
  }

  @Test func parseNumber_400Digits_stillParse() throws {
    let digits = String(repeating: "9", count: 400)
    let result = try FieldCLIProcess.run(["parse", "number", digits, "--locale", "en_US"])
    expectRun(result, stdout: digits + "\n", exitCode: 0)
  }

  // MARK: - Phones: libphonenumber's parse time grows with the square of the text

  @Test(arguments: [
    String(repeating: "5", count: 100_000), "+1 800 " + String(repeating: "A", count: 16_000),
    String(repeating: "\u{0661}", count: 16_000), String(repeating: "1", count: 251),
  ])
  func formatPhone_textOver250Characters_isTooLongAtOnce(text: String) throws {
    let result = try FieldCLIProcess.run(
      ["format", "phone", "--stdin", "--region", "US"], lines: [text, "(650) 253-0000"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines[0].hasPrefix("invalid\tbadInput\t'"))
    #expect(
      result.stdoutLines[0].hasSuffix(
        "is not a phone number: it has too many digits. Please write a number such as '+1 650-253-0000', or a national number with its region."
      ))
    #expect(result.stdoutLines[1] == "+16502530000")
  }

  @Test func validatePhone_50000Digits_isTooLong() throws {
    let result = try FieldCLIProcess.run(
      ["validate", "phone", "--stdin", "--region", "US"],
      lines: [String(repeating: "2", count: 50_000)])
    expectRun(
      result, stdout: "invalid\ttypeMismatch\tThis phone number is too long.\n", exitCode: 1)
  }

  @Test func formatPhone_250Characters_stillParse() throws {
    let text = "(650) 253-0000" + String(repeating: " ", count: 236)
    let result = try FieldCLIProcess.run(["format", "phone", text, "--region", "US"])
    expectRun(result, stdout: "+16502530000\n", exitCode: 0)
  }
}

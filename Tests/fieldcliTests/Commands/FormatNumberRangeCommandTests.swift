import Foundation
import Testing

struct FormatNumberRangeCommandTests {
  @Test(arguments: [
    (["0.03", "0.05", "--style", "percent", "--locale", "de_DE"], "3–5\u{A0}%\n"),
    (["5", "5", "--locale", "en_US"], "~5\n"),
    (["0.03", "0.03", "--style", "percent", "--locale", "de_DE"], "≈3\u{A0}%\n"),
    (["1234.5", "5678", "--locale", "es_ES"], "1.234,5-5.678\n"),
    (["3", "5", "--style", "currency", "--locale", "en_US"], "$3.00 – $5.00\n"),
    (["1000", "2000000", "--style", "compact", "--locale", "ja_JP"], "1000～200万\n"),
    (["-5", "5", "--locale", "ru_RU", "--sign", "always"], "-5 – +5\n"),
    (["1", "2", "--locale", "ar_EG"], "١–٢\n"),
  ])
  func formatNumberRange_lowHigh_asTheLocaleWritesThem(arguments: [String], expected: String)
    throws
  {
    let result = try FieldCLIProcess.run(["format", "number-range"] + arguments)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatNumberRange_stdinLinesWithoutOneTab_areInvalidRanges() throws {
    let result = try FieldCLIProcess.run(
      ["format", "number-range", "--stdin", "--locale", "de_DE"],
      lines: ["1\t2", "3", "1\t2\t3", "1\tx", ""])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.first == "1–2")
    #expect(result.stdoutLines.count == 5)
    #expect(
      result.stdoutLines.dropFirst().allSatisfy {
        $0.hasPrefix("invalid\tbadInput\t") && $0.contains("is not a range")
      })
  }

  @Test func formatNumberRange_threeArguments_usageError() throws {
    let result = try FieldCLIProcess.run([
      "format", "number-range", "1", "2", "3", "--locale", "en_US",
    ])
    expectUsageError(result, containing: "A range is two values, LOW and HIGH.")
  }

  @Test func formatNumberRange_jsonl_objectKeyedByLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "number-range", "1", "2", "--locales", "de_DE,en_US", "--format", "jsonl",
    ])
    #expect(result.exitCode == 0)
    #expect(result.stdout.contains("\"de_DE\":\"1–2\""))
    #expect(result.stdout.contains("\"en_US\":\"1–2\""))
  }

  @Test func formatNumberRange_manyLinesOnTwoJobs_sameBytesAsOne() throws {
    let lines = (0..<3000).map { "\($0)\t\($0 * 3).5" }
    let base = ["format", "number-range", "--stdin", "--locale", "de_DE", "--style", "currency"]
    let one = try FieldCLIProcess.run(base + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(base + ["--jobs", "2"], lines: lines)
    #expect(one.exitCode == 0)
    #expect(one.stdout == two.stdout)
  }

  @Test func formatNumberRange_oneMegabyteLine_isRefused() throws {
    let result = try FieldCLIProcess.run(
      ["format", "number-range", "--stdin", "--locale", "en_US"],
      lines: [String(repeating: "9", count: 1 << 20) + "\t1"])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 1)
    #expect(result.stdoutLines.first?.hasPrefix("invalid\t") == true)
  }
}

import Foundation
import Testing

struct FormatUnitCommandTests {
  @Test(arguments: [
    (["50", "--unit", "kilometer-per-hour", "--locale", "de_DE"], "50 km/h\n"),
    (["2", "--unit", "liter", "--locale", "en_US", "--width", "long"], "2 liters\n"),
    (["1.5", "--unit", "celsius", "--locale", "ja_JP"], "1.5°C\n"),
    (["1.5", "--unit", "megabyte", "--locale", "ru_RU", "--width", "long"], "1,5 мегабайта\n"),
    (["1234.5", "--unit", "kilowatt-hour", "--locale", "ar_EG"], "١٬٢٣٤٫٥ ك.و.س\n"),
    (
      ["6.5", "--unit", "liter-per-100-kilometer", "--locale", "de_DE", "--width", "narrow"],
      "6,5L/100km\n"
    ),
    (
      [
        "2.5", "--unit", "meter", "--locale", "en_US", "--rounding", "half-up", "--max-fraction",
        "0",
      ], "3 m\n"
    ),
    (["1234", "--unit", "meter", "--locale", "es_ES"], "1234 m\n"),
    (["1234", "--unit", "meter", "--locale", "es_ES", "--grouping", "always"], "1.234 m\n"),
  ])
  func formatUnit_valueAndUnit_asTheLocaleWritesThem(arguments: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(["format", "unit"] + arguments)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatUnit_unknownUnit_usageErrorWithNearest() throws {
    let result = try FieldCLIProcess.run([
      "format", "unit", "50", "--unit", "kilometer-per-hou", "--locale", "de_DE",
    ])
    expectUsageError(result, containing: "Did you mean 'kilometer-per-hour'?")
  }

  @Test func formatUnit_badWidth_usageError() throws {
    let result = try FieldCLIProcess.run([
      "format", "unit", "50", "--unit", "meter", "--locale", "de_DE", "--width", "wide",
    ])
    #expect(result.exitCode == 2)
  }

  @Test func formatUnit_stdinBadAndEmptyLines_areInvalid() throws {
    let result = try FieldCLIProcess.run(
      ["format", "unit", "--stdin", "--unit", "celsius", "--locale", "de_DE"],
      lines: ["21.5", "warm", ""])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.first == "21,5 °C")
    #expect(result.stdoutLines.dropFirst().allSatisfy { $0.hasPrefix("invalid\tbadInput\t") })
    #expect(result.stdoutLines.count == 3)
  }

  @Test func formatUnit_locales_tableWithAColumnPerLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "unit", "1.5", "--unit", "celsius", "--locales", "de_DE,ja_JP",
    ])
    expectRun(result, stdout: "value\tde_DE\tja_JP\n1.5\t1,5 °C\t1.5°C\n", exitCode: 0)
  }

  @Test func formatUnit_manyLinesOnTwoJobs_sameBytesAsOne() throws {
    let lines = (0..<3000).map { "\($0).\($0 % 7)" }
    let base = ["format", "unit", "--stdin", "--unit", "kilometer-per-hour", "--locale", "fr_FR"]
    let one = try FieldCLIProcess.run(base + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(base + ["--jobs", "2"], lines: lines)
    #expect(one.exitCode == 0)
    #expect(one.stdout == two.stdout)
  }

  @Test func formatUnit_oneMegabyteLine_isRefused() throws {
    let result = try FieldCLIProcess.run(
      ["format", "unit", "--stdin", "--unit", "meter", "--locale", "en_US"],
      lines: [String(repeating: "9", count: 1 << 20)])
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 1)
    #expect(result.stdoutLines.first?.hasPrefix("invalid\t") == true)
  }
}

import Foundation
import Testing

struct FormatNumberCommandTests {
  @Test func formatNumber_negativeValuesWithoutDoubleDash_areValues() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "1234567.891", "-0.5", "-1e3", "--locale", "de_DE",
    ])
    expectRun(result, stdout: "1.234.567,891\n-0,5\n-1.000\n", exitCode: 0)
  }

  @Test(arguments: [
    (["--locale", "hi_IN"], "12,34,567.891\n"),
    (["--locale", "ar_EG"], "١٬٢٣٤٬٥٦٧٫٨٩١\n"),
    (["--locale", "de_DE", "--style", "currency"], "1.234.567,89\u{A0}€\n"),
    (["--locale", "de_DE", "--style", "currency", "--currency", "USD"], "1.234.567,89\u{A0}$\n"),
    (["--locale", "en_US", "--style", "percent"], "123,456,789%\n"),
    (["--locale", "en_US", "--style", "scientific"], "1.234567891E6\n"),
    (["--locale", "en_US", "--style", "compact"], "1.2M\n"),
    (["--locale", "de_DE", "--style", "compact-long"], "1,2 Millionen\n"),
    (["--locale", "en_US", "--min-fraction", "5"], "1,234,567.89100\n"),
    (["--locale", "en_US", "--max-fraction", "1"], "1,234,567.9\n"),
  ])
  func formatNumber_styleAndFlags_followTheLocale(flags: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(["format", "number", "1234567.891"] + flags)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatNumber_stdinWithGroupedOrWordyLines_marksThemInvalid() throws {
    let result = try FieldCLIProcess.run(
      ["format", "number", "--stdin", "--locale", "en_US"], lines: ["0.5", "1,234.5", "12abc", "٣"])
    expectRun(
      result,
      stdout: """
        0.5
        invalid\tbadInput\t'1,234.5' is not a number. Please write a plain decimal number such as '1234.5', '-0.25' or '6.02e23'.
        invalid\tbadInput\t'12abc' is not a number. Please write a plain decimal number such as '1234.5', '-0.25' or '6.02e23'.
        invalid\tbadInput\t'٣' is not a number. Please write a plain decimal number such as '1234.5', '-0.25' or '6.02e23'.

        """, exitCode: 1)
  }

  @Test(arguments: [
    (
      ["--locale", "de_DE", "--style", "currency", "--currency", "XYZ"],
      "Unknown currency 'XYZ'. Please provide an ISO 4217 code"
    ),
    (
      ["--locale", "de", "--style", "currency"],
      "Locale 'de' names no region, so it has no currency."
    ),
    (
      ["--locale", "de_DE", "--currency", "EUR"],
      "The option 'currency' does not apply to style 'decimal'."
    ),
    (
      ["--locale", "de_DE", "--min-fraction", "3", "--max-fraction", "1"],
      "Invalid fraction digits (minimum 3, maximum 1)."
    ),
    (["--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
    (
      ["--locale", "de_DE", "--style", "roman"],
      "The value 'roman' is invalid for '--style <style>'."
    ),
  ])
  func formatNumber_badConfiguration_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "number", "1"] + flags)
    expectUsageError(result, containing: message)
  }
}

struct FormatNumberOptionsCommandTests {
  @Test(arguments: [
    (["1234.5", "--style", "currency", "--locale", "ja_JP"], "￥1,234\n"),
    (["1234.5", "--style", "currency", "--locale", "ja_JP", "--rounding", "half-up"], "￥1,235\n"),
    (
      ["-1234.5", "--style", "currency", "--locale", "en_US", "--sign", "accounting"],
      "($1,234.50)\n"
    ),
    (["1234", "--locale", "es_ES"], "1.234\n"),
    (["1234", "--locale", "es_ES", "--grouping", "auto"], "1234\n"),
    (["1234", "--locale", "pl_PL", "--grouping", "off"], "1234\n"),
    (["0", "--locale", "de_DE", "--sign", "except-zero"], "0\n"),
    (["5", "--locale", "ar_EG", "--sign", "always"], "؜+٥\n"),
    (["2.5", "--locale", "ru_RU", "--max-fraction", "0", "--rounding", "half-odd"], "3\n"),
  ])
  func formatNumber_displayOptions_asIntlAsks(arguments: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(["format", "number"] + arguments)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatNumber_unknownRounding_usageErrorListsChoices() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "1", "--locale", "en_US", "--rounding", "halfup",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("half-up"))
  }
}

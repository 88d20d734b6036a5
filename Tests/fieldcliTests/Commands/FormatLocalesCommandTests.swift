import Foundation
import Testing

/// `--locales A,B,C` and `--format jsonl` on the format commands: a value across locales.
struct FormatLocalesCommandTests {
  static let notANumber =
    "'x' is not a number. Please write a plain decimal number such as '1234.5', '-0.25' or '6.02e23'."

  @Test func formatNumber_locales_writesAHeaderAndAColumnPerLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "1234.5", "-7", "--locales", "de_DE,fr_FR,ja_JP",
    ])
    expectRun(
      result,
      stdout: """
        value\tde_DE\tfr_FR\tja_JP
        1234.5\t1.234,5\t1\u{202F}234,5\t1,234.5
        -7\t-7\t-7\t-7

        """, exitCode: 0)
  }

  @Test func formatDate_locales_writesEachLocalesDate() throws {
    let result = try FieldCLIProcess.run([
      "format", "date", "2024-09-14T10:00:00Z", "--date-style", "long",
      "--locales", "de_DE, en_US ,ar_EG",
    ])
    expectRun(
      result,
      stdout: """
        value\tde_DE\ten_US\tar_EG
        2024-09-14T10:00:00Z\t14. September 2024\tSeptember 14, 2024\t١٤ سبتمبر ٢٠٢٤

        """, exitCode: 0)
  }

  @Test func formatNumber_localesWithAnInvalidValue_keepsTheColumnsAndExits1() throws {
    let result = try FieldCLIProcess.run(["format", "number", "1", "x", "--locales", "de,fr"])
    expectRun(
      result,
      stdout: """
        value\tde\tfr
        1\t1\t1
        x\tinvalid: \(Self.notANumber)\tinvalid: \(Self.notANumber)

        """, exitCode: 1)
    for line in result.stdout.split(separator: "\n") {
      #expect(line.split(separator: "\t", omittingEmptySubsequences: false).count == 3)
    }
  }

  @Test func formatNumber_jsonl_writesAnObjectPerValueKeyedByLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "1234.5", "x", "--locales", "de_DE,ar", "--format", "jsonl",
    ])
    expectRun(
      result,
      stdout: """
        {"value":"1234.5","de_DE":"1.234,5","ar":"١٬٢٣٤٫٥"}
        {"value":"x","invalid":"badInput","message":"\(Self.notANumber)"}

        """, exitCode: 1)
  }

  @Test func formatNumber_oneLocaleInJSONL_isKeyedByThatLocale() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "0.5", "--locale", "de_DE", "--format", "jsonl",
    ])
    expectRun(result, stdout: "{\"value\":\"0.5\",\"de_DE\":\"0,5\"}\n", exitCode: 0)
  }

  @Test func formatNumber_valueWithATab_staysOneCell() throws {
    let result = try FieldCLIProcess.run(
      ["format", "number", "--stdin", "--locales", "de,fr"], lines: ["1\t2"])
    #expect(result.exitCode == 1)
    let rows = result.stdout.split(separator: "\n")
    #expect(rows.count == 2)
    #expect(rows[1].hasPrefix("1\\t2\tinvalid: "))
    #expect(rows[1].split(separator: "\t").count == 3)
  }

  @Test func formatNumber_localesWithShowCodepoints_spellsOutTheCells() throws {
    let result = try FieldCLIProcess.run([
      "format", "number", "1234.5", "--locales", "fr_FR", "--show-codepoints",
    ])
    expectRun(result, stdout: "value\tfr_FR\n1234.5\t1U+202F234,5\n", exitCode: 0)
  }

  @Test func formatNumber_localesOverManyLinesWithTwoJobs_writesWhatOneJobWrites() throws {
    let lines = (0..<5000).map { index in index % 97 == 0 ? "x\(index)" : "\(index).\(index % 7)" }
    let arguments = ["format", "number", "--stdin", "--locales", "de_DE,hi_IN,ar_EG"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(arguments + ["--jobs", "2"], lines: lines)
    #expect(one.exitCode == 1)
    #expect(one.stdout == two.stdout)
    #expect(one.stdout.split(separator: "\n").count == lines.count + 1)
  }

  @Test(arguments: [
    ([String](), "No locale given. Please pass '--locale de_DE', or '--locales de_DE,fr_FR'"),
    (["--locale", "de", "--locales", "fr"], "Both '--locale' and '--locales' were given."),
    (["--locales", "de,,fr"], "'--locales de,,fr' has an empty name."),
    (["--locales", "de-DE,de_DE"], "'--locales' names de_DE twice ('de-DE' and 'de_DE')."),
    (["--locales", "de,xx_YY"], "Unknown locale 'xx_YY'"),
    (["--locale", "de", "--format", "csv"], "'csv'"),
  ])
  func formatNumber_badLocaleFlags_exits2WithOneLine(flags: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "number", "1"] + flags)
    expectUsageError(result, containing: message)
  }
}

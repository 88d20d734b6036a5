import Foundation
import Testing

struct FormatNameCommandTests {
  @Test func formatName_issueExample_namesTheLocaleInFrench() throws {
    let result = try FieldCLIProcess.run([
      "format", "name", "de-CH", "--of", "locale", "--locale", "fr_FR",
    ])
    expectRun(result, stdout: "allemand (Suisse)\n", exitCode: 0)
  }

  @Test(arguments: [
    (["us", "--of", "region", "--locale", "ja_JP"], "アメリカ合衆国\n"),
    (["GB", "--of", "region", "--locale", "en_US", "--style", "short"], "UK\n"),
    (["de", "--of", "language", "--locale", "ar_EG"], "الألمانية\n"),
    (["latn", "cyrl", "--of", "script", "--locale", "ru_RU"], "латиница\nкириллица\n"),
    (["eur", "--of", "currency", "--locale", "de_DE"], "Euro\n"),
    (["buddhist", "--of", "calendar", "--locale", "ja_JP"], "仏暦\n"),
  ])
  func formatName_kindsAndLocales_followICU(arguments: [String], expected: String) throws {
    let result = try FieldCLIProcess.run(["format", "name"] + arguments)
    expectRun(result, stdout: expected, exitCode: 0)
  }

  @Test func formatName_unknownArgument_exits2BeforeAnyOutput() throws {
    let result = try FieldCLIProcess.run([
      "format", "name", "de", "XY", "--of", "region", "--locale", "fr_FR",
    ])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: Unknown region code 'XY'. Did you mean 'XK'? Please give an ISO 3166 code such as 'DE', 'CH' or '419'.\n",
      exitCode: 2)
  }

  @Test func formatName_stdinWithBadLines_refusesThemAndGoesOn() throws {
    let stdin = Data("us\nXY\n\n".utf8) + Data([0xFF, 0x0A]) + Data("419\n".utf8)
    let result = try FieldCLIProcess.run(
      ["format", "name", "--stdin", "--of", "region", "--locale", "de_DE"], stdin: stdin)
    expectRun(
      result,
      stdout: """
        Vereinigte Staaten
        invalid\tbadInput\tUnknown region code 'XY'. Did you mean 'XK'? Please give an ISO 3166 code such as 'DE', 'CH' or '419'.
        invalid\tbadInput\tUnknown region code ''. Please give an ISO 3166 code such as 'DE', 'CH' or '419'.
        invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.
        Lateinamerika

        """, exitCode: 1)
  }

  @Test func formatName_megabyteLine_isRefused() throws {
    let line = String(repeating: "A", count: 1 << 20)
    let result = try FieldCLIProcess.run(
      ["format", "name", "--stdin", "--of", "region", "--locale", "de_DE"], lines: [line, "CH"])
    #expect(result.exitCode == 1)
    #expect(result.stdout.hasPrefix("invalid\tbadInput\tUnknown region code 'AAAA"))
    #expect(result.stdout.hasSuffix("\nSchweiz\n"))
  }

  @Test func formatName_locales_writesTableAndJSONLines() throws {
    let table = try FieldCLIProcess.run([
      "format", "name", "de-CH", "--of", "locale", "--locales", "de_DE,fr_FR,ja_JP",
    ])
    expectRun(
      table,
      stdout:
        "value\tde_DE\tfr_FR\tja_JP\nde-CH\tDeutsch (Schweiz)\tallemand (Suisse)\tドイツ語 (スイス)\n",
      exitCode: 0)
    let jsonl = try FieldCLIProcess.run([
      "format", "name", "de-CH", "--of", "locale", "--locales", "de_DE,fr_FR", "--format", "jsonl",
    ])
    expectRun(
      jsonl,
      stdout:
        "{\"value\":\"de-CH\",\"de_DE\":\"Deutsch (Schweiz)\",\"fr_FR\":\"allemand (Suisse)\"}\n",
      exitCode: 0)
  }

  @Test func formatName_twoJobs_writeTheSameBytesAsOne() throws {
    let codes = ["DE", "FR", "xx", "JP", "419", "CH", "US"]
    let lines = (0..<3000).map { codes[$0 % codes.count] }
    let arguments = ["format", "name", "--stdin", "--of", "region", "--locale", "ru_RU"]
    let one = try FieldCLIProcess.run(arguments + ["--jobs", "1"], lines: lines)
    let two = try FieldCLIProcess.run(arguments + ["--jobs", "2"], lines: lines)
    #expect(one.exitCode == 1)
    #expect(two.stdout == one.stdout)
    #expect(two.exitCode == one.exitCode)
  }

  @Test(arguments: [
    (["us", "--of", "planet", "--locale", "de_DE"], "The value 'planet' is invalid for '--of"),
    (["us", "--of", "region", "--locale", "de_DX"], "Did you mean 'de_DE'?"),
    (["us", "--of", "region", "--locales", "de-DE,de-DX"], "Did you mean 'de-DE'?"),
    (["us", "--of", "region", "--locale", "de_DE", "--style", "tiny"], "'--style <style>'"),
  ])
  func formatName_badOption_isUsageError(arguments: [String], message: String) throws {
    let result = try FieldCLIProcess.run(["format", "name"] + arguments)
    expectUsageError(result, containing: message)
  }
}

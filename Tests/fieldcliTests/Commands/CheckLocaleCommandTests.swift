import Foundation
import Testing

/// `fieldcli check --locale` and `--accept-language`: messages in the submitter's language,
/// with limits written in the locale's notation as `validate --locale` writes them.
struct CheckLocaleCommandTests {
  static let spec = #"""
    {"locale": "en", "fields": [
      {"name": "amount", "kind": "decimal", "max": "1000", "step": "0.5"},
      {"name": "day", "kind": "date", "min": "2000-01-31"}
    ]}
    """#
  static let submission = #"{"amount": 1234.25, "day": "1999-12-31"}"#

  static let rows: [(id: String, arguments: [String], amount: String, day: String)] = [
    ("no locale", [], "Enter 1000 or less.", "Choose 2000-01-31 or later."),
    (
      "de_DE", ["--locale", "de_DE"], "Gib 1.000 oder weniger ein.", "Wähle 31.01.2000 oder später."
    ),
    (
      "de-CH by accept-language", ["--accept-language", "de-CH,de;q=0.9,en;q=0.8"],
      "Gib 1’000 oder weniger ein.", "Wähle 31.01.2000 oder später."
    ),
    (
      "fr", ["--locale", "fr"], "Saisissez 1\u{202F}000 ou moins.",
      "Choisissez 31 janv. 2000 ou plus tard."
    ),
    (
      "ar", ["--locale", "ar"], "أدخل ١٬٠٠٠ أو أقل.",
      "اختر ٣١\u{200F}/٠١\u{200F}/٢٠٠٠ أو ما بعده."
    ),
    ("ja", ["--locale", "ja"], "1,000 以下の値を入力してください。", "2000/01/31 以降を選択してください。"),
    (
      "nothing acceptable", ["--accept-language", "tlh, zh-TW;q=0.5"], "Enter 1000 or less.",
      "Choose 2000-01-31 or later."
    ),
  ]

  @Test(arguments: rows.map(\.id))
  func check_messagesLocale_writesLimitsInItsNotation(id: String) throws {
    let row = try #require(Self.rows.first { $0.id == id })
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try CheckCommandTests.file("form.json", Self.spec, in: folder)
    let result = try FieldCLIProcess.run(
      ["check", spec, "--stdin"] + row.arguments, lines: [Self.submission])
    let expected =
      #"invalid\#t{"amount":{"state":["rangeOverflow","stepMismatch"],"message":"\#(row.amount)"},"#
      + #""day":{"state":["rangeUnderflow"],"message":"\#(row.day)"}}"# + "\n"
    expectRun(result, stdout: expected, exitCode: 1)
  }

  /// The same limit in the same locale reads the same in `validate`'s message.
  @Test func check_localeMessage_isValidatesMessage() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try CheckCommandTests.file("form.json", Self.spec, in: folder)
    let checked = try FieldCLIProcess.run(
      ["check", spec, "--stdin", "--locale", "de_CH"], lines: [#"{"day": "1999-12-31"}"#])
    let validated = try FieldCLIProcess.run(
      ["validate", "date", "--min", "2000-01-31", "--locale", "de_CH", "1999-12-31"])
    let message = try #require(validated.stdoutLines.first?.split(separator: "\t").last)
    #expect(checked.stdout.contains(#""message":"\#(message)""#), "\(checked.stdout)")
  }

  @Test func check_localeAndAcceptLanguage_isAUsageError() throws {
    let result = try FieldCLIProcess.run(
      ["check", CheckCommandTests.signup, "--stdin", "--locale", "de", "--accept-language", "de"],
      lines: ["{}"])
    expectUsageError(
      result,
      containing: "'--locale' and '--accept-language' both choose the messages' locale. Please "
        + "use one of them.")
  }
}

import Foundation
import Testing

/// `fieldcli html`: the page of a form spec on stdout, its options, and its exit codes.
struct HTMLCommandTests {
  static let examples = SessionCommandTests.examples

  static func example(_ name: String) -> String {
    examples.appendingPathComponent(name).path
  }

  @Test func html_signup_isTheGoldenPageByteForByte() throws {
    let golden = try String(
      contentsOf: Self.examples.appendingPathComponent("signup.html"), encoding: .utf8)
    let result = try FieldCLIProcess.run([
      "html", Self.example("signup.json"), "--action", "/signup",
    ])
    expectRun(result, stdout: golden, exitCode: 0)
  }

  @Test func html_locale_writesThePagesWordsInIt() throws {
    let result = try FieldCLIProcess.run(["html", Self.example("order.json"), "--locale", "fr_FR"])
    expectRun(result, stderr: "", exitCode: 0)
    #expect(result.stdout.contains("<html lang=\"fr-FR\">\n"))
    #expect(result.stdout.contains("<button type=\"submit\">Envoyer</button>"))
    #expect(result.stdout.contains("<span class=\"required\">(obligatoire)</span>"))
    #expect(result.stdout.contains("<form method=\"post\">\n"))
  }

  @Test func html_arabic_isRightToLeft() throws {
    let result = try FieldCLIProcess.run(["html", Self.example("signin.json"), "--locale", "ar"])
    expectRun(result, stderr: "", exitCode: 0)
    #expect(result.stdout.contains("<html lang=\"ar\" dir=\"rtl\">\n"))
  }

  @Test func html_action_isEscapedIntoTheFormsAction() throws {
    let result = try FieldCLIProcess.run([
      "html", Self.example("signin.json"), "--action", "/signin?next=\"a\"&b",
    ])
    expectRun(result, stderr: "", exitCode: 0)
    #expect(
      result.stdout.contains(#"<form method="post" action="/signin?next=&quot;a&quot;&amp;b">"#))
  }

  @Test func html_unknownLocale_exits2() throws {
    let result = try FieldCLIProcess.run(["html", Self.example("signin.json"), "--locale", "xx_YY"])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: Unknown locale 'xx_YY': ICU has no data for language 'xx'. Please provide an identifier such as 'de_DE', 'en-US' or 'th_TH@calendar=buddhist'.\n",
      exitCode: 2)
  }

  @Test func html_badSpec_namesFileLineAndColumnAndExits2() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("bad.json")
    try Data(#"{"fields": [{"name": "a", "kind": "emial"}]}"#.utf8).write(to: spec)
    let result = try FieldCLIProcess.run(["html", spec.path])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: \(spec.path):1:35: Unknown kind 'emial' in the field 'a'; expected one of 'text', 'email', 'url', 'integer', 'decimal', 'number', 'phone', 'date', 'time', 'datetime', 'choice', 'boolean'.\n",
      exitCode: 2)
  }

  @Test func html_missingFile_exits2() throws {
    let result = try FieldCLIProcess.run(["html", "/nonexistent/form.json"])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: /nonexistent/form.json:1:1: The file cannot be read; check the path and that it is a file.\n",
      exitCode: 2)
  }

  @Test func html_noForm_isAUsageError() throws {
    let result = try FieldCLIProcess.run(["html"])
    expectUsageError(result, containing: "Missing expected argument '<form>'")
  }
}

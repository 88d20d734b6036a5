import Foundation
import Testing

/// `fieldcli check --body urlencoded`: bodies as a browser posts them, checked as JSON is.
struct CheckBodyCommandTests {
  static let spec = #"""
    { "title": "Order", "locale": "en",
      "fields": [
        { "name": "email", "kind": "email", "required": true },
        { "name": "age", "kind": "integer", "min": 13 },
        { "name": "plan", "kind": "choice",
          "options": [{"title": "Pro", "value": "pro"}, "Free"] },
        { "name": "toppings", "kind": "choice", "multiple": true,
          "options": ["ham", "olives", "basil"] },
        { "name": "terms", "kind": "boolean", "required": true },
        { "name": "news", "kind": "boolean", "value": "yes" } ] }
    """#

  @Test func checkURLEncoded_stdinBodies_printOneLineEachAndExit1WhenOneIsInvalid() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = try CheckCommandTests.file("order.json", Self.spec, in: folder)
    let result = try FieldCLIProcess.run(
      ["check", form, "--stdin", "--body", "urlencoded"],
      lines: [
        "email=jo%40example.com&age=42&plan=pro&toppings=olives&toppings=ham&terms=on&news=yes",
        "email=jo+ann%40example.com&terms=on",
        "email=&age=4x&plan=Pro&terms=off&x=1&x=2",
        "age=",
      ])
    expectRun(
      result,
      stdout: #"""
        ok	{"email":"jo@example.com","age":42,"plan":"pro","toppings":["ham","olives"],"terms":true,"news":true}
        invalid	{"email":{"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com."}}
        invalid	{"email":{"state":["valueMissing"],"message":"Enter an e-mail address."},"age":{"state":["badInput"],"message":"Enter a whole number."},"plan":{"state":["typeMismatch"],"message":"Choose one of the options."},"terms":{"state":["badInput"],"message":"The box sends 'on' when ticked and nothing when not, but 'off' was sent; tick or untick it."},"x":{"state":["unknownField"],"message":"The form has no field 'x'."}}
        invalid	{"email":{"state":["valueMissing"],"message":"Enter an e-mail address."},"terms":{"state":["valueMissing"],"message":"Check this box if you want to go on."}}

        """#, exitCode: 1)
  }

  @Test func checkURLEncoded_validBodies_exit0() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = try CheckCommandTests.file("order.json", Self.spec, in: folder)
    let result = try FieldCLIProcess.run(
      ["check", form, "--body", "urlencoded", "--stdin"],
      lines: ["email=a%40b.co&terms=on&plan=Free", "terms=on&email=c%40d.co"])
    expectRun(
      result,
      stdout: #"""
        ok	{"email":"a@b.co","age":null,"plan":"Free","toppings":[],"terms":true,"news":false}
        ok	{"email":"c@d.co","age":null,"plan":null,"toppings":[],"terms":true,"news":false}

        """#, exitCode: 0)
  }

  @Test func checkURLEncoded_submissionFile_isReadAsABody() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = try CheckCommandTests.file("order.json", Self.spec, in: folder)
    let body = try CheckCommandTests.file(
      "body.txt", "email=jo%40example.com&terms=on&toppings=basil", in: folder)
    let result = try FieldCLIProcess.run(["check", form, body, "--body", "urlencoded"])
    expectRun(
      result,
      stdout: #"""
        ok	{"email":"jo@example.com","age":null,"plan":null,"toppings":["basil"],"terms":true,"news":false}

        """#, exitCode: 0)
  }

  /// The WHATWG parser decodes a body's bytes with replacement: bytes that are not UTF-8, raw
  /// or percent-encoded, become U+FFFD instead of refusing the body, and a NUL is a character.
  @Test(arguments: [false, true])
  func checkURLEncoded_bytesNotUTF8_areReplacedAsBrowsersDo(fromFile: Bool) throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = try CheckCommandTests.file("order.json", Self.spec, in: folder)
    let body = Data("terms=on&email=a%40b.co&".utf8) + Data([0xFF]) + Data("=1".utf8)
    let result: CLIResult
    if fromFile {
      let path = folder.appendingPathComponent("body.bin")
      try body.write(to: path)
      result = try FieldCLIProcess.run(["check", form, path.path, "--body", "urlencoded"])
    } else {
      result = try FieldCLIProcess.run(
        ["check", form, "--stdin", "--body", "urlencoded"],
        stdin: body + Data("\nterms=on&email=a%FF%40b.co&%00=2\n".utf8))
    }
    var expected = "invalid\t{\"\u{FFFD}\":{\"state\":[\"unknownField\"],"
    expected += "\"message\":\"The form has no field '\u{FFFD}'.\"}}\n"
    if !fromFile {
      expected += #"""
        invalid	{"email":{"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com."},"\u0000":{"state":["unknownField"],"message":"The form has no field '\\u{0}'."}}

        """#
    }
    expectRun(
      result, stdout: expected,
      exitCode: 1)
  }

  /// `--body json` is the default's reading, byte for byte.
  @Test func checkJSON_explicitBody_isTheDefault() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let form = try CheckCommandTests.file("order.json", Self.spec, in: folder)
    let lines = [
      #"{"email": "jo@example.com", "terms": true, "plan": "pro"}"#, #"{"terms": "on"}"#,
    ]
    let explicit = try FieldCLIProcess.run(
      ["check", form, "--stdin", "--body", "json"], lines: lines)
    let implicit = try FieldCLIProcess.run(["check", form, "--stdin"], lines: lines)
    expectRun(explicit, stdout: implicit.stdout, stderr: implicit.stderr, exitCode: 1)
  }

  @Test func check_unknownBody_isAUsageErrorNamingBothValues() throws {
    let result = try FieldCLIProcess.run(
      ["check", CheckCommandTests.signup, "--stdin", "--body", "xml"])
    expectUsageError(
      result,
      containing:
        "The value 'xml' is invalid for '--body <body>'. Please provide one of 'json' and 'urlencoded'."
    )
  }
}

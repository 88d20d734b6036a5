import Foundation
import Testing

/// Three differences from browsers the Chromium harness (Conformance/browser) found, end to end:
/// a required number or date HTML cannot convert was `badInput` alone (HTML makes it
/// `valueMissing` too); a minimum above the maximum was a usage error (HTML takes it, and a
/// time's range is then reversed); an e-mail pattern judged the typed Unicode domain (HTML the
/// submitted, converted address).
struct ValidateBrowserDifferencesCommandTests {
  typealias Case = ValidateBrowserParityCommandTests.Case

  static let cases: [Case] = [
    // Required and not convertible: valueMissing too, with badInput's message.
    Case(
      id: "required integer with a bare exponent",
      arguments: ["integer", "--required", "--", "1e"],
      stdout: "invalid\tvalueMissing,badInput\tEnter a whole number.\n", exitCode: 1),
    Case(
      id: "required integers the harness set",
      arguments: ["integer", "--required", "--", " ", "+1", "1."],
      stdout: String(
        repeating: "invalid\tvalueMissing,badInput\tEnter a whole number.\n", count: 3),
      exitCode: 1),
    Case(
      id: "required date that does not exist",
      arguments: ["date", "--required", "--", "2024-02-30"],
      stdout: "invalid\tvalueMissing,badInput\tEnter a date.\n", exitCode: 1),
    Case(
      id: "required number the locale cannot read",
      arguments: ["number", "--required", "--locale", "de_DE", "--", "1,2,3"],
      stdout: "invalid\tvalueMissing,badInput\tGib eine Zahl ein.\n", exitCode: 1),
    Case(
      id: "required date the locale cannot read",
      arguments: ["date", "--required", "--locale", "de_DE", "--", "31.02.2000"],
      stdout: "invalid\tvalueMissing,badInput\tGib ein Datum ein.\n", exitCode: 1),
    Case(
      id: "required integer in JSON Lines",
      arguments: ["integer", "--required", "--format", "jsonl", "--", "1e"],
      stdout: #"{"value":"1e","valid":false,"state":["valueMissing","badInput"],"#
        + #""message":"Enter a whole number.","normalized":null}"# + "\n", exitCode: 1),
    Case(
      id: "optional integer with a bare exponent", arguments: ["integer", "--", "1e"],
      stdout: "invalid\tbadInput\tEnter a whole number.\n", exitCode: 1),
    // A minimum above the maximum: no number or date is in range.
    Case(
      id: "integer minimum above the maximum",
      arguments: ["integer", "--min", "10", "--max", "5", "--", "", " ", "0", "7", "10"],
      stdout: """
        ok\t
        invalid\tbadInput\tEnter a whole number.
        invalid\trangeUnderflow\tEnter 10 or more.
        invalid\trangeUnderflow,rangeOverflow\tEnter 10 or more.
        invalid\trangeOverflow\tEnter 5 or less.

        """, exitCode: 1),
    Case(
      id: "date minimum above the maximum",
      arguments: ["date", "--min", "2000-01-02", "--max", "2000-01-01", "--", "2000-01-02"],
      stdout: "invalid\trangeOverflow\tChoose 2000-01-01 or earlier.\n", exitCode: 1),
    // A time's reversed range: the night.
    Case(
      id: "time in a reversed range",
      arguments: ["time", "--min", "22:00", "--max", "06:00", "--", "", "00:00", "23:30", "06:00"],
      stdout: "ok\t\nok\t00:00\nok\t23:30\nok\t06:00\n", exitCode: 0),
    Case(
      id: "time outside a reversed range",
      arguments: ["time", "--min", "22:00", "--max", "06:00", "--", "12:00", "21:59"],
      stdout: String(
        repeating: "invalid\trangeUnderflow,rangeOverflow\tChoose a time from 22:00 to 06:00.\n",
        count: 2), exitCode: 1),
    Case(
      id: "reversed range stepping from the minimum in German",
      arguments: [
        "time", "--min", "22:00", "--max", "06:00", "--step", "7200", "--locale", "de_DE", "--",
        "02:00", "05:00", "12:00",
      ],
      stdout: """
        ok\t02:00
        invalid\tstepMismatch\tGib einen gültigen Wert ein: die nächsten sind 04:00 und 06:00.
        invalid\trangeUnderflow,rangeOverflow\tWähle eine Uhrzeit von 22:00 bis 06:00.

        """, exitCode: 1),
    // E-mail patterns judge the address as submitted.
    Case(
      id: "e-mail pattern on the converted domain",
      arguments: [
        "email", "--pattern", #"[a-z]+@example\.com"#, "--", "jo@ＥＸＡＭＰＬＥ.com",
        "jo@exam\u{AD}ple.com", "jo@example．com",
      ],
      stdout: String(repeating: "ok\tjo@example.com\n", count: 3), exitCode: 0),
    Case(
      id: "e-mail pattern on an ASCII domain as typed",
      arguments: ["email", "--pattern", #"[a-z]+@example\.com"#, "--", "jo@EXAMPLE.com"],
      stdout: "invalid\tpatternMismatch\tUse the format this field asks for.\n", exitCode: 1),
    Case(
      id: "e-mail pattern on each converted address",
      arguments: [
        "email", "--multiple", "--pattern", #"[a-z]+@example\.com"#, "--",
        "a@ＥＸＡＭＰＬＥ.com, b@example.com",
      ],
      stdout: "ok\ta@example.com,b@example.com\n", exitCode: 0),
  ]

  @Test(arguments: cases)
  func validate_browserDifference_printsTheBrowsersVerdict(row: Case) throws {
    let result = try FieldCLIProcess.run(["validate"] + row.arguments)
    expectRun(result, stdout: row.stdout, exitCode: row.exitCode)
  }

  /// A fresh folder holding `form`, removed when the test ends.
  static func folder(holding form: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-differences-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(form.utf8).write(to: folder.appendingPathComponent("form.json"))
    return folder
  }

  static let form = """
    {"locale": "de_DE", "fields": [
      {"name": "age", "kind": "integer", "label": "Alter", "required": true},
      {"name": "birthday", "kind": "date", "label": "Geburtstag", "required": true},
      {"name": "night", "kind": "time", "label": "Nacht", "min": "22:00", "max": "06:00"},
      {"name": "none", "kind": "integer", "min": 10, "max": 5}]}
    """

  @Test func check_requiredUnconvertibleAndReversedRange_areHTMLsFlags() throws {
    let folder = try Self.folder(holding: Self.form)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FieldCLIProcess.run(
      ["check", folder.appendingPathComponent("form.json").path, "--stdin", "--locale", "en"],
      lines: [
        #"{"age": "abc", "birthday": "2024-02-30", "night": "12:00", "none": 7}"#,
        #"{"age": 42, "birthday": "2000-01-31", "night": "23:30"}"#,
      ])
    expectRun(
      result,
      stdout: #"""
        invalid	{"age":{"state":["valueMissing","badInput"],"message":"Enter a whole number."},"birthday":{"state":["valueMissing","badInput"],"message":"Enter a date."},"night":{"state":["rangeUnderflow","rangeOverflow"],"message":"Choose a time from 10:00\#u{202F}PM to 6:00\#u{202F}AM."},"none":{"state":["rangeUnderflow","rangeOverflow"],"message":"Enter 10 or more."}}
        ok	{"age":42,"birthday":"2000-01-31","night":"23:30","none":null}

        """#, exitCode: 1)
  }

  @Test func fill_requiredDateUnconvertible_saysToEnterADate() throws {
    let folder = try Self.folder(holding: Self.form)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FieldCLIProcess.run(
      ["fill", folder.appendingPathComponent("form.json").path],
      lines: ["abc", "42", "31.02.2000", "29.02.2000", "12:00", "23:30", ""])
    expectRun(
      result,
      stdout: #"{"age":42,"birthday":"2000-02-29","night":"23:30","none":null}"# + "\n",
      stderr: """
        Alter:
        Gib eine ganze Zahl ein.
        Alter:
        Geburtstag (TT.MM.JJJJ):
        Gib ein Datum ein.
        Geburtstag (TT.MM.JJJJ):
        Nacht (HH:mm):
        Wähle eine Uhrzeit von 22:00 bis 06:00.
        Nacht (HH:mm):
        none:

        """, exitCode: 0)
  }
}

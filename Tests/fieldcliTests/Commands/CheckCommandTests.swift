import Foundation
import Testing

/// `fieldcli check`: whole submitted forms against Examples/signup.json.
struct CheckCommandTests {
  static let signup = SessionCommandTests.examples.appendingPathComponent("signup.json").path

  /// A folder of its own for a test's files, removed by the caller.
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes `text` to a file in `folder` and returns its path.
  static func file(_ name: String, _ text: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  @Test func check_validSubmissionFile_printsOkWithTheTypedValuesAndExits0() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let submission = try Self.file(
      "ok.json",
      """
      {
        "email": "Jo@Example.COM", "website": "https://example.com/a/../b", "age": "42",
        "phone": "030 123456", "birthday": "1990-05-01", "call": "13:30",
        "country": "France", "city": "Paris", "bio": "Hi"
      }

      """, in: folder)
    let result = try FieldCLIProcess.run(["check", Self.signup, submission])
    expectRun(
      result,
      stdout: #"""
        ok	{"email":"Jo@example.com","website":"https://example.com/b","age":42,"phone":"+4930123456","birthday":"1990-05-01","call":"13:30","country":"France","city":"Paris","bio":"Hi"}

        """#, exitCode: 0)
  }

  @Test func check_submissionWithSeveralInvalidFields_namesEveryOneInTheFormsLanguage() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let submission = try Self.file(
      "bad.json",
      #"{"email": "jo@", "age": 12, "birthday": "1899-12-31", "call": "13:30", "bio": ""}"#,
      in: folder)
    let result = try FieldCLIProcess.run(["check", Self.signup, submission])
    expectRun(
      result,
      stdout: #"""
        invalid	{"email":{"state":["typeMismatch"],"message":"Gib eine E-Mail-Adresse wie name@example.com ein."},"age":{"state":["rangeUnderflow"],"message":"Gib 13 oder mehr ein."},"birthday":{"state":["rangeUnderflow"],"message":"Wähle 1900-01-01 oder später."}}

        """#, exitCode: 1)
  }

  @Test func check_localeOption_writesTheMessagesInItsLanguage() throws {
    let result = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin", "--locale", "en_US"],
      lines: [#"{"email": "", "age": 131}"#])
    expectRun(
      result,
      stdout: #"""
        invalid	{"email":{"state":["valueMissing"],"message":"Enter an e-mail address."},"age":{"state":["rangeOverflow"],"message":"Enter 130 or less."}}

        """#, exitCode: 1)
  }

  @Test func check_unknownField_isReportedByName() throws {
    let result = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin", "--locale", "en"],
      lines: [#"{"email": "a@b.c", "nick\tname": "x"}"#])
    expectRun(
      result,
      stdout: #"""
        invalid	{"nick\tname":{"state":["unknownField"],"message":"The form has no field 'nick\\tname'."}}

        """#, exitCode: 1)
  }

  @Test func check_wrongJSONTypes_areTypeMismatchesNamingBothTypes() throws {
    let result = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin", "--locale", "en"],
      lines: [#"{"email": 1, "age": "x", "phone": false, "country": ["France"], "bio": null}"#])
    expectRun(
      result,
      stdout: #"""
        invalid	{"email":{"state":["typeMismatch"],"message":"Expected text, found a number."},"age":{"state":["badInput"],"message":"Enter a whole number."},"phone":{"state":["typeMismatch"],"message":"Expected text, found true or false."},"country":{"state":["typeMismatch"],"message":"Expected text, found an array."}}

        """#, exitCode: 1)
  }

  @Test func check_malformedLinesAmongGoodOnes_areEachAnsweredInOrder() throws {
    var input = Data(
      """
      {"email": "a@b.c"}
      {"email": "a@b.c",}
      not json
      [1, 2]


      """.utf8)
    input.append(contentsOf: [0xFF, 0x0A])
    input.append(Data(#"{"email": "b@c.d", "age": 13}"#.utf8))
    let result = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin", "--locale", "en"], stdin: input)
    expectRun(
      result,
      stdout: #"""
        ok	{"email":"a@b.c","website":null,"age":null,"phone":null,"birthday":null,"call":null,"country":null,"city":null,"bio":null}
        invalid	{"":{"state":["badInput"],"message":"line 1, column 19: Expected a key in double quotes, found '}'."}}
        invalid	{"":{"state":["badInput"],"message":"line 1, column 2: Expected 'null', found 'o'."}}
        invalid	{"":{"state":["badInput"],"message":"line 1, column 1: Expected the submission as an object of values by field name, found an array."}}
        invalid	{"":{"state":["badInput"],"message":"line 1, column 1: Expected a value (an object, array, string, number, true, false or null), found the end of the submission."}}
        invalid	{"":{"state":["badInput"],"message":"The line is not valid UTF-8; please convert it to UTF-8."}}
        ok	{"email":"b@c.d","website":null,"age":13,"phone":null,"birthday":null,"call":null,"country":null,"city":null,"bio":null}

        """#, exitCode: 1)
  }

  @Test func check_lineOverOneMebibyte_isBadInputAndTheRunGoesOn() throws {
    var input = Data(#"{"bio": ""#.utf8)
    input.append(Data(repeating: UInt8(ascii: "a"), count: 2 << 20))
    input.append(Data("\"}\n{\"email\": \"a@b.c\"}\n".utf8))
    let result = try FieldCLIProcess.run(["check", Self.signup, "--stdin"], stdin: input)
    #expect(result.exitCode == 1)
    #expect(
      result.stdoutLines.first
        == "invalid\t"
        + #"{"":{"state":["badInput"],"message":"The line is 2097163 bytes long; a submission is at most 1048576 bytes."}}"#
    )
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines.last?.hasPrefix("ok\t" + #"{"email":"a@b.c""#) == true)
  }

  @Test func check_submissionFileOverOneMebibyte_isBadInputNamingItsLength() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let submission = try Self.file(
      "big.json", #"{"bio": ""# + String(repeating: "a", count: 3 << 20) + #""}"#, in: folder)
    let result = try FieldCLIProcess.run(["check", Self.signup, submission])
    expectRun(
      result,
      stdout: "invalid\t"
        + #"{"":{"state":["badInput"],"message":"The file is 3145739 bytes long; a submission is at most 1048576 bytes."}}"#
        + "\n", exitCode: 1)
  }

  @Test func check_missingSubmissionFile_exits2WithOneLine() throws {
    let result = try FieldCLIProcess.run(["check", Self.signup, "/no/such.json"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The submission '/no/such.json' cannot be read; check the path.\n",
      exitCode: 2)
  }

  @Test func check_badSpec_exits2NamingTheFileLineAndColumn() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = try Self.file(
      "bad.json", #"{"fields": [{"name": "a", "kind": "text", "requried": true}]}"#, in: folder)
    let result = try FieldCLIProcess.run(["check", spec, "--stdin"], lines: ["{}"])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: \(spec):1:43: Unknown key 'requried' in the field 'a'. Did you mean 'required'?\n",
      exitCode: 2)
  }

  static let badUsage: [(id: String, arguments: [String], message: String)] = [
    (
      "no submission", [],
      "No submission given. Please name a SUBMISSION.json file, or pass '--stdin' to read one JSON object per line."
    ),
    (
      "file and stdin", ["x.json", "--stdin"],
      "A submission file was given as well as '--stdin'. Please use one of them."
    ),
    ("jobs 0", ["--stdin", "--jobs", "0"], "Invalid '--jobs' value '0'."),
    ("unknown locale", ["--stdin", "--locale", "xx_YY"], "Unknown locale 'xx_YY'"),
  ]

  @Test(arguments: badUsage.map(\.id))
  func check_badUsage_exits2WithOneLine(id: String) throws {
    let row = try #require(Self.badUsage.first { $0.id == id })
    let result = try FieldCLIProcess.run(["check", Self.signup] + row.arguments, lines: ["{}"])
    expectUsageError(result, containing: row.message)
  }

  /// 10,000 lines span many reads and are split between workers; the output is the same as
  /// with one worker, byte for byte.
  @Test func check_tenThousandLines_giveTheSameOutputWithOneJobAsWithEveryCore() throws {
    let lines = (0..<10_000).map { index -> String in
      switch index % 5 {
      case 0: return #"{"email": "u\#(index)@example.com", "age": \#(index % 150)}"#
      case 1: return #"{"email": "u\#(index)@", "country": "France", "city": "Lyon"}"#
      case 2: return #"{"email": "u@example.com", "phone": "030 \#(100_000 + index)"}"#
      case 3: return #"{"email": "u@example.com", "call": "\#(index % 30):\#(index % 60)"}"#
      default: return "{\"email\": \(index)"
      }
    }
    let everyCore = try FieldCLIProcess.run(["check", Self.signup, "--stdin"], lines: lines)
    let oneJob = try FieldCLIProcess.run(
      ["check", Self.signup, "--stdin", "--jobs", "1"], lines: lines)
    #expect(everyCore.exitCode == 1)
    #expect(everyCore.stderr == "")
    #expect(everyCore.stdoutLines.count == 10_000)
    #expect(everyCore.stdout == oneJob.stdout)
    #expect(everyCore.stdoutLines[2] == oneJob.stdoutLines[2])
    #expect(
      everyCore.stdoutLines[15]
        == "ok\t"
        + #"{"email":"u15@example.com","website":null,"age":15,"phone":null,"birthday":null,"call":null,"country":null,"city":null,"bio":null}"#
    )
  }
  @Test func check_booleansAndMultipleChoices_areTypedAndCheckedAgainstTheirLimits() throws {
    let order = SessionCommandTests.examples.appendingPathComponent("order.json").path
    let result = try FieldCLIProcess.run(
      ["check", order, "--stdin", "--locale", "de_DE"],
      lines: [
        #"{"name": "Jo", "toppings": ["Oliven", "Käse"], "newsletter": false, "terms": true}"#,
        #"{"name": "Jo", "terms": false}"#,
        #"{"name": "Jo", "toppings": ["Käse", "Schinken", "Oliven"], "terms": "ja"}"#,
        #"{"toppings": ["Käse", "Käse"], "newsletter": true}"#,
      ])
    expectRun(
      result,
      stdout: "ok\t"
        + #"{"name":"Jo","toppings":["Käse","Oliven"],"newsletter":false,"terms":true}"#
        + "\ninvalid\t"
        + #"{"terms":{"state":["valueMissing"],"message":"Setze das Häkchen, wenn du fortfahren möchtest."}}"#
        + "\ninvalid\t"
        + #"{"toppings":{"state":["rangeOverflow"],"message":"Wähle höchstens 2 Optionen."},"terms":{"state":["typeMismatch"],"message":"Erwartet: true oder false, gefunden: Text."}}"#
        + "\ninvalid\t"
        + #"{"name":{"state":["valueMissing"],"message":"Fülle dieses Feld aus."},"toppings":{"state":["typeMismatch"],"message":"Die Option 'Käse' ist mehrfach gewählt; wähle jede Option höchstens einmal."},"terms":{"state":["valueMissing"],"message":"Setze das Häkchen, wenn du fortfahren möchtest."}}"#
        + "\n", exitCode: 1)
  }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fieldcli fill` run whole: from a pipe, from --answers, with drafts, and at a terminal.
@Suite(.serialized) struct FillCommandTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  static let form = """
    {"title": "Anmeldung", "locale": "de_DE", "fields": [
      {"name": "email", "kind": "email", "label": "E-Mail", "required": true},
      {"name": "age", "kind": "integer", "label": "Alter", "min": 13, "required": true},
      {"name": "birthday", "kind": "date", "label": "Geburtstag", "default": "2000-01-31"},
      {"name": "country", "kind": "choice", "label": "Land", "options": ["Deutschland", "France"]},
      {"name": "news", "kind": "boolean", "label": "Newsletter", "default": false}]}
    """

  static let values =
    #"{"email":"jo@example.com","age":42,"birthday":"2000-02-29","country":"France","news":true}"#
    + "\n"

  /// A fresh folder holding the form as `form.json`.
  final class Folder {
    let url: URL
    init(form: String = FillCommandTests.form) throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("fill-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try write(form, to: "form.json")
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func write(_ text: String, to name: String) throws {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }
    func read(_ name: String) -> String? {
      FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  // MARK: - From a pipe

  @Test func fill_pipedInvalidThenValidAnswers_reasksWithMessagesAndPrintsJSON() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")],
      lines: [
        "jo@", "jo@example.com", "", "12", "42", "31.02.2000", "29.02.2000", "3", "france", "ja",
      ])
    expectRun(
      result, stdout: Self.values,
      stderr: """
        E-Mail:
        Gib eine E-Mail-Adresse wie name@example.com ein.
        E-Mail:
        Alter:
        Gib eine ganze Zahl ein.
        Alter:
        Gib 13 oder mehr ein.
        Alter:
        Geburtstag (TT.MM.JJJJ) [31.01.2000]:
        Gib ein Datum ein.
        Geburtstag (TT.MM.JJJJ) [31.01.2000]:
          1) Deutschland  2) France
        Land:
        Wähle eine der Optionen.
          1) Deutschland  2) France
        Land:
        Newsletter (ja/nein) [nein]:

        """, exitCode: 0)
  }

  @Test func fill_emptyLines_keepDefaultsAndLeaveOptionalFieldsEmpty() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")], lines: ["jo@example.com", "42", "", "", ""])
    expectRun(
      result,
      stdout:
        #"{"email":"jo@example.com","age":42,"birthday":"2000-01-31","country":null,"news":false}"#
        + "\n", stderr: nil, exitCode: 0)
  }

  @Test func fill_toolbarWordsFromAPipe_moveAndFinish() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--locale", "en_US"],
      lines: [":prev", "jo@example.com", ":done", "42", ":prev", "", ":done"])
    expectRun(
      result,
      stdout:
        #"{"email":"jo@example.com","age":42,"birthday":"2000-01-31","country":null,"news":false}"#
        + "\n",
      stderr: """
        E-Mail:
        This is the first field.
        E-Mail:
        Alter:
        'age' (Alter) has no answer yet.
        Alter:
        Geburtstag (M/D/YYYY) [Jan 31, 2000]:
        Alter [42]:
        Geburtstag (M/D/YYYY) [Jan 31, 2000]:

        """, exitCode: 0)
  }

  @Test func fill_strict_firstInvalidAnswerEndsTheRunWithExit1() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--strict"], lines: ["jo@example.com", "12", "42"])
    expectRun(
      result, stdout: "",
      stderr: """
        E-Mail:
        Alter:
        fieldcli: The answer to 'age' (Alter) is not valid: Gib 13 oder mehr ein.

        """, exitCode: 1)
  }

  @Test func fill_inputEndsMidForm_exit1NamingTheFirstUnansweredField() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")], lines: ["jo@example.com"])
    expectRun(
      result, stdout: "",
      stderr: """
        E-Mail:
        Alter:
        fieldcli: The form is incomplete: 'age' (Alter) has no answer.

        """, exitCode: 1)
  }

  @Test func fill_lineNotUTF8OrTooLong_isRefusedAndAskedAgain() throws {
    let folder = try Folder()
    var input = Data([0xFF, 0x0A])
    input += Data(String(repeating: "a", count: (1 << 20) + 1).utf8) + Data([0x0A])
    input += Data("jo@example.com\n".utf8)
    let result = try FieldCLIProcess.run(["fill", folder.path("form.json")], stdin: input)
    #expect(result.exitCode == 1)
    #expect(
      result.stderr.hasPrefix(
        """
        E-Mail:
        The line is not valid UTF-8; please convert it to UTF-8.
        E-Mail:
        The line is 1048577 bytes long; an answer is at most 1048576 bytes.
        E-Mail:
        Alter:

        """))
  }

  @Test func fill_answersFile_fillsTheSignupExample() throws {
    let result = try FieldCLIProcess.run([
      "fill", Self.examples.appendingPathComponent("signup.json").path, "--answers",
      Self.examples.appendingPathComponent("signup.answers").path,
    ])
    expectRun(
      result,
      stdout: #"{"email":"jo@example.com","website":"https://example.com/","age":42,"#
        + #""phone":"+49301234567","birthday":"2000-01-31","call":"13:30","#
        + #""country":"Deutschland","city":"Hamburg","bio":"Hallo!"}"# + "\n",
      stderr: nil, exitCode: 0)
    #expect(result.stderr.contains("phone (030 123456):\n"))
  }

  @Test func fill_missingFiles_exit2WithOneLine() throws {
    let folder = try Folder()
    expectUsageError(
      try FieldCLIProcess.run(["fill", folder.path("nope.json")]),
      containing: "cannot be read; check the path")
    expectUsageError(
      try FieldCLIProcess.run(["fill", folder.path("form.json"), "--answers", folder.path("x")]),
      containing: "The answers file '\(folder.path("x"))' cannot be read; check the path.")
    expectUsageError(
      try FieldCLIProcess.run(["fill", folder.path("form.json"), "--locale", "xx_!!"]),
      containing: "xx_!!")
  }

  // MARK: - Drafts

  @Test func fill_draftAfterSIGKILL_holdsEveryAcceptedAnswerAndResumes() throws {
    let folder = try Folder()
    let draft = folder.path("draft.json")
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = ["fill", folder.path("form.json"), "--draft", draft]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = FileHandle(forWritingAtPath: "/dev/null")
    try process.run()
    input.fileHandleForWriting.write(Data("jo@example.com\n12\n42\n".utf8))
    let deadline = Date().addingTimeInterval(20)
    while Date() < deadline, folder.read("draft.json")?.contains("\"age\"") != true {
      usleep(10_000)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let saved = try #require(folder.read("draft.json"))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any])
    #expect(object["answers"] as? [String: String] == ["email": "jo@example.com", "age": "42"])
    #expect(object["locale"] as? String == "de_DE")
    #expect((object["form"] as? String)?.hasPrefix("sha256:") == true)

    let resumed = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["29.02.2000", "2", "ja"])
    expectRun(
      resumed, stdout: Self.values,
      stderr: """
        Resumed 2 answers from '\(draft)'; going on at 'birthday' (Geburtstag).
        Geburtstag (TT.MM.JJJJ) [31.01.2000]:
          1) Deutschland  2) France
        Land:
        Newsletter (ja/nein) [nein]:

        """, exitCode: 0)
    #expect(folder.read("draft.json") == nil)
  }

  @Test func fill_draftInputEnds_exit1SaysWhereTheAnswersAre() throws {
    let folder = try Folder()
    let draft = folder.path("d.json")
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["jo@example.com"])
    #expect(result.exitCode == 1)
    #expect(
      result.stderr.hasSuffix(
        "fieldcli: The form is incomplete: 'age' (Alter) has no answer. Its answers are saved "
          + "in '\(draft)'; run again to go on.\n"))
    #expect(folder.read("d.json")?.contains(#""answers":{"email":"jo@example.com"}"#) == true)
  }

  @Test func fill_draftOfAnotherForm_exit2AndLeavesItAlone() throws {
    let folder = try Folder()
    let other = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", folder.path("d.json")], lines: ["a@b.de"])
    #expect(other.exitCode == 1)
    let before = try #require(folder.read("d.json"))
    try folder.write(
      Self.form.replacingOccurrences(of: "Anmeldung", with: "Other"), to: "form.json")
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", folder.path("d.json")], lines: ["x@y.de"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The draft '\(folder.path("d.json"))' belongs to another form; name "
        + "another file with '--draft', or remove it to start afresh.\n", exitCode: 2)
    #expect(folder.read("d.json") == before)
  }

  @Test func fill_corruptDraft_exit2AndLeavesItAlone() throws {
    let folder = try Folder()
    try folder.write("{\"draft\": \"fieldcli fill\", \"form\": ", to: "d.json")
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", folder.path("d.json")], lines: ["x@y.de"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The file '\(folder.path("d.json"))' is not a draft: line 1, column 36: "
        + "Expected a value (an object, array, string, number, true, false or null), found the "
        + "end of the file. Name another file with '--draft', or remove it to start afresh.\n",
      exitCode: 2)
    #expect(folder.read("d.json") == "{\"draft\": \"fieldcli fill\", \"form\": ")
  }

  // MARK: - At a terminal

  static let login = """
    {"title": "Login", "locale": "en_US", "fields": [
      {"name": "user", "kind": "text", "label": "User", "required": true},
      {"name": "pin", "kind": "text", "traits": {"secure": true}, "required": true},
      {"name": "note", "kind": "text"}]}
    """

  @Test func fill_terminal_editsLinesHidesSecretsAndRecallsHistory() throws {
    let folder = try Folder(form: Self.login)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("User: ")
    terminal.type("jo\r")
    try terminal.waitFor("pin: ")
    terminal.type("s3cret\r")
    try terminal.waitForEditor("note: ")
    // Three steps left, an insertion, then back to the end: "hello wrld" becomes "hello world".
    terminal.type("hello wrld\u{1B}[D\u{1B}[D\u{1B}[Do\r")
    let shown = try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    #expect(shown.contains("Login\r\n"))
    #expect(shown.contains(#"{"user":"jo","pin":"s3cret","note":"hello world"}"#))
    // The secret was typed but never shown; the JSON on stdout is the only place it appears.
    #expect(shown.components(separatedBy: "s3cret").count == 2)
    #expect(!shown.contains("\u{1B}[31m") || shown.contains("\u{1B}[0m"))

    let again = try PTYProcess(["fill", folder.path("form.json")])
    try again.waitFor("User: ")
    again.type("first\r")
    try again.waitFor("pin: ")
    again.type(":prev\r")
    // The answer is in the line again, editable: five Backspaces empty it, Up recalls
    // "first" from the history, and Return answers it again.
    try again.waitForEditor("User: first")
    again.type("\u{7F}\u{7F}\u{7F}\u{7F}\u{7F}\u{1B}[A\r")
    try again.waitFor("pin: ")
    again.type("1\r")
    try again.waitFor("note: ")
    again.type(":done\r")
    try again.waitFor("}")
    #expect(try again.exitCode() == 0)
    #expect(again.transcript.contains(#"{"user":"first","pin":"1","note":null}"#))
  }

  @Test func fill_terminalCtrlC_exits130AndKeepsTheDraft() throws {
    let folder = try Folder(form: Self.login)
    let terminal = try PTYProcess([
      "fill", folder.path("form.json"), "--draft", folder.path("d.json"),
    ])
    try terminal.waitFor("User: ")
    terminal.type("jo\r")
    try terminal.waitFor("pin: ")
    terminal.type("se\u{03}")
    #expect(try terminal.exitCode() == 130)
    #expect(folder.read("d.json")?.contains(#""answers":{"user":"jo"}"#) == true)
  }

  @Test func fill_terminalCtrlCWhileEditing_exits130() throws {
    let folder = try Folder(form: Self.login)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("User: ")
    terminal.type("half typed\u{03}")
    #expect(try terminal.exitCode() == 130)
    #expect(!terminal.transcript.contains("{"))
  }

  @Test func fill_terminalCtrlD_exits1NamingTheField() throws {
    let folder = try Folder(form: Self.login)
    let terminal = try PTYProcess(["fill", folder.path("form.json")])
    try terminal.waitFor("User: ")
    terminal.type("\u{04}")
    try terminal.waitFor("incomplete")
    #expect(try terminal.exitCode() == 1)
    #expect(
      terminal.transcript.contains(
        "fieldcli: The form is incomplete: 'user' (User) has no answer.\r\n"))
  }

  @Test(arguments: [false, true])
  func fill_terminalMessage_isRedUnlessNoColor(noColor: Bool) throws {
    let folder = try Folder(form: Self.login)
    var environment = ["TERM": "xterm"]
    if noColor { environment["NO_COLOR"] = "1" }
    let terminal = try PTYProcess(["fill", folder.path("form.json")], environment: environment)
    try terminal.waitFor("User: ")
    terminal.type("\r")
    try terminal.waitFor("Fill in this field.")
    terminal.type("\u{04}")
    #expect(try terminal.exitCode() == 1)
    let red = "\u{1B}[31mFill in this field.\u{1B}[0m\r\n"
    #expect(terminal.transcript.contains(red) != noColor)
  }

  @Test func fill_dumbTerminal_asksWithoutControlCodes() throws {
    let folder = try Folder(form: Self.login)
    let terminal = try PTYProcess(
      ["fill", folder.path("form.json")], environment: ["TERM": "dumb"])
    try terminal.waitFor("User: ")
    terminal.type("\r")
    try terminal.waitFor("Fill in this field.")
    terminal.type("\u{04}")
    #expect(try terminal.exitCode() == 1)
    #expect(!terminal.transcript.contains("\u{1B}"))
  }
}

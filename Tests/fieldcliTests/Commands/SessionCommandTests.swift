import Foundation
import Testing

struct SessionCommandTests {
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples")

  @Test func session_exampleScript_printsTheWholeTranscript() throws {
    let result = try FieldCLIProcess.run([
      "session", Self.examples.appendingPathComponent("signup.session").path,
    ])
    expectRun(
      result,
      stdout: """
        loaded 'Sign up': 9 fields in de_DE
        focus email: emailAddress keyboard
        emailAddress keyboard in de_DE
        q w e r t z u i o p
        a s d f g h j k l
        ⇧ y x c v b n m ⌫
        123 space @ . return
        email: jo@ex|
        refused: The emailAddress keyboard in de_DE has no key for 'ä'; it types ASCII letters, digits, punctuation and space.
        email: jo@ex|
        email: jo@example.com|
        email: jo@example|.com
        email: [jo]@example.com
        email: max|@example.com
        focus age: numberPad keyboard
        refused: The numberPad keyboard in de_DE has no key for 'x'; it types 0–9.
        age: 42|
        focus phone: phonePad keyboard
        refused: The phonePad keyboard in de_DE has no key for ' '; it types 0–9, '*', '#' and '+'.
        refused: The phonePad keyboard in de_DE has no key for ' '; it types 0–9, '*', '#' and '+'.
        phone: +49 30 1234567|
        phone: +49 30 123|4567
        phone: +49 30 12|4567
        focus birthday: date picker
        0 day: 30 [31] 1
        1 month: Dezember [Januar] Februar
        2 year: 1999 [2000] 2001
        birthday: 29.02.2000
        birthday: 28.02.1999
        focus call: time picker
        call: 00:30
        focus country: picker
        country: France
        focus city: picker
        0: [Paris] Lyon
        focus bio: default keyboard
        bio: \\n|
        email: valid
        website: valid
        age: valid
        phone: valid
        birthday: valid
        call: valid
        country: valid
        city: valid
        bio: valid
        {"email":"max@example.com","website":null,"age":42,"phone":"+4930124567","birthday":"1999-02-28","call":"00:30","country":"France","city":"Paris","bio":null}

        """, exitCode: 0)
  }

  @Test func session_badCommands_reportOneLineEachAndGoOnThenExit1() throws {
    let script = """
      focus email
      load \(Self.examples.appendingPathComponent("signup.json").path)
      fly away
      focus emial
      delete x
      focus age
      wheel 0 +1
      type 7
      focus birthday
      type 1
      show validity
      """
    let result = try FieldCLIProcess.run(["session"], stdin: Data(script.utf8))
    #expect(result.exitCode == 1)
    #expect(
      result.stderr == """
        fieldcli: line 1: No form is loaded; start with 'load FORM.json'.
        fieldcli: line 3: Unknown command 'fly'; type 'help' for the commands.
        fieldcli: line 4: No field is named 'emial'. Did you mean 'email'?
        fieldcli: line 5: 'delete' takes a whole number such as 'delete 2', not 'x'.
        fieldcli: line 7: The field 'age' has a keyboard, not a picker; use 'type' instead.
        fieldcli: line 10: The field 'birthday' shows a picker, not a keyboard; use 'wheel' or 'pick'.

        """)
    #expect(result.stdoutLines.contains("age: 7|"))
    #expect(
      result.stdoutLines.contains(
        "age: invalid rangeUnderflow: Gib 13 oder mehr ein."))
  }

  @Test func session_strict_stopsAtTheFirstError() throws {
    let result = try FieldCLIProcess.run(
      ["session", "--strict"], stdin: Data("help\nnope\nhelp\n".utf8))
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 41)
    #expect(
      result.stderr == "fieldcli: line 2: Unknown command 'nope'; type 'help' for the commands.\n")
  }

  @Test func session_badSpec_namesTheFileLineAndColumn() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"fields": [{"name": "a", "kind": "text", "requried": true}]}"#.utf8)
      .write(to: folder.appendingPathComponent("bad.json"))
    try Data("load bad.json\n".utf8).write(to: folder.appendingPathComponent("s.session"))
    let result = try FieldCLIProcess.run([
      "session", folder.appendingPathComponent("s.session").path,
    ])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: line 1: bad.json:1:43: Unknown key 'requried' in the field 'a'. Did you mean 'required'?\n",
      exitCode: 1)
  }

  @Test func session_missingScript_isBadUsage() throws {
    let result = try FieldCLIProcess.run(["session", "/no/such.session"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The script '/no/such.session' cannot be read; check the path.\n",
      exitCode: 2)
  }

  @Test func session_scriptIsAFolder_isBadUsage() throws {
    let folder = FileManager.default.temporaryDirectory.path
    let result = try FieldCLIProcess.run(["session", folder])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The script '\(folder)' cannot be read; check the path.\n", exitCode: 2)
  }

  /// `type` and `paste` had no cap: 100 MB typed into a field of 160 characters took 3.3 GB.
  @Test func session_overlongLine_isRefusedAndScriptGoesOn() throws {
    let signup = Self.examples.appendingPathComponent("signup.json").path
    let longest = "# " + String(repeating: "x", count: (1 << 20) - 2)
    let lines = [
      "load \(signup)", "focus bio", "type " + String(repeating: "a", count: 1 << 20), longest,
      longest + "x", "type hi",
    ]
    let result = try FieldCLIProcess.run(["session"], lines: lines)
    expectRun(
      result,
      stdout: """
        loaded 'Sign up': 9 fields in de_DE
        focus bio: default keyboard
        bio: hi|

        """,
      stderr: """
        fieldcli: line 3: The line is 1048581 bytes long; a session line is at most 1048576 bytes.
        fieldcli: line 5: The line is 1048577 bytes long; a session line is at most 1048576 bytes.

        """, exitCode: 1)
  }

  @Test func session_strict_stopsAtAnOverlongLine() throws {
    let lines = ["help", String(repeating: "#", count: (1 << 20) + 1), "help"]
    let result = try FieldCLIProcess.run(["session", "--strict"], lines: lines)
    #expect(result.exitCode == 1)
    #expect(result.stdoutLines.count == 41)
    #expect(
      result.stderr
        == "fieldcli: line 2: The line is 1048577 bytes long; a session line is at most 1048576 bytes.\n"
    )
  }

  /// A script file was read whole: a 40 MB script took 644 MB.
  ///
  /// Now it is streamed a line at a time, a huge line is skipped unread, and `load` still
  /// reads paths beside the script.
  @Test func session_scriptFileWithAHugeLine_isStreamedLineByLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-session-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      at: Self.examples.appendingPathComponent("signup.json"),
      to: folder.appendingPathComponent("form.json"))
    var script = Data("load form.json\r\nfocus age\n# ".utf8)
    script.append(Data(repeating: UInt8(ascii: "#"), count: 5_000_000))
    script.append(Data("\ntype 42\nvalue age".utf8))
    let path = folder.appendingPathComponent("s.session").path
    try script.write(to: URL(fileURLWithPath: path))
    let result = try FieldCLIProcess.run(["session", path])
    expectRun(
      result,
      stdout: """
        loaded 'Sign up': 9 fields in de_DE
        focus age: numberPad keyboard
        age: 42|
        age: 42

        """,
      stderr:
        "fieldcli: line 3: The line is 5000002 bytes long; a session line is at most 1048576 bytes.\n",
      exitCode: 1)
  }

  @Test func session_stdin_answersEachLineBeforeTheNextArrives() throws {
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = ["session"]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    defer {
      try? input.fileHandleForWriting.close()
      process.waitUntilExit()
    }
    let signup = Self.examples.appendingPathComponent("signup.json").path
    input.fileHandleForWriting.write(Data("load \(signup)\n".utf8))
    // The pipe stays open: the session must answer the line without waiting for more.
    let answered = DispatchSemaphore(value: 0)
    let reader = output.fileHandleForReading
    let received = Received()
    DispatchQueue.global().async {
      received.data = reader.availableData
      answered.signal()
    }
    #expect(answered.wait(timeout: .now() + 20) == .success)
    #expect(
      String(decoding: received.data, as: UTF8.self) == "loaded 'Sign up': 9 fields in de_DE\n")
  }

  /// Typing the 64th digit into a phone field hung the session.
  @Test(arguments: [64, 10_000])
  func session_phoneFieldTypingManyDigits_terminates(count: Int) throws {
    let digits = String(repeating: "1", count: count)
    let signup = Self.examples.appendingPathComponent("signup.json").path
    let result = try FieldCLIProcess.run(
      ["session"], lines: ["load \(signup)", "focus phone", "type \(digits)"])
    expectRun(
      result,
      stdout: """
        loaded 'Sign up': 9 fields in de_DE
        focus phone: phonePad keyboard
        phone: \(count > 1_000 ? "…" + digits.suffix(40) + "| (\(count) characters)" : digits + "|")

        """, exitCode: 0)
  }

  /// Written by the reader thread before it signals, read after the wait: ordered.
  private final class Received: @unchecked Sendable { var data = Data() }
}

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
    #expect(result.stdoutLines.count == 18)
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
}

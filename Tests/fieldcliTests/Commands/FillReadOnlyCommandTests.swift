import Foundation
import Testing

/// `fieldcli fill` with readonly fields: shown as answered fields are left, never asked, in
/// every mode; `check` and `html` on the same spec.
@Suite(.serialized) struct FillReadOnlyCommandTests {
  static let form = """
    {"title": "Order", "locale": "en_US", "fields": [
      {"name": "id", "kind": "text", "label": "Customer", "readonly": true, "default": "A-17"},
      {"name": "email", "kind": "email", "label": "E-mail", "required": true},
      {"name": "total", "kind": "integer", "readonly": true, "default": "42"},
      {"name": "pin", "kind": "integer", "keyboard": "none"}]}
    """

  static let values = #"{"id":"A-17","email":"a@b.co","total":42,"pin":7}"# + "\n"
  static let shown = "Customer: A-17\nE-mail:\ntotal: 42\npin:\n"

  @Test func fill_pipe_showsReadonlyFieldsWithoutAskingThem() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json")], lines: ["a@b.co", "7"])
    expectRun(result, stdout: Self.values, stderr: Self.shown, exitCode: 0)
  }

  @Test func fill_answersFile_takesNoLineForReadonlyFields() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    try folder.write("a@b.co\n7\n", to: "answers")
    let result = try FieldCLIProcess.run([
      "fill", folder.path("form.json"), "--answers", folder.path("answers"),
    ])
    expectRun(result, stdout: Self.values, stderr: Self.shown, exitCode: 0)
  }

  @Test func fill_terminal_showsReadonlyFieldsBetweenThePrompts() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let terminal = try PTYProcess(
      ["fill", folder.path("form.json")], environment: ["TERM": "dumb"])
    try terminal.waitFor("E-mail: ")
    terminal.type("a@b.co\r")
    try terminal.waitFor("pin: ")
    terminal.type("7\r")
    // The values end the run; waiting for them means the reading thread has them too.
    try terminal.waitFor("}")
    #expect(try terminal.exitCode() == 0)
    let transcript = terminal.transcript.replacing("\r\n", with: "\n")
    #expect(
      transcript.hasSuffix(
        "\nCustomer: A-17\nE-mail: a@b.co\ntotal: 42\npin: 7\n" + Self.values))
  }

  @Test func check_readonlyFieldOutOfItsConstraints_isOkWithItsValue() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    try folder.write(#"{"id": "zz", "email": "a@b.co", "total": "x"}"#, to: "post.json")
    let result = try FieldCLIProcess.run([
      "check", folder.path("form.json"), folder.path("post.json"),
    ])
    expectRun(
      result, stdout: "ok\t" + #"{"id":"zz","email":"a@b.co","total":"x","pin":null}"# + "\n",
      stderr: nil, exitCode: 0)
  }

  @Test func html_writesReadonlyAndInputmodeNone_andSpecReadsThemBack() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let html = try FieldCLIProcess.run(["html", folder.path("form.json")])
    #expect(html.stdout.contains(#"name="id" type="text" readonly value="A-17">"#))
    #expect(html.stdout.contains(#"name="pin" type="number" inputmode="none">"#))
    try folder.write(html.stdout, to: "page.html")
    let spec = try FieldCLIProcess.run(["spec", folder.path("page.html")])
    expectRun(spec, stdout: nil, stderr: "", exitCode: 0)
    #expect(
      spec.stdout.contains(
        #"{"name": "id", "kind": "text", "label": "Customer", "readonly": true, "default": "A-17"}"#
      ))
    #expect(spec.stdout.contains(#"{"name": "pin", "kind": "integer", "keyboard": "none"}"#))
  }
}

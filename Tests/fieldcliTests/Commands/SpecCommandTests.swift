import Foundation
import Testing

/// `fieldcli spec`, and the pages `fill`, `check`, `html` and a session's `load` read.
struct SpecCommandTests {
  static let page = """
    <!DOCTYPE html>
    <html lang="de-DE">
    <head><title>Anmelden</title></head>
    <body>
    <form id="login" action="/signin" method="post">
      <label for="email">E-Mail</label>
      <input id="email" name="email" type="email" required autocomplete="username" enterkeyhint="next">
      <label>Passwort <input name="password" type="password" required minlength="8"></label>
      <select name="plan" aria-label="Tarif"><option value="free">Kostenlos</option><option value="pro">Pro</option></select>
      <input type="checkbox" name="remember" value="yes" aria-label="Angemeldet bleiben">
      <input type="file" name="avatar">
      <input type="submit" value="Anmelden">
    </form>
    <form name="search"><input name="q" type="search"></form>
    </body>
    </html>
    """

  static let golden = """
    {
      "title": "Anmelden",
      "locale": "de_DE",
      "path": "/signin",
      "fields": [
        {"name": "email", "kind": "email", "label": "E-Mail", "required": true, "traits": {"contentType": "username", "returnKey": "next"}},
        {"name": "password", "kind": "text", "label": "Passwort", "required": true, "minLength": 8, "count": "utf16", "traits": {"secure": true}},
        {"name": "plan", "kind": "choice", "label": "Tarif", "default": "Kostenlos", "options": [{"title": "Kostenlos", "value": "free"}, {"title": "Pro", "value": "pro"}]},
        {"name": "remember", "kind": "boolean", "label": "Angemeldet bleiben", "value": "yes"}
      ]
    }

    """

  static let warning =
    "page.html:11:3: warning: The control 'avatar' (<input type=file>) is a file picker, which a form spec cannot model; it is left out.\n"

  /// A folder holding the page as `page.html`, removed after `body`.
  static func withPage(_ body: (URL) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(page.utf8).write(to: folder.appendingPathComponent("page.html"))
    try body(folder)
  }

  @Test func spec_page_printsTheGoldenJSONAndWarnsOnStderr() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(["spec", path, "--form", "login"])
      expectRun(
        result, stdout: Self.golden,
        stderr: Self.warning.replacingOccurrences(of: "page.html", with: path), exitCode: 0)
    }
  }

  @Test func spec_severalFormsWithoutForm_exits2NamingThem() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(["spec", path])
      expectRun(
        result, stdout: "",
        stderr:
          "fieldcli: The page '\(path)' has 2 forms ('login', 'search'); please choose one with '--form login'.\n",
        exitCode: 2)
    }
  }

  /// A form whose every control is left out says why: each warning, then the first one in the
  /// line that ends the run.
  @Test func spec_formWithNoModelledControl_printsEveryWarningThenExits2() throws {
    // A short path: a message shows at most 64 characters of a name.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fs-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("upload.html").path
    try Data("<form>\n<input name=a type=file>\n<input type=range name=r>\n</form>".utf8)
      .write(to: URL(fileURLWithPath: path))
    let result = try FieldCLIProcess.run(["spec", path])
    expectRun(
      result, stdout: "",
      stderr: """
        \(path):2:1: warning: The control 'a' (<input type=file>) is a file picker, which a form spec cannot model; it is left out.
        \(path):3:1: warning: The control 'r' (<input type=range>) is a slider, which a form spec cannot model; it is left out.
        fieldcli: The form '1' of '\(path)' has no control that becomes a field (each needs a name and a type Fields models); at 2:1: The control 'a' (<input type=file>) is a file picker, which a form spec cannot model; it is left out. (and 1 more)

        """, exitCode: 2)
  }

  @Test func spec_unknownForm_exits2NamingTheForms() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(["spec", path, "--form", "nope"])
      expectRun(
        result, stdout: "",
        stderr:
          "fieldcli: The page '\(path)' has no form with the id or name 'nope'; please choose one of 'login', 'search', such as '--form login'.\n",
        exitCode: 2)
    }
  }

  @Test func spec_pageWithoutForm_exits2() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fields-spec-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("none.html").path
    try Data("<p>Hello</p>".utf8).write(to: URL(fileURLWithPath: path))
    let result = try FieldCLIProcess.run(["spec", path])
    expectRun(
      result, stdout: "",
      stderr:
        "fieldcli: The page '\(path)' has no <form>; name a page with a form, or a form spec (JSON).\n",
      exitCode: 2)
  }

  @Test func spec_folder_exits2() throws {
    let result = try FieldCLIProcess.run(["spec", "/tmp"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The page '/tmp' is a folder, not a regular file; name an HTML file.\n",
      exitCode: 2)
  }

  @Test func check_pageWithURLEncodedBodies_checksValues() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(
        ["check", path, "--form", "login", "--stdin", "--body", "urlencoded"],
        lines: ["email=jo%40example.com&password=geheim123&plan=pro&remember=yes", "email=x"])
      #expect(result.exitCode == 1)
      let lines = result.stdout.split(separator: "\n").map(String.init)
      #expect(
        lines.first
          == "ok\t"
          + #"{"email":"jo@example.com","password":"geheim123","plan":"pro","remember":true}"#)
      #expect(lines.last?.hasPrefix("invalid\t{\"email\":") == true)
    }
  }

  /// The person answers with the option's number or title; the output carries the value a
  /// browser submits (`pro`), as `check` prints it.
  @Test func fill_pageFromAPipe_printsTheValues() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(
        ["fill", path, "--form", "login"], lines: ["jo@example.com", "geheim123", "2", "ja"])
      #expect(result.exitCode == 0)
      #expect(
        result.stdout
          == #"{"email":"jo@example.com","password":"geheim123","plan":"pro","remember":true}"#
          + "\n")
    }
  }

  @Test func html_page_writesItsFormAsAPage() throws {
    try Self.withPage { folder in
      let path = folder.appendingPathComponent("page.html").path
      let result = try FieldCLIProcess.run(["html", path, "--form", "login"])
      #expect(result.exitCode == 0)
      #expect(result.stdout.contains(#"<option value="pro">Pro</option>"#))
      #expect(result.stdout.contains(#"autocomplete="username""#))
    }
  }

  @Test func formFlag_onAJSONSpec_exits2() throws {
    let result = try FieldCLIProcess.run([
      "html", HTMLCommandTests.example("signin.json"), "--form", "login",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stderr.contains("'--form login' picks a form of an HTML page"))
  }

  @Test func session_loadPageAndForm_loadsIt() throws {
    try Self.withPage { folder in
      // A script's paths are read from its folder, and messages name them as written.
      let script = folder.appendingPathComponent("script.txt")
      try Data("load page.html\nload page.html login\nfocus email\n".utf8).write(to: script)
      let result = try FieldCLIProcess.run(["session", script.path])
      #expect(
        result.stderr
          == "fieldcli: line 1: The page 'page.html' has 2 forms ('login', 'search'); please choose one with 'load page.html login'.\n"
      )
      #expect(result.stdout.hasPrefix(Self.warning + "loaded 'Anmelden': 4 fields in de_DE\n"))
    }
  }
}

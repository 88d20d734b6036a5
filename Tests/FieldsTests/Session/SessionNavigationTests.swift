import Fields
import Foundation
import Testing

/// `config`, `visit`, `route`, `stacks`, `bridge` and the toolbar per screen.
struct SessionNavigationTests {
  func expectError(
    _ session: Session, _ line: String, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let printed = try session.run(line)
      Issue.record("\(line) printed \(printed)", sourceLocation: sourceLocation)
    } catch {
      #expect(error.message == message, sourceLocation: sourceLocation)
    }
  }

  func configured() throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("config paths.json")
    _ = try session.run("load signin.json")
    _ = try session.run("focus email")
    return session
  }

  @Test func config_pathsFile_namesItsRules() throws {
    let session = Session(directory: FormSpecTests.examples.path)
    #expect(
      try session.run("config paths.json") == ["loaded path configuration 'paths.json': 3 rules"])
  }

  @Test func config_fileWithWarnings_printsThemAfterTheConfirmationAsLintDoes() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SessionNavigationTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      {"rules": [
        {"patterns": ["/new$"], "properties": {"context": "modal", "presentaton": "replace"}},
        {"patterns": ["/a$"], "properties": {}, "coment": "x"}
      ]}
      """.utf8
    ).write(to: folder.appendingPathComponent("typo.json"))
    try Data(#"{"rules": []}"#.utf8).write(to: folder.appendingPathComponent("clean.json"))
    let session = Session(directory: folder.path)
    #expect(
      try session.run("config typo.json") == [
        "loaded path configuration 'typo.json': 2 rules",
        "typo.json:2:62: warning: rule 0: Unknown property 'presentaton'. Did you mean 'presentation'?",
        "typo.json:3:43: warning: rule 1: Unknown key 'coment' in the rule; it is ignored. Did you mean 'comment'?",
      ])
    // The warnings of a file loaded before were printed then, and are not repeated.
    #expect(
      try session.run("config clean.json") == ["loaded path configuration 'clean.json': 0 rules"])
    // The file loads despite them: the misspelled presentation is not read.
    #expect(try session.run("config typo.json").count == 3)
    #expect(try session.run("visit /posts/new") == ["present modal with /posts/new"])
  }

  @Test func showToolbar_formPathWithoutDefaultToolbarBeforeAnyVisit_isNone() throws {
    #expect(try configured().run("show toolbar") == ["toolbar: none"])
  }

  @Test func showToolbar_defaultToolbarFalseInMainAndModal_isNone() throws {
    let session = try configured()
    #expect(try session.run("visit /posts") == ["push /posts on main"])
    #expect(try session.run("show toolbar") == ["toolbar: (Previous) [Next] <space> [Done]"])
    #expect(try session.run("visit /signin context=default") == ["push /signin on main"])
    #expect(try session.run("stacks") == ["main: /posts /signin", "modal:"])
    #expect(try session.run("show toolbar") == ["toolbar: none"])
    #expect(try session.run("visit /posts/new") == ["present modal with /posts/new"])
    #expect(try session.run("show toolbar") == ["toolbar: (Previous) [Next] <space> [Done]"])
    #expect(try session.run("visit /signin") == ["push /signin on modal"])
    #expect(try session.run("stacks") == ["main: /posts /signin", "modal: /posts/new /signin"])
    #expect(try session.run("show toolbar") == ["toolbar: none"])
  }

  @Test func tap_toolbarOff_saysWhyAndWhatToUse() throws {
    let session = try configured()
    expectError(
      session, "tap done",
      "The toolbar is off on this screen (default_toolbar: false at /signin); use 'done' or 'next' instead."
    )
  }

  @Test func bridge_connectThenDisappear_turnsTheToolbarOffThenOn() throws {
    let session = try configured()
    _ = try session.run("visit /posts")
    #expect(
      try session.run("bridge connect form")
        == ["bridge form connected on /posts: toolbar off (bridge form connected)"])
    #expect(try session.run("show toolbar") == ["toolbar: none"])
    #expect(
      try session.run("bridge disappear form") == ["bridge form: /posts disappeared, toolbar on"])
    #expect(try session.run("show toolbar") == ["toolbar: (Previous) [Next] <space> [Done]"])
  }

  @Test func bridge_connectionOnAnotherScreen_doesNotLeak() throws {
    let session = try configured()
    _ = try session.run("visit /posts")
    _ = try session.run("bridge connect form")
    _ = try session.run("visit /posts/1")
    #expect(try session.run("show toolbar") == ["toolbar: (Previous) [Next] <space> [Done]"])
    expectError(
      session, "bridge disappear form",
      "No bridge component 'form' is connected on /posts/1; 'bridge connect form' connects it.")
    // Back on /posts, its component is still connected; reloading the page disconnects it.
    #expect(try session.run("visit /posts presentation=pop") == ["pop main"])
    #expect(try session.run("show toolbar") == ["toolbar: none"])
    _ = try session.run("visit /posts/1")
    #expect(try session.run("visit /posts") == ["pop main, refresh /posts on main"])
    #expect(try session.run("show toolbar") == ["toolbar: (Previous) [Next] <space> [Done]"])
  }

  @Test func route_printsPropertiesAndDecision_stacksUnchanged() throws {
    let session = try configured()
    #expect(
      try session.run("route /signin")
        == [
          #"properties: {"context":"modal","default_toolbar":false,"pull_to_refresh_enabled":true}"#,
          "decision: present modal with /signin",
        ])
    #expect(try session.run("stacks") == ["main:", "modal:"])
  }

  @Test func visit_withoutConfig_usesTheBuiltInRulesOnly() throws {
    let session = Session()
    #expect(try session.run("visit /posts/new") == ["push /posts/new on main"])
    #expect(try session.run("visit /posts/1") == ["push /posts/1 on main"])
    #expect(try session.run("visit /recede_historical_location") == ["pop main"])
    #expect(try session.run("stacks") == ["main: /posts/new", "modal:"])
  }

  static let errors: [(lines: [String], error: String)] = [
    (["visit"], "'visit' needs a path, as in 'visit /posts/new context=modal'."),
    (
      ["visit /posts modal"],
      "'visit' takes properties as KEY=VALUE, as in 'visit /posts/new context=modal', not 'modal'."
    ),
    (
      ["visit /posts context=sideways"],
      "Unknown context 'sideways'. Please use 'context=default' or 'context=modal'."
    ),
    (
      ["route /posts action=jump"],
      "Unknown action 'jump'. Please use 'action=advance', 'action=replace' or 'action=restore'."
    ),
    (["bridge connect form"], "No screen is shown; 'visit PATH' first, as in 'visit /signin'."),
    (
      ["bridge"],
      "'bridge' takes connect or disappear and a component's name, as in 'bridge connect form'."
    ),
    (
      ["config nope.json"],
      "The file 'nope.json' cannot be read; check the path and that it is a file."
    ),
  ]

  @Test(arguments: errors.indices)
  func run_badNavigationCommand_throwsItsSentence(index: Int) throws {
    let session = Session(directory: FormSpecTests.examples.path)
    let (lines, error) = Self.errors[index]
    for line in lines.dropLast() { _ = try session.run(line) }
    expectError(session, lines.last ?? "", error)
  }
}

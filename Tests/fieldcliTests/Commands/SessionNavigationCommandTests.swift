import Foundation
import Testing

/// `fieldcli session`: `config`, `visit`, `route`, `stacks`, `bridge` and the toolbar per screen.
struct SessionNavigationCommandTests {
  static let examples = SessionCommandTests.examples

  @Test func session_turboScript_printsEveryVisitStacksAndToolbar() throws {
    let result = try FieldCLIProcess.run([
      "session", Self.examples.appendingPathComponent("turbo.session").path,
    ])
    expectRun(
      result,
      stdout: """
        loaded path configuration 'paths.json': 3 rules
        loaded 'Sign in': 2 fields in en_US
        focus email: emailAddress keyboard
        toolbar: none
        properties: {"context":"default","pull_to_refresh_enabled":true}
        decision: push /posts on main
        main:
        modal:
        push /posts on main
        main: /posts
        modal:
        push /posts/1 on main
        present modal with /posts/new
        main: /posts /posts/1
        modal: /posts/new
        toolbar: (Previous) [Next] <space> [Done]
        bridge form connected on /posts/new: toolbar off (bridge form connected)
        toolbar: none
        bridge form: /posts/new disappeared, toolbar on
        toolbar: (Previous) [Next] <space> [Done]
        push /signin on modal
        main: /posts /posts/1
        modal: /posts/new /signin
        toolbar: none
        pop modal
        main: /posts /posts/1
        modal: /posts/new
        dismiss modal, push /posts/2 on main
        main: /posts /posts/1 /posts/2
        modal:
        pop main to root, refresh /posts on main
        main: /posts
        modal:

        """, exitCode: 0)
  }

  @Test func session_everyPresentation_printsWhatHappenedAndTheStacks() throws {
    let result = try FieldCLIProcess.run(
      ["session"],
      lines: [
        "visit /a",
        "stacks",
        "visit /b presentation=push",
        "stacks",
        "visit /c presentation=replace",
        "stacks",
        "visit /m context=modal",
        "stacks",
        "visit /n context=modal presentation=push",
        "stacks",
        "visit /o context=modal presentation=replace",
        "stacks",
        "visit /x presentation=pop",
        "stacks",
        "visit /x presentation=refresh",
        "stacks",
        "visit /d",
        "stacks",
        "visit /e presentation=clear_all",
        "stacks",
        "visit /f presentation=replace_root",
        "stacks",
        "visit /g presentation=none",
        "stacks",
        "visit /h action=replace",
        "stacks",
        "visit https://other.example.org/",
        "stacks",
        "route /i context=modal",
        "stacks",
      ])
    expectRun(
      result,
      stdout: """
        push /a on main
        main: /a
        modal:
        push /b on main
        main: /a /b
        modal:
        replace top of main with /c
        main: /a /c
        modal:
        present modal with /m
        main: /a /c
        modal: /m
        push /n on modal
        main: /a /c
        modal: /m /n
        replace top of modal with /o
        main: /a /c
        modal: /m /o
        pop modal
        main: /a /c
        modal: /m
        dismiss modal, refresh /c on main
        main: /a /c
        modal:
        push /d on main
        main: /a /c /d
        modal:
        pop main to root, refresh /a on main
        main: /a
        modal:
        replace top of main with /f
        main: /f
        modal:
        nothing
        main: /f
        modal:
        replace top of main with /h
        main: /h
        modal:
        open https://other.example.org/ externally
        main: /h
        modal:
        properties: {"context":"modal"}
        decision: present modal with /i
        main: /h
        modal:

        """, exitCode: 0)
  }

  @Test func session_defaultToolbarFalseInMainAndModal_andABridgeCycle_turnTheToolbarOffAndOn()
    throws
  {
    let paths = Self.examples.appendingPathComponent("paths.json").path
    let signin = Self.examples.appendingPathComponent("signin.json").path
    let result = try FieldCLIProcess.run(
      ["session"],
      lines: [
        "config \(paths)", "load \(signin)", "focus email", "visit /posts", "show toolbar",
        "visit /signin context=default", "stacks", "show toolbar", "tap done", "visit /posts/new",
        "show toolbar", "visit /signin", "stacks", "show toolbar", "visit /posts presentation=pop",
        "bridge connect form", "show toolbar", "bridge disappear form", "show toolbar",
      ])
    expectRun(
      result,
      stdout: """
        loaded path configuration '\(paths)': 3 rules
        loaded 'Sign in': 2 fields in en_US
        focus email: emailAddress keyboard
        push /posts on main
        toolbar: (Previous) [Next] <space> [Done]
        push /signin on main
        main: /posts /signin
        modal:
        toolbar: none
        present modal with /posts/new
        toolbar: (Previous) [Next] <space> [Done]
        push /signin on modal
        main: /posts /signin
        modal: /posts/new /signin
        toolbar: none
        pop modal
        bridge form connected on /posts/new: toolbar off (bridge form connected)
        toolbar: none
        bridge form: /posts/new disappeared, toolbar on
        toolbar: (Previous) [Next] <space> [Done]

        """,
      stderr:
        "fieldcli: line 9: The toolbar is off on this screen (default_toolbar: false at /signin); use 'done' or 'next' instead.\n",
      exitCode: 1)
  }

  @Test func session_badNavigationCommands_printOneLineEachAndGoOn() throws {
    let mistakes = Self.examples.appendingPathComponent("paths-mistakes.json").path
    let result = try FieldCLIProcess.run(
      ["session"],
      lines: [
        "visit", "visit posts", "visit /posts context=sideways", "visit /posts modal",
        "visit /posts action=jump", "visit /posts default_toolbar=maybe", "bridge connect form",
        "bridge open form", "config /no/such.json", "config \(mistakes)", "stacks",
        "visit /posts", "bridge disappear form", "bridge connect form", "bridge connect form",
        "route /signin", "stacks",
      ])
    expectRun(
      result,
      stdout: """
        main:
        modal:
        push /posts on main
        bridge form connected on /posts: toolbar off (bridge form connected)
        properties: {}
        decision: push /signin on main
        main: /posts
        modal:

        """,
      stderr: """
        fieldcli: line 1: 'visit' needs a path, as in 'visit /posts/new context=modal'.
        fieldcli: line 2: 'posts' is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'.
        fieldcli: line 3: Unknown context 'sideways'. Please use 'context=default' or 'context=modal'.
        fieldcli: line 4: 'visit' takes properties as KEY=VALUE, as in 'visit /posts/new context=modal', not 'modal'.
        fieldcli: line 5: Unknown action 'jump'. Please use 'action=advance', 'action=replace' or 'action=restore'.
        fieldcli: line 6: 'default_toolbar' takes true or false, as in 'default_toolbar=false', not 'maybe'.
        fieldcli: line 7: No screen is shown; 'visit PATH' first, as in 'visit /signin'.
        fieldcli: line 8: 'bridge' takes connect or disappear and a component's name, as in 'bridge connect form'.
        fieldcli: line 9: The file '/no/such.json' cannot be read; check the path and that it is a file.
        fieldcli: line 10: \(mistakes):12:20: error: rule 2: The pattern '/archive/(\\d+$' does not compile: its parentheses do not pair up at character 14. (and 1 more; 'fieldcli lint \(mistakes)' lists them all)
        fieldcli: line 13: No bridge component 'form' is connected on /posts; 'bridge connect form' connects it.
        fieldcli: line 15: The bridge component 'form' is already connected on /posts.

        """,
      exitCode: 1)
  }
}

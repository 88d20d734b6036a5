import Foundation
import Testing

/// `fieldcli route --stack STATE [--action ACTION]` run whole: every row of Turbo Navigator's
/// navigation table routed from stacks that are not empty, the same-page and previous-page
/// rules, Turbo's replace action, the historical-location routes, and every STATE refused.
struct RouteStackCommandTests {
  /// A path configuration that gives each row its context and presentation by the path alone:
  /// `/m/...` is in the modal context, and a last segment names a presentation.
  static let rules = """
    {"rules": [
      {"patterns": ["^/m/"], "properties": {"context": "modal"}},
      {"patterns": ["/replace$"], "properties": {"presentation": "replace"}},
      {"patterns": ["/pop$"], "properties": {"presentation": "pop"}},
      {"patterns": ["/refresh$"], "properties": {"presentation": "refresh"}},
      {"patterns": ["/clear_all$"], "properties": {"presentation": "clear_all"}},
      {"patterns": ["/replace_root$"], "properties": {"presentation": "replace_root"}},
      {"patterns": ["/none$"], "properties": {"presentation": "none"}}
    ]}
    """

  /// Runs `fieldcli route` with the rules above and `arguments`.
  static func route(_ arguments: [String]) throws -> CLIResult {
    let folder = try LintCommandTests.Folder()
    let config = try folder.write(Data(rules.utf8), to: "rows.json")
    return try FieldCLIProcess.run(["route", "--config", config] + arguments)
  }

  /// One visit from given stacks: the row of the table it exercises (numbered as the table in
  /// `Navigator`'s documentation lists them, with its current context, given context and
  /// presentation), and the decision and stacks the line must end with.
  struct Case: CustomTestStringConvertible, Sendable {
    var row: String
    var stack: String
    var action = "advance"
    var path: String
    var decision: String
    var stacks: String

    var testDescription: String { "\(row): \(path) from \(stack)" }
  }

  static let main2 = #"{"main":["/a","/b"]}"#
  static let modal1 = #"{"main":["/a","/b"],"modal":["/m/1"]}"#
  static let modal2 = #"{"main":["/a","/b"],"modal":["/m/1","/m/2"]}"#
  static let main3modal1 = #"{"main":["/a","/b","/c"],"modal":["/m/1"]}"#

  static let cases: [Case] = [
    // 1. default / default / default: push, or replace the same page, or pop to the previous.
    Case(
      row: "1 default/default/default push", stack: main2, path: "/c",
      decision: #"{"steps":[{"step":"push","stack":"main","path":"/c"}]}"#,
      stacks: #"{"main":["/a","/b","/c"],"modal":[]}"#),
    Case(
      row: "1 default/default/default same page", stack: main2, path: "/b",
      decision: #"{"steps":[{"step":"replace","stack":"main","path":"/b"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    Case(
      row: "1 default/default/default previous page", stack: main2, path: "/a",
      decision:
        #"{"steps":[{"step":"pop","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    // 2. default / default / replace.
    Case(
      row: "2 default/default/replace", stack: main2, path: "/c/replace",
      decision: #"{"steps":[{"step":"replace","stack":"main","path":"/c/replace"}]}"#,
      stacks: #"{"main":["/a","/c/replace"],"modal":[]}"#),
    // 3 and 4. default / modal / default or replace: present a modal with this screen only.
    Case(
      row: "3 default/modal/default", stack: main2, path: "/m/c",
      decision: #"{"steps":[{"step":"present","stack":"modal","path":"/m/c"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/c"]}"#),
    Case(
      row: "4 default/modal/replace", stack: main2, path: "/m/c/replace",
      decision: #"{"steps":[{"step":"present","stack":"modal","path":"/m/c/replace"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/c/replace"]}"#),
    // 5. modal / default / default: dismiss, then push (same-page and previous-page rules).
    Case(
      row: "5 modal/default/default push", stack: modal1, path: "/c",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/c"}]}"#,
      stacks: #"{"main":["/a","/b","/c"],"modal":[]}"#),
    Case(
      row: "5 modal/default/default same page", stack: modal1, path: "/b",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"replace","stack":"main","path":"/b"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    Case(
      row: "5 modal/default/default previous page", stack: modal1, path: "/a",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"pop","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    // 6. modal / default / replace.
    Case(
      row: "6 modal/default/replace", stack: modal1, path: "/c/replace",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"replace","stack":"main","path":"/c/replace"}]}"#,
      stacks: #"{"main":["/a","/c/replace"],"modal":[]}"#),
    // 7. modal / modal / default: push on the modal stack (same-page and previous-page rules).
    Case(
      row: "7 modal/modal/default push", stack: modal2, path: "/m/c",
      decision: #"{"steps":[{"step":"push","stack":"modal","path":"/m/c"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1","/m/2","/m/c"]}"#),
    Case(
      row: "7 modal/modal/default same page", stack: modal2, path: "/m/2",
      decision: #"{"steps":[{"step":"replace","stack":"modal","path":"/m/2"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1","/m/2"]}"#),
    Case(
      row: "7 modal/modal/default previous page", stack: modal2, path: "/m/1",
      decision:
        #"{"steps":[{"step":"pop","stack":"modal"},{"step":"refresh","stack":"modal","path":"/m/1"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1"]}"#),
    // 8. modal / modal / replace.
    Case(
      row: "8 modal/modal/replace", stack: modal2, path: "/m/c/replace",
      decision: #"{"steps":[{"step":"replace","stack":"modal","path":"/m/c/replace"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1","/m/c/replace"]}"#),
    // 9. default / any / pop.
    Case(
      row: "9 default/default/pop", stack: main2, path: "/x/pop",
      decision: #"{"steps":[{"step":"pop","stack":"main"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    Case(
      row: "9 default/modal/pop", stack: main2, path: "/m/x/pop",
      decision: #"{"steps":[{"step":"pop","stack":"main"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    // 10. default / any / refresh: pop main, then reload its new top.
    Case(
      row: "10 default/default/refresh", stack: main2, path: "/x/refresh",
      decision:
        #"{"steps":[{"step":"pop","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    Case(
      row: "10 default/modal/refresh", stack: main2, path: "/m/x/refresh",
      decision:
        #"{"steps":[{"step":"pop","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    // 11. modal / any / pop: pop the modal stack, or dismiss its only screen.
    Case(
      row: "11 modal/default/pop two modal screens", stack: modal2, path: "/x/pop",
      decision: #"{"steps":[{"step":"pop","stack":"modal"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1"]}"#),
    Case(
      row: "11 modal/modal/pop one modal screen", stack: modal1, path: "/m/x/pop",
      decision: #"{"steps":[{"step":"dismiss_modal"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    // 12. modal / any / refresh: pop the modal and reload its top, or dismiss and reload main's.
    Case(
      row: "12 modal/default/refresh two modal screens", stack: modal2, path: "/x/refresh",
      decision:
        #"{"steps":[{"step":"pop","stack":"modal"},{"step":"refresh","stack":"modal","path":"/m/1"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1"]}"#),
    Case(
      row: "12 modal/modal/refresh one modal screen", stack: modal1, path: "/m/x/refresh",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"refresh","stack":"main","path":"/b"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    // 13. any / any / clear_all.
    Case(
      row: "13 modal/default/clear_all", stack: main3modal1, path: "/x/clear_all",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"pop_to_root","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    Case(
      row: "13 default/modal/clear_all", stack: main2, path: "/m/x/clear_all",
      decision:
        #"{"steps":[{"step":"pop_to_root","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    // 14. any / any / replace_root.
    Case(
      row: "14 modal/modal/replace_root", stack: main3modal1, path: "/m/x/replace_root",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"pop_to_root","stack":"main"},{"step":"replace","stack":"main","path":"/m/x/replace_root"}]}"#,
      stacks: #"{"main":["/m/x/replace_root"],"modal":[]}"#),
    Case(
      row: "14 default/default/replace_root", stack: main2, path: "/x/replace_root",
      decision:
        #"{"steps":[{"step":"pop_to_root","stack":"main"},{"step":"replace","stack":"main","path":"/x/replace_root"}]}"#,
      stacks: #"{"main":["/x/replace_root"],"modal":[]}"#),
    // 15. any / any / none.
    Case(
      row: "15 modal/modal/none", stack: modal2, path: "/m/x/none",
      decision: #"{"steps":[]}"#, stacks: #"{"main":["/a","/b"],"modal":["/m/1","/m/2"]}"#),
    Case(
      row: "15 default/default/none", stack: main2, path: "/x/none",
      decision: #"{"steps":[]}"#, stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    // Turbo's replace action: the top is replaced where the table pushes, except right after a
    // dismissal.
    Case(
      row: "1 default/default/default, action replace", stack: main2, action: "replace",
      path: "/c",
      decision: #"{"steps":[{"step":"replace","stack":"main","path":"/c"}]}"#,
      stacks: #"{"main":["/a","/c"],"modal":[]}"#),
    Case(
      row: "5 modal/default/default, action replace", stack: modal1, action: "replace",
      path: "/c",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/c"}]}"#,
      stacks: #"{"main":["/a","/b","/c"],"modal":[]}"#),
    Case(
      row: "7 modal/modal/default, action replace", stack: modal2, action: "replace",
      path: "/m/c",
      decision: #"{"steps":[{"step":"replace","stack":"modal","path":"/m/c"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":["/m/1","/m/c"]}"#),
    // The historical-location routes: leave the modal, then follow the presentation on main.
    Case(
      row: "recede from a modal", stack: modal2, path: "/recede_historical_location",
      decision: #"{"steps":[{"step":"dismiss_modal"},{"step":"pop","stack":"main"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    Case(
      row: "recede from main", stack: main2, path: "/recede_historical_location",
      decision: #"{"steps":[{"step":"pop","stack":"main"}]}"#,
      stacks: #"{"main":["/a"],"modal":[]}"#),
    Case(
      row: "resume from a modal", stack: modal1, path: "/resume_historical_location",
      decision: #"{"steps":[{"step":"dismiss_modal"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    Case(
      row: "refresh from a modal", stack: modal2, path: "/refresh_historical_location",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"refresh","stack":"main","path":"/b"}]}"#,
      stacks: #"{"main":["/a","/b"],"modal":[]}"#),
    // A modal over an empty main stack, where a first visit to a modal path leaves a navigator.
    Case(
      row: "5 modal/default/default over an empty main", stack: #"{"modal":["/m/1"]}"#,
      path: "/c",
      decision:
        #"{"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/c"}]}"#,
      stacks: #"{"main":["/c"],"modal":[]}"#),
  ]

  @Test(arguments: cases)
  func route_givenStacks_decidesAsTheTableRowSays(_ row: Case) throws {
    let result = try Self.route(["--stack", row.stack, "--action", row.action, row.path])
    #expect(result.exitCode == 0)
    #expect(result.stderr == "")
    #expect(result.stdoutLines.count == 1)
    let line = result.stdoutLines.first ?? ""
    #expect(line.hasPrefix(#"{"path":"# + "\"\(row.path)\""))
    #expect(line.hasSuffix(#","decision":"# + row.decision + #","stacks":"# + row.stacks + "}"))
  }

  @Test func route_severalPaths_eachFromTheGivenStacks() throws {
    let result = try Self.route(["--stack", Self.modal1, "/c", "/c", "/m/c"])
    #expect(result.exitCode == 0)
    #expect(
      result.stdoutLines.map { $0.components(separatedBy: #""stacks":"#).last ?? "" } == [
        #"{"main":["/a","/b","/c"],"modal":[]}}"#,
        #"{"main":["/a","/b","/c"],"modal":[]}}"#,
        #"{"main":["/a","/b"],"modal":["/m/1","/m/c"]}}"#,
      ])
  }

  @Test func route_stdin_eachLineFromTheGivenStacksAndBadLinesWithoutStacks() throws {
    let folder = try LintCommandTests.Folder()
    let config = try folder.write(Data(Self.rules.utf8), to: "rows.json")
    let result = try FieldCLIProcess.run(
      ["route", "--config", config, "--stack", Self.main2, "--stdin"],
      stdin: Data("/a\nb\n/x/pop\n".utf8))
    expectRun(
      result,
      stdout: """
        {"path":"/a","searched":"/a","properties":{},"rules":[],"decision":{"steps":[{"step":"pop","stack":"main"},{"step":"refresh","stack":"main","path":"/a"}]},"stacks":{"main":["/a"],"modal":[]}}
        {"path":"b","error":"'b' is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'."}
        {"path":"/x/pop","searched":"/x/pop","properties":{"presentation":"pop"},"rules":[2],"decision":{"steps":[{"step":"pop","stack":"main"}]},"stacks":{"main":["/a"],"modal":[]}}

        """, exitCode: 1)
  }

  @Test func route_stackWithFragmentsAndQueries_keepsWhatAScreenKeeps() throws {
    let result = try Self.route([
      "--stack", #"{"main":["/a?tab=2#top"],"modal":[]}"#, "/a?tab=2",
    ])
    #expect(
      result.stdoutLines.first?.hasSuffix(
        #""decision":{"steps":[{"step":"replace","stack":"main","path":"/a?tab=2"}]},"stacks":{"main":["/a?tab=2"],"modal":[]}}"#
      ) == true)
  }

  static let write = #"Please write it as in --stack '{"main":["/one"],"modal":[]}'."#

  @Test(arguments: [
    (
      "",
      "Invalid --stack '': at column 1, expected a value (an object, array, string, number, true, false or null), found the end of the stacks. "
        + write
    ),
    (
      #"{"main":["/a",]}"#,
      #"Invalid --stack '{"main":["/a",]}': at column 15, expected a value (an object, array, string, number, true, false or null), found ']'. "#
        + write
    ),
    (#"["/a"]"#, #"Invalid --stack '["/a"]': it is an array, not an object. "# + write),
    (
      #"{"mian":["/a"]}"#,
      #"Invalid --stack '{"mian":["/a"]}': unknown stack 'mian' (did you mean 'main'?). "# + write
    ),
    (
      #"{"main":"/a"}"#,
      #"Invalid --stack '{"main":"/a"}': 'main' is a string, not a list of paths. "# + write
    ),
    (
      #"{"modal":[true]}"#,
      #"Invalid --stack '{"modal":[true]}': 'modal' holds true or false where a path in double quotes belongs. "#
        + write
    ),
    (
      #"{"main":["posts"]}"#,
      #"Invalid --stack '{"main":["posts"]}': 'main' holds 'posts', which does not start with '/' as a path such as '/posts/1' does. "#
        + write
    ),
    (
      #"{"main":["https://app.test/a"]}"#,
      #"Invalid --stack '{"main":["https://app.test/a"]}': 'main' holds 'https://app.test/a', which is a full URL; give its path alone, such as '/posts/1'. "#
        + write
    ),
  ])
  func route_badStack_exits2NamingWhatIsWrongAndWhatToWrite(stack: String, message: String)
    throws
  {
    let result = try Self.route(["--stack", stack, "/a"])
    expectUsageError(result, containing: message)
  }

  @Test(arguments: ["restore", "Replace", ""])
  func route_unknownAction_exits2NamingBothActions(action: String) throws {
    expectUsageError(
      try Self.route(["--action", action, "/a"]),
      containing:
        "Unknown action '\(action)'. Please use '--action advance' or '--action replace'.")
  }
}

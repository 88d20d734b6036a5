import Fields
import Testing

/// A navigator's stacks as a value: read from JSON, written back, and routed from.
struct NavigationStacksTests {
  @Test func json_mainAndModal_readsBothRootFirst() throws {
    let stacks = try NavigationStacks(json: #"{"main":["/one","/two"],"modal":["/new"]}"#)
    #expect(stacks == NavigationStacks(main: ["/one", "/two"], modal: ["/new"]))
    #expect(stacks.isModalPresented)
    #expect(stacks.jsonText == #"{"main":["/one","/two"],"modal":["/new"]}"#)
  }

  @Test(arguments: [
    ("{}", NavigationStacks()),
    (#"{"main":["/one"]}"#, NavigationStacks(main: ["/one"])),
    (#"{"modal":["/new"]}"#, NavigationStacks(modal: ["/new"])),
    (#" { "modal" : [ ] , "main" : [ "/a?b=1#top" ] } "#, NavigationStacks(main: ["/a?b=1"])),
  ])
  func json_missingKeysAndFragments_areEmptyStacksAndLeftOut(
    json: String, stacks: NavigationStacks
  ) throws {
    #expect(try NavigationStacks(json: json) == stacks)
  }

  static let write =
    " Please write the stacks as JSON such as '{\"main\":[\"/one\"],\"modal\":[]}'."

  @Test(arguments: [
    (
      "",
      "At column 1, expected a value (an object, array, string, number, true, false or null), found the end of the stacks."
    ),
    (
      #"{"main":["/a"]"#,
      "At column 15, expected ',' or '}' after the value of 'main', found the end of the stacks."
    ),
    (
      "{\n\"main\": [1,]}",
      "At line 2, column 12, expected a value (an object, array, string, number, true, false or null), found ']'."
    ),
    (#"{"main":[],"main":[]}"#, "At column 12, the key 'main' appears twice in this object."),
    (#"["/a"]"#, "It is an array, not an object."),
    ("null", "It is null, not an object."),
    (#"{"mian":[]}"#, "Unknown stack 'mian' (did you mean 'main'?)."),
    (#"{"stack":[]}"#, "Unknown stack 'stack' (the stacks are 'main' and 'modal')."),
    (#"{"main":"/a"}"#, "'main' is a string, not a list of paths."),
    (#"{"modal":[1]}"#, "'modal' holds a number where a path in double quotes belongs."),
    (#"{"main":[null]}"#, "'main' holds null where a path in double quotes belongs."),
    (
      #"{"main":["a"]}"#,
      "'main' holds 'a', which does not start with '/' as a path such as '/posts/1' does."
    ),
    (
      #"{"main":["https://x.test/a"]}"#,
      "'main' holds 'https://x.test/a', which is a full URL; give its path alone, such as '/posts/1'."
    ),
    (
      #"{"modal":["//x.test/a"]}"#,
      "'modal' holds '//x.test/a', which is a full URL; give its path alone, such as '/posts/1'."
    ),
    (
      #"{"main":["/a b"]}"#,
      "'main' holds '/a b', which has a space or a control character; percent-encode it, as in '%20'."
    ),
    (#"{"main":[""]}"#, "'main' holds '', which is empty; give a path such as '/posts/1'."),
  ])
  func json_notStacks_namesWhatIsWrongAndWhatToWrite(json: String, message: String) {
    #expect(throws: NavigationStacksError.self) { try NavigationStacks(json: json) }
    do {
      _ = try NavigationStacks(json: json)
    } catch {
      #expect(error.description == message + Self.write)
    }
  }

  @Test func navigator_givenStacks_routesFromThemAndReportsTheStacksAfter() throws {
    let navigator = Navigator(
      configuration: try .init(startLocation: appStart),
      stacks: NavigationStacks(main: ["/one", "/two"], modal: ["/new"]))
    #expect(navigator.stackLines() == ["main: /one /two", "modal: /new"])
    #expect(
      try navigator.perform(VisitProposal(url: "/one")).description
        == "dismiss modal, pop main, refresh /one on main")
    #expect(navigator.stacks == NavigationStacks(main: ["/one"]))
  }

  @Test func matchNavigator_givenStacks_startsThereInTheLocationsApp() throws {
    let paths = try PathConfiguration(
      json: #"{"rules": [{"patterns": ["/new$"], "properties": {"context": "modal"}}]}"#)
    let match = try paths.match("https://app.test/posts/new")
    let navigator = try match.navigator(from: NavigationStacks(main: ["/posts"]))
    #expect(
      try navigator.perform(match.visitProposal()).description
        == "present modal with /posts/new")
    #expect(navigator.stacks == NavigationStacks(main: ["/posts"], modal: ["/posts/new"]))
    #expect(
      try navigator.route(VisitProposal(url: "https://other.test/")).description
        == "open https://other.test/ externally")
  }
}

import Fields
import Testing

/// The text forms a session and `fieldcli route` print: decisions' descriptions and JSON, and
/// the stacks' two lines.
struct NavigationDecisionTests {
  typealias Step = NavigationDecision.Step

  static let steps: [(step: Step, description: String, json: String)] = [
    (.dismissModal, "dismiss modal", #"{"step":"dismiss_modal"}"#),
    (
      .push(Screen(path: "/a"), on: .main), "push /a on main",
      #"{"step":"push","stack":"main","path":"/a"}"#
    ),
    (
      .push(Screen(path: "/n", customName: "Numbers"), on: .modal), "push /n[Numbers] on modal",
      #"{"step":"push","stack":"modal","path":"/n","screen":"Numbers"}"#
    ),
    (
      .replace(Screen(path: "/a?b=1"), on: .modal), "replace top of modal with /a?b=1",
      #"{"step":"replace","stack":"modal","path":"/a?b=1"}"#
    ),
    (.pop(.main), "pop main", #"{"step":"pop","stack":"main"}"#),
    (.pop(.modal), "pop modal", #"{"step":"pop","stack":"modal"}"#),
    (.popToRoot, "pop main to root", #"{"step":"pop_to_root","stack":"main"}"#),
    (
      .present(Screen(path: "/new")), "present modal with /new",
      #"{"step":"present","stack":"modal","path":"/new"}"#
    ),
    (
      .refresh(path: "/a", on: .main), "refresh /a on main",
      #"{"step":"refresh","stack":"main","path":"/a"}"#
    ),
    (
      .openExternally(url: #"https://x.test/"q""#), #"open https://x.test/"q" externally"#,
      #"{"step":"open_externally","url":"https://x.test/\"q\""}"#
    ),
  ]

  @Test(arguments: steps)
  func step_describesItselfInTextAndJSON(step: Step, description: String, json: String) {
    #expect(step.description == description)
    #expect(step.jsonText == json)
  }

  @Test func decision_severalSteps_joinsThemInOrder() {
    let decision = NavigationDecision(steps: [
      .dismissModal, .push(Screen(path: "/posts/1"), on: .main),
    ])
    #expect(decision.description == "dismiss modal, push /posts/1 on main")
    #expect(
      decision.jsonText
        == #"{"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/posts/1"}]}"#
    )
  }

  @Test func decision_noSteps_isNothing() {
    let decision = NavigationDecision(steps: [])
    #expect(decision.isNone)
    #expect(decision.description == "nothing")
    #expect(decision.jsonText == #"{"steps":[]}"#)
  }

  @Test func stackLines_emptyStacks_areNamesAlone() throws {
    #expect(try makeNavigator().stackLines() == ["main:", "modal:"])
  }

  @Test func stackLines_screens_areRootFirst() throws {
    let navigator = try makeNavigator(main: ["/", "/posts", "/posts/1"], modal: ["/posts/new"])
    #expect(navigator.stackLines() == ["main: / /posts /posts/1", "modal: /posts/new"])
    #expect(navigator.currentContext == .modal)
  }

  @Test func stackNames_areTheirRawValues() {
    #expect(Navigator.Stack.allCases.map(\.rawValue) == ["main", "modal"])
  }
}

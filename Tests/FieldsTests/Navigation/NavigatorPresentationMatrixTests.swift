import Fields
import Testing

/// Every presentation from each current context with each given context, from the same stacks:
/// main `/a /b`, and modal `/m1 /m2` when the current context is modal.
struct NavigatorPresentationMatrixTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var current: NavigationContext
    var given: NavigationContext
    var presentation: NavigationPresentation
    var decides: String
    var main: String
    var modal: String

    var testDescription: String {
      "\(current.rawValue)/\(given.rawValue)/\(presentation.rawValue)"
    }
  }

  /// The rows that do not depend on the given context, for both given contexts.
  static func anyGiven(
    _ current: NavigationContext, _ presentation: NavigationPresentation, _ decides: String,
    _ main: String, _ modal: String
  ) -> [Case] {
    NavigationContext.allCases.map {
      Case(
        current: current, given: $0, presentation: presentation, decides: decides, main: main,
        modal: modal)
    }
  }

  static let cases: [Case] =
    [
      Case(
        current: .default, given: .default, presentation: .default,
        decides: "push /c on main", main: "main: /a /b /c", modal: "modal:"),
      Case(
        current: .default, given: .default, presentation: .push,
        decides: "push /c on main", main: "main: /a /b /c", modal: "modal:"),
      Case(
        current: .default, given: .default, presentation: .replace,
        decides: "replace top of main with /c", main: "main: /a /c", modal: "modal:"),
      Case(
        current: .default, given: .modal, presentation: .default,
        decides: "present modal with /c", main: "main: /a /b", modal: "modal: /c"),
      Case(
        current: .default, given: .modal, presentation: .push,
        decides: "present modal with /c", main: "main: /a /b", modal: "modal: /c"),
      Case(
        current: .default, given: .modal, presentation: .replace,
        decides: "present modal with /c", main: "main: /a /b", modal: "modal: /c"),
      Case(
        current: .modal, given: .default, presentation: .default,
        decides: "dismiss modal, push /c on main", main: "main: /a /b /c", modal: "modal:"),
      Case(
        current: .modal, given: .default, presentation: .push,
        decides: "dismiss modal, push /c on main", main: "main: /a /b /c", modal: "modal:"),
      Case(
        current: .modal, given: .default, presentation: .replace,
        decides: "dismiss modal, replace top of main with /c", main: "main: /a /c",
        modal: "modal:"),
      Case(
        current: .modal, given: .modal, presentation: .default,
        decides: "push /c on modal", main: "main: /a /b", modal: "modal: /m1 /m2 /c"),
      Case(
        current: .modal, given: .modal, presentation: .push,
        decides: "push /c on modal", main: "main: /a /b", modal: "modal: /m1 /m2 /c"),
      Case(
        current: .modal, given: .modal, presentation: .replace,
        decides: "replace top of modal with /c", main: "main: /a /b", modal: "modal: /m1 /c"),
    ]
    + anyGiven(.default, .pop, "pop main", "main: /a", "modal:")
    + anyGiven(.default, .refresh, "pop main, refresh /a on main", "main: /a", "modal:")
    + anyGiven(.default, .clearAll, "pop main to root, refresh /a on main", "main: /a", "modal:")
    + anyGiven(
      .default, .replaceRoot, "pop main to root, replace top of main with /c", "main: /c",
      "modal:")
    + anyGiven(.default, .none, "nothing", "main: /a /b", "modal:")
    + anyGiven(.modal, .pop, "pop modal", "main: /a /b", "modal: /m1")
    + anyGiven(.modal, .refresh, "pop modal, refresh /m1 on modal", "main: /a /b", "modal: /m1")
    + anyGiven(
      .modal, .clearAll, "dismiss modal, pop main to root, refresh /a on main", "main: /a",
      "modal:")
    + anyGiven(
      .modal, .replaceRoot, "dismiss modal, pop main to root, replace top of main with /c",
      "main: /c", "modal:")
    + anyGiven(.modal, .none, "nothing", "main: /a /b", "modal: /m1 /m2")

  @Test func cases_coverEveryContextAndPresentation() {
    #expect(Self.cases.count == 2 * 2 * NavigationPresentation.allCases.count)
    #expect(Set(Self.cases.map(\.testDescription)).count == Self.cases.count)
  }

  @Test(arguments: cases)
  func presentation_inContext_changesStacksAsTheTableSays(_ row: Case) throws {
    let navigator = try makeNavigator(
      main: ["/a", "/b"], modal: row.current == .modal ? ["/m1", "/m2"] : [])
    try expectVisit(
      navigator, VisitProposal(url: "/c", context: row.given, presentation: row.presentation),
      decides: row.decides, main: row.main, modal: row.modal)
  }
}

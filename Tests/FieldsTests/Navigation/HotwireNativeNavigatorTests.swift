import Fields
import Testing

/// hotwire-native-ios's own navigator tests, as data: each row is one test of
/// Tests/Turbo/Navigator/NavigationHierarchyControllerTests.swift or
/// Tests/Turbo/Navigator/NavigationHierarchyControllerHistoricalLocationTests.swift, named as
/// it is there, with its visits and what it asserts of the stacks (how many screens, which is
/// on top, whether a modal is presented), plus the decision Fields prints for the last step.
///
/// A screen the original pushes by hand, without a URL, is a path of its own here
/// (`/existing`). Left out, as they test UIKit rather than the stacks: the alert controller
/// tests and the modal style and dismiss gesture tests.
struct HotwireNativeNavigatorTests {
  /// One thing the test does to the navigator.
  enum Step: Sendable {
    /// `navigator.route(proposal)`.
    case visit(VisitProposal)
    /// `navigator.start()`.
    case start
    /// A visit to a built-in historical-location route, with the properties its rule gives.
    case builtIn(String)
  }

  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var main: [String] = []
    var modal: [String] = []
    var custom = false
    var steps: [Step]
    var decides: String
    var mainAfter: String
    var modalAfter = "modal:"

    var testDescription: String { name }
  }

  static func visit(
    _ url: String, action: VisitAction = .advance, context: NavigationContext = .default,
    presentation: NavigationPresentation = .default,
    properties: [String: PathPropertyValue] = [:]
  ) -> Step {
    .visit(
      VisitProposal(
        url: url, action: action, context: context, presentation: presentation,
        properties: properties))
  }

  static let cases: [Case] = [
    Case(
      name: "test_start_succeeds_when_no_view_controllers_on_stack", steps: [.start],
      decides: "push /one on main", mainAfter: "main: /one"),
    Case(
      name: "test_start_fails_when_view_controllers_on_stack", steps: [visit("/two"), .start],
      decides: "nothing", mainAfter: "main: /two"),
    Case(
      name: "test_default_default_default_defaultOptionsParamater_pushesOnMainStack",
      steps: [visit("/one"), visit("/two")], decides: "push /two on main",
      mainAfter: "main: /one /two"),
    Case(
      name: "test_default_default_default_nilOptionsParameter_pushesOnMainStack",
      steps: [visit("/one"), visit("/two", action: .advance)], decides: "push /two on main",
      mainAfter: "main: /one /two"),
    Case(
      name: "test_default_default_default_visitingSamePage_replacesOnMainStack",
      steps: [visit("/one"), visit("/one")], decides: "replace top of main with /one",
      mainAfter: "main: /one"),
    Case(
      name: "test_default_default_default_visitingPreviousPage_popsAndVisitsOnMainStack",
      steps: [visit("/one"), visit("/two"), visit("/one")],
      decides: "pop main, refresh /one on main", mainAfter: "main: /one"),
    Case(
      name: "test_customViewController_visitingDifferentURL_pushesOnMainStack", custom: true,
      steps: [visit("/one"), visit("/two")], decides: "push /two[Custom] on main",
      mainAfter: "main: /one[Custom] /two[Custom]"),
    Case(
      name: "test_customViewController_visitingSameURL_replacesOnMainStack", custom: true,
      steps: [visit("/one"), visit("/one")], decides: "replace top of main with /one[Custom]",
      mainAfter: "main: /one[Custom]"),
    Case(
      name: "test_customViewController_visitingPreviousURL_popsOnMainStack", custom: true,
      steps: [visit("/one"), visit("/two"), visit("/one")],
      decides: "pop main, refresh /one on main", mainAfter: "main: /one[Custom]"),
    Case(
      name: "test_default_default_default_replaceAction_replacesOnMainStack",
      steps: [visit("/", action: .replace)], decides: "push / on main", mainAfter: "main: /"),
    Case(
      name: "test_default_default_replace_replacesOnMainStack", main: ["/existing"],
      steps: [visit("/", presentation: .replace)], decides: "replace top of main with /",
      mainAfter: "main: /"),
    Case(
      name: "test_default_default_refresh_refreshesPreviousController",
      steps: [visit("/one"), visit("/two"), visit("/", presentation: .refresh)],
      decides: "pop main, refresh /one on main", mainAfter: "main: /one"),
    Case(
      name: "test_default_modal_refresh_refreshesPreviousController", main: ["/existing"],
      steps: [
        visit("/one", context: .modal), visit("/two", context: .modal),
        visit("/", presentation: .refresh),
      ],
      decides: "pop modal, refresh /one on modal", mainAfter: "main: /existing",
      modalAfter: "modal: /one"),
    Case(
      name: "test_default_modal_refresh_dismissesAndRefreshesMainStackTopViewController",
      steps: [
        visit("/one"), visit("/two", context: .modal),
        visit("/", context: .modal, presentation: .refresh),
      ],
      decides: "dismiss modal, refresh /one on main", mainAfter: "main: /one"),
    Case(
      name: "test_default_modal_default_presentsModal", main: ["/existing"],
      steps: [visit("/", context: .modal)], decides: "present modal with /",
      mainAfter: "main: /existing", modalAfter: "modal: /"),
    Case(
      name: "test_default_modal_replace_presentsModal", main: ["/existing"],
      steps: [visit("/", context: .modal, presentation: .replace)],
      decides: "present modal with /", mainAfter: "main: /existing", modalAfter: "modal: /"),
    Case(
      name: "test_modal_default_default_dismissesModalThenPushesOnMainStack",
      main: ["/existing"], steps: [visit("/", context: .modal), visit("/")],
      decides: "dismiss modal, push / on main", mainAfter: "main: /existing /"),
    Case(
      name: "test_modal_default_replace_dismissesModalThenReplacedOnMainStack",
      steps: [visit("/", context: .modal), visit("/", presentation: .replace)],
      decides: "dismiss modal, push / on main", mainAfter: "main: /"),
    Case(
      name: "test_modal_modal_default_pushesOnModalStack",
      steps: [visit("/one", context: .modal), visit("/two", context: .modal)],
      decides: "push /two on modal", mainAfter: "main:", modalAfter: "modal: /one /two"),
    Case(
      name: "test_modal_modal_default_replaceAction_pushesOnModalStack",
      steps: [visit("/one", context: .modal), visit("/two", action: .replace, context: .modal)],
      decides: "replace top of modal with /two", mainAfter: "main:", modalAfter: "modal: /two"),
    Case(
      name: "test_modal_default_default_replaceAction_pushesOnMainStack_ifDifferentDestination",
      steps: [visit("/one"), visit("/two", context: .modal), visit("/three", action: .replace)],
      decides: "dismiss modal, push /three on main", mainAfter: "main: /one /three"),
    Case(
      name: "test_modal_default_default_replaceAction_replacesOnMainStack_ifSameDestination",
      steps: [visit("/one"), visit("/two", context: .modal), visit("/one", action: .replace)],
      decides: "dismiss modal, replace top of main with /one", mainAfter: "main: /one"),
    Case(
      name:
        "test_modal_default_default_replaceAction_pushesOnMainStack_withDefaultQueryStringPresentation",
      steps: [
        visit("/one"), visit("/two", context: .modal),
        visit(
          "/one?foo=bar", action: .replace,
          properties: ["query_string_presentation": "default"]),
      ],
      decides: "dismiss modal, push /one?foo=bar on main", mainAfter: "main: /one /one?foo=bar"),
    Case(
      name:
        "test_modal_default_default_replaceAction_replacesOnMainStack_withReplaceQueryStringPresentation",
      steps: [
        visit("/one"), visit("/two", context: .modal),
        visit(
          "/one?foo=bar", action: .replace,
          properties: ["query_string_presentation": "replace"]),
      ],
      decides: "dismiss modal, replace top of main with /one?foo=bar",
      mainAfter: "main: /one?foo=bar"),
    Case(
      name: "test_modal_modal_replace_pushesOnModalStack",
      steps: [
        visit("/one", context: .modal), visit("/two", context: .modal, presentation: .replace),
      ],
      decides: "replace top of modal with /two", mainAfter: "main:", modalAfter: "modal: /two"),
    Case(
      name: "test_default_any_pop_popsOffMainStack", main: ["/existing"],
      steps: [visit("/"), visit("/", presentation: .pop)], decides: "pop main",
      mainAfter: "main: /existing"),
    Case(
      name: "test_modal_any_pop_popsOffModalStack",
      steps: [
        visit("/one", context: .modal), visit("/two", context: .modal),
        visit("/", presentation: .pop),
      ],
      decides: "pop modal", mainAfter: "main:", modalAfter: "modal: /one"),
    Case(
      name: "test_modal_any_pop_exactlyOneModal_dismissesModal",
      steps: [visit("/one", context: .modal), visit("/", presentation: .pop)],
      decides: "dismiss modal", mainAfter: "main:"),
    Case(
      name: "test_any_any_clearAll_dismissesModalThenPopsToRootOnMainStack",
      main: ["/root", "/b", "/c"], steps: [visit("/", presentation: .clearAll)],
      decides: "pop main to root, refresh /root on main", mainAfter: "main: /root"),
    Case(
      name: "test_any_any_replaceRoot_dismissesModalThenReplacesRootOnMainStack",
      main: ["/root", "/b", "/c"], steps: [visit("/", presentation: .replaceRoot)],
      decides: "pop main to root, replace top of main with /", mainAfter: "main: /"),
    Case(
      name: "test_none_cancelsNavigation", main: ["/top"],
      steps: [visit("/cancel", presentation: .none)], decides: "nothing",
      mainAfter: "main: /top"),
    Case(
      name: "test_resumeHistoricalLocation",
      steps: [
        visit("/default_one"), visit("/default_two"), visit("/modal_one", context: .modal),
        .builtIn("/resume_historical_location"),
      ],
      decides: "dismiss modal", mainAfter: "main: /default_one /default_two"),
    Case(
      name: "test_refreshHistoricalLocation",
      steps: [
        visit("/default_one"), visit("/modal_one", context: .modal),
        .builtIn("/refresh_historical_location"),
      ],
      decides: "dismiss modal, refresh /default_one on main", mainAfter: "main: /default_one"),
    Case(
      name: "test_recedeHistoricalLocation",
      steps: [
        visit("/default_one"), visit("/default_two"), visit("/modal_one", context: .modal),
        .builtIn("/recede_historical_location"),
      ],
      decides: "dismiss modal, pop main", mainAfter: "main: /default_one"),
  ]

  @Test(arguments: cases)
  func hotwireNativeTest_sameStacksAsItAsserts(_ row: Case) throws {
    // The original's start location is https://example.com/one; this app's host stands in.
    let navigator = Navigator(
      configuration: try .init(startLocation: "https://app.example.com/one"),
      stacks: NavigationStacks(main: row.main, modal: row.modal),
      routeOverride: row.custom ? { _ in .acceptCustom("Custom") } : nil)
    let builtInRules = try PathConfiguration(sources: [])
    var last = NavigationDecision(steps: [])
    for step in row.steps {
      switch step {
      case .visit(let proposal): last = try navigator.perform(proposal)
      case .start: last = navigator.start()
      case .builtIn(let path):
        last = try navigator.perform(builtInRules.match(path).visitProposal())
      }
    }
    #expect(last.description == row.decides)
    #expect(navigator.stackLines() == [row.mainAfter, row.modalAfter])
  }
}

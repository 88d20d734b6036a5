import Fields
import Testing

/// The rules beside the table's rows: same page, previous page, Turbo's actions, an explicit
/// push, the query string, short stacks and the historical-location routes.
struct NavigatorRulesTests {
  // MARK: - Same page and previous page

  @Test
  func modalContext_defaultGiven_defaultPresentation_samePageAsTopOfMain_dismissesThenReplaces()
    throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new"]), VisitProposal(url: "/b"),
      decides: "dismiss modal, replace top of main with /b", main: "main: /a /b")
  }

  @Test func modalContext_defaultGiven_defaultPresentation_previousPageOnMain_dismissesThenPops()
    throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new"]), VisitProposal(url: "/a"),
      decides: "dismiss modal, pop main, refresh /a on main", main: "main: /a")
  }

  @Test func modalContext_modalGiven_defaultPresentation_samePage_replacesTopOfModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new", "/new/2"]),
      VisitProposal(url: "/new/2", context: .modal),
      decides: "replace top of modal with /new/2", main: "main: /a", modal: "modal: /new /new/2")
  }

  @Test func modalContext_modalGiven_defaultPresentation_previousPage_popsModalAndReloadsIt()
    throws
  {
    let navigator = try makeNavigator(main: ["/a"], modal: ["/new", "/new/2"])
    try expectVisit(
      navigator, VisitProposal(url: "/new", context: .modal),
      decides: "pop modal, refresh /new on modal", main: "main: /a", modal: "modal: /new")
    #expect(navigator.modalStack == [Screen(path: "/new", refreshCount: 1)])
  }

  @Test func defaultPresentation_samePathOtherQuery_pushes() throws {
    try expectVisit(
      try makeNavigator(main: ["/a?page=1"]), VisitProposal(url: "/a?page=2"),
      decides: "push /a?page=2 on main", main: "main: /a?page=1 /a?page=2")
  }

  @Test func defaultPresentation_samePathOtherQuery_queryStringPresentationReplace_replaces()
    throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a?page=1"]),
      VisitProposal(url: "/a?page=2", properties: ["query_string_presentation": "replace"]),
      decides: "replace top of main with /a?page=2", main: "main: /a?page=2")
  }

  @Test func defaultPresentation_fullURLOnAppHost_comparesByPathAndQuery() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b?x=1"]),
      VisitProposal(url: "HTTPS://App.Example.com:443/b?x=1#comments"),
      decides: "replace top of main with /b?x=1", main: "main: /a /b?x=1")
  }

  // MARK: - Turbo's actions

  @Test(arguments: [VisitAction.replace, .restore])
  func defaultContext_defaultGiven_defaultPresentation_replaceAction_replacesTopOfMain(
    action: VisitAction
  ) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]), VisitProposal(url: "/c", action: action),
      decides: "replace top of main with /c", main: "main: /a /c")
  }

  @Test func modalContext_defaultGiven_defaultPresentation_replaceAction_dismissesThenPushes()
    throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]), VisitProposal(url: "/c", action: .replace),
      decides: "dismiss modal, push /c on main", main: "main: /a /c")
  }

  @Test func modalContext_modalGiven_defaultPresentation_replaceAction_replacesTopOfModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(url: "/new/2", action: .replace, context: .modal),
      decides: "replace top of modal with /new/2", main: "main: /a", modal: "modal: /new/2")
  }

  @Test func defaultContext_modalGiven_defaultPresentation_replaceAction_presentsModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"]),
      VisitProposal(url: "/new", action: .replace, context: .modal),
      decides: "present modal with /new", main: "main: /a", modal: "modal: /new")
  }

  @Test func defaultPresentation_replaceActionOnEmptyMain_pushesTheFirstScreen() throws {
    try expectVisit(
      try makeNavigator(), VisitProposal(url: "/a", action: .replace),
      decides: "push /a on main", main: "main: /a")
  }

  // MARK: - An explicit push

  @Test func pushPresentation_samePage_pushesAnyway() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"]), VisitProposal(url: "/a", presentation: .push),
      decides: "push /a on main", main: "main: /a /a")
  }

  @Test func pushPresentation_previousPage_pushesAnyway() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]), VisitProposal(url: "/a", presentation: .push),
      decides: "push /a on main", main: "main: /a /b /a")
  }

  @Test func pushPresentation_replaceAction_pushesAnyway() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"]),
      VisitProposal(url: "/b", action: .replace, presentation: .push),
      decides: "push /b on main", main: "main: /a /b")
  }

  @Test func pushPresentation_modalGivenInModal_samePage_pushesOnModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(url: "/new", context: .modal, presentation: .push),
      decides: "push /new on modal", main: "main: /a", modal: "modal: /new /new")
  }

  // MARK: - Short stacks

  @Test func defaultPresentation_emptyStacks_pushesTheFirstScreen() throws {
    try expectVisit(
      try makeNavigator(), VisitProposal(url: "/"), decides: "push / on main", main: "main: /")
  }

  @Test(arguments: [[String](), ["/a"]])
  func popPresentation_mainHoldsAtMostOneScreen_doesNothing(main: [String]) throws {
    let navigator = try makeNavigator(main: main)
    let before = navigator.stackLines()
    #expect(try navigator.perform(VisitProposal(url: "/x", presentation: .pop)).isNone)
    #expect(navigator.stackLines() == before)
  }

  @Test func refreshPresentation_oneScreenOnMain_refreshesItWithoutPopping() throws {
    let navigator = try makeNavigator(main: ["/a"])
    try expectVisit(
      navigator, VisitProposal(url: "/x", presentation: .refresh),
      decides: "refresh /a on main", main: "main: /a")
    #expect(navigator.mainStack == [Screen(path: "/a", refreshCount: 1)])
  }

  @Test func refreshPresentation_emptyStacks_doesNothing() throws {
    try expectVisit(
      try makeNavigator(), VisitProposal(url: "/x", presentation: .refresh),
      decides: "nothing", main: "main:")
  }

  @Test func refreshPresentation_twice_countsBothReloads() throws {
    let navigator = try makeNavigator(main: ["/a"])
    try navigator.perform(VisitProposal(url: "/x", presentation: .refresh))
    try navigator.perform(VisitProposal(url: "/x", presentation: .refresh))
    #expect(navigator.mainStack == [Screen(path: "/a", refreshCount: 2)])
    #expect(navigator.mainStack[0].isRefreshed)
  }

  @Test func clearAllPresentation_oneScreenOnMain_refreshesTheRoot() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"]), VisitProposal(url: "/x", presentation: .clearAll),
      decides: "refresh /a on main", main: "main: /a")
  }

  @Test func clearAllPresentation_modalOverOneScreen_dismissesThenRefreshesTheRoot() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(url: "/x", presentation: .clearAll),
      decides: "dismiss modal, refresh /a on main", main: "main: /a")
  }

  @Test func clearAllPresentation_emptyStacks_doesNothing() throws {
    try expectVisit(
      try makeNavigator(), VisitProposal(url: "/x", presentation: .clearAll),
      decides: "nothing", main: "main:")
  }

  @Test func replaceRootPresentation_emptyStacks_pushesTheRoot() throws {
    try expectVisit(
      try makeNavigator(), VisitProposal(url: "/home", presentation: .replaceRoot),
      decides: "push /home on main", main: "main: /home")
  }

  @Test func replaceRootPresentation_modalGiven_stillReplacesTheRootOfMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(url: "/home", context: .modal, presentation: .replaceRoot),
      decides: "pop main to root, replace top of main with /home", main: "main: /home")
  }

  @Test func popPresentation_modalOverEmptyMain_dismissesModal() throws {
    try expectVisit(
      try makeNavigator(modal: ["/new"]), VisitProposal(url: "/x", presentation: .pop),
      decides: "dismiss modal", main: "main:")
  }

  // MARK: - Historical locations

  static let historical: [String: PathPropertyValue] = ["historical_location": true]

  @Test func recedeHistoricalLocation_inModal_dismissesThenPopsMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new", "/new/2"]),
      VisitProposal(
        url: "/recede_historical_location", presentation: .pop, properties: Self.historical),
      decides: "dismiss modal, pop main", main: "main: /a")
  }

  @Test func recedeHistoricalLocation_inModalOverOneScreen_dismissesAndKeepsTheRoot() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(
        url: "/recede_historical_location", presentation: .pop, properties: Self.historical),
      decides: "dismiss modal", main: "main: /a")
  }

  @Test func recedeHistoricalLocation_inModalOverEmptyMain_dismissesOnly() throws {
    try expectVisit(
      try makeNavigator(modal: ["/new"]),
      VisitProposal(
        url: "/recede_historical_location", presentation: .pop, properties: Self.historical),
      decides: "dismiss modal", main: "main:")
  }

  @Test func popPresentation_notHistorical_inModal_popsTheModalOnly() throws {
    // Only the historical routes leave the modal first: a plain pop stays in it.
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new", "/new/2"]),
      VisitProposal(url: "/back", presentation: .pop),
      decides: "pop modal", main: "main: /a /b", modal: "modal: /new")
  }

  @Test func recedeHistoricalLocation_onMain_popsMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(
        url: "/recede_historical_location", presentation: .pop, properties: Self.historical),
      decides: "pop main", main: "main: /a")
  }

  @Test func resumeHistoricalLocation_inModal_dismissesModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(
        url: "/resume_historical_location", presentation: .none, properties: Self.historical),
      decides: "dismiss modal", main: "main: /a")
  }

  @Test func resumeHistoricalLocation_onMain_doesNothing() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(
        url: "/resume_historical_location", presentation: .none, properties: Self.historical),
      decides: "nothing", main: "main: /a /b")
  }

  @Test func refreshHistoricalLocation_onMain_refreshesTopWithoutPopping() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(
        url: "/refresh_historical_location", presentation: .refresh, properties: Self.historical),
      decides: "refresh /b on main", main: "main: /a /b")
  }

  @Test func refreshHistoricalLocation_inModal_dismissesThenRefreshesTopOfMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new", "/new/2"]),
      VisitProposal(
        url: "/refresh_historical_location", presentation: .refresh, properties: Self.historical),
      decides: "dismiss modal, refresh /b on main", main: "main: /a /b")
  }

  // MARK: - Starting

  @Test func start_emptyStacks_pushesTheStartLocation() throws {
    let navigator = Navigator(
      configuration: try .init(startLocation: "https://app.example.com/home?tab=1"))
    #expect(navigator.start().description == "push /home?tab=1 on main")
    #expect(navigator.stackLines() == ["main: /home?tab=1", "modal:"])
  }

  @Test func start_mainHoldsAScreen_doesNothing() throws {
    let navigator = try makeNavigator(main: ["/a"])
    #expect(navigator.start().isNone)
    #expect(navigator.stackLines() == ["main: /a", "modal:"])
  }
}

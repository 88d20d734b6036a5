import Fields
import Testing

/// One test per row of Turbo Navigator's table, named
/// `currentContext_givenContext_presentation_result`.
struct NavigatorTests {
  @Test func defaultContext_defaultGiven_defaultPresentation_pushesOnMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"]), VisitProposal(url: "/b"),
      decides: "push /b on main", main: "main: /a /b")
  }

  @Test func defaultContext_defaultGiven_defaultPresentation_samePage_replacesTopOfMain() throws {
    let navigator = try makeNavigator(main: ["/a", "/b"])
    try expectVisit(
      navigator, VisitProposal(url: "/b"),
      decides: "replace top of main with /b", main: "main: /a /b")
    #expect(navigator.mainStack.last?.refreshCount == 0)
  }

  @Test func defaultContext_defaultGiven_defaultPresentation_previousPage_popsAndReloadsIt() throws
  {
    let navigator = try makeNavigator(main: ["/a", "/b"])
    try expectVisit(
      navigator, VisitProposal(url: "/a"),
      decides: "pop main, refresh /a on main", main: "main: /a")
    #expect(navigator.mainStack == [Screen(path: "/a", refreshCount: 1)])
  }

  @Test func defaultContext_defaultGiven_replacePresentation_replacesTopOfMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]), VisitProposal(url: "/c", presentation: .replace),
      decides: "replace top of main with /c", main: "main: /a /c")
  }

  @Test func defaultContext_modalGiven_defaultPresentation_presentsModalWithOnlyThisScreen() throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a"]), VisitProposal(url: "/new", context: .modal),
      decides: "present modal with /new", main: "main: /a", modal: "modal: /new")
  }

  @Test func defaultContext_modalGiven_replacePresentation_presentsModalWithOnlyThisScreen() throws
  {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(url: "/new", context: .modal, presentation: .replace),
      decides: "present modal with /new", main: "main: /a /b", modal: "modal: /new")
  }

  @Test func modalContext_defaultGiven_defaultPresentation_dismissesThenPushesOnMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new", "/new/2"]), VisitProposal(url: "/b"),
      decides: "dismiss modal, push /b on main", main: "main: /a /b")
  }

  @Test func modalContext_defaultGiven_replacePresentation_dismissesThenReplacesTopOfMain() throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new"]),
      VisitProposal(url: "/c", presentation: .replace),
      decides: "dismiss modal, replace top of main with /c", main: "main: /a /c")
  }

  @Test func modalContext_modalGiven_defaultPresentation_pushesOnModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new"]),
      VisitProposal(url: "/new/2", context: .modal),
      decides: "push /new/2 on modal", main: "main: /a", modal: "modal: /new /new/2")
  }

  @Test func modalContext_modalGiven_replacePresentation_replacesTopOfModal() throws {
    try expectVisit(
      try makeNavigator(main: ["/a"], modal: ["/new", "/new/2"]),
      VisitProposal(url: "/new/3", context: .modal, presentation: .replace),
      decides: "replace top of modal with /new/3", main: "main: /a", modal: "modal: /new /new/3")
  }

  @Test(arguments: NavigationContext.allCases)
  func defaultContext_anyGiven_popPresentation_popsMain(given: NavigationContext) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"]),
      VisitProposal(url: "/pop", context: given, presentation: .pop),
      decides: "pop main", main: "main: /a")
  }

  @Test(arguments: NavigationContext.allCases)
  func defaultContext_anyGiven_refreshPresentation_popsMainThenRefreshesItsNewTop(
    given: NavigationContext
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b", "/c"])
    try expectVisit(
      navigator, VisitProposal(url: "/refresh", context: given, presentation: .refresh),
      decides: "pop main, refresh /b on main", main: "main: /a /b")
    #expect(navigator.mainStack.map(\.refreshCount) == [0, 1])
  }

  @Test(arguments: NavigationContext.allCases)
  func modalContext_anyGiven_popPresentation_popsModal(given: NavigationContext) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new", "/new/2"]),
      VisitProposal(url: "/pop", context: given, presentation: .pop),
      decides: "pop modal", main: "main: /a /b", modal: "modal: /new")
  }

  @Test(arguments: NavigationContext.allCases)
  func modalContext_anyGiven_popPresentation_oneModalScreen_dismissesModal(
    given: NavigationContext
  ) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b"], modal: ["/new"]),
      VisitProposal(url: "/pop", context: given, presentation: .pop),
      decides: "dismiss modal", main: "main: /a /b")
  }

  @Test(arguments: NavigationContext.allCases)
  func modalContext_anyGiven_refreshPresentation_popsModalThenRefreshesItsNewTop(
    given: NavigationContext
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b"], modal: ["/new", "/new/2", "/new/3"])
    try expectVisit(
      navigator, VisitProposal(url: "/refresh", context: given, presentation: .refresh),
      decides: "pop modal, refresh /new/2 on modal", main: "main: /a /b",
      modal: "modal: /new /new/2")
    #expect(navigator.modalStack.map(\.refreshCount) == [0, 1])
    #expect(navigator.mainStack.map(\.refreshCount) == [0, 0])
  }

  @Test(arguments: NavigationContext.allCases)
  func modalContext_anyGiven_refreshPresentation_oneModalScreen_dismissesThenRefreshesTopOfMain(
    given: NavigationContext
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b"], modal: ["/new"])
    try expectVisit(
      navigator, VisitProposal(url: "/refresh", context: given, presentation: .refresh),
      decides: "dismiss modal, refresh /b on main", main: "main: /a /b")
    #expect(navigator.mainStack.map(\.refreshCount) == [0, 1])
  }

  @Test(arguments: NavigationContext.allCases)
  func anyContext_anyGiven_clearAllPresentation_fromMain_popsToRootThenRefreshesRoot(
    given: NavigationContext
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b", "/c"])
    try expectVisit(
      navigator, VisitProposal(url: "/clear", context: given, presentation: .clearAll),
      decides: "pop main to root, refresh /a on main", main: "main: /a")
    #expect(navigator.mainStack == [Screen(path: "/a", refreshCount: 1)])
  }

  @Test(arguments: NavigationContext.allCases)
  func anyContext_anyGiven_clearAllPresentation_fromModal_dismissesPopsToRootThenRefreshesRoot(
    given: NavigationContext
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b", "/c"], modal: ["/new", "/new/2"])
    try expectVisit(
      navigator, VisitProposal(url: "/clear", context: given, presentation: .clearAll),
      decides: "dismiss modal, pop main to root, refresh /a on main", main: "main: /a")
    #expect(navigator.mainStack == [Screen(path: "/a", refreshCount: 1)])
  }

  @Test(arguments: NavigationContext.allCases)
  func anyContext_anyGiven_replaceRootPresentation_fromMain_popsToRootThenReplacesRoot(
    given: NavigationContext
  ) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b", "/c"]),
      VisitProposal(url: "/home", context: given, presentation: .replaceRoot),
      decides: "pop main to root, replace top of main with /home", main: "main: /home")
  }

  @Test(arguments: NavigationContext.allCases)
  func anyContext_anyGiven_replaceRootPresentation_fromModal_dismissesPopsToRootThenReplacesRoot(
    given: NavigationContext
  ) throws {
    try expectVisit(
      try makeNavigator(main: ["/a", "/b", "/c"], modal: ["/new"]),
      VisitProposal(url: "/home", context: given, presentation: .replaceRoot),
      decides: "dismiss modal, pop main to root, replace top of main with /home",
      main: "main: /home")
  }

  @Test(arguments: NavigationContext.allCases, [[], ["/new", "/new/2"]])
  func anyContext_anyGiven_nonePresentation_leavesStacks(
    given: NavigationContext, modal: [String]
  ) throws {
    let navigator = try makeNavigator(main: ["/a", "/b"], modal: modal)
    let before = navigator.stackLines()
    let decision = try navigator.perform(
      VisitProposal(url: "/c", context: given, presentation: .none))
    #expect(decision.steps.isEmpty)
    #expect(decision.description == "nothing")
    #expect(navigator.stackLines() == before)
  }
}

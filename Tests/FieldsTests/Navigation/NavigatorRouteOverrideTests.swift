import Fields
import Testing

/// The route override's three answers: a custom screen, stop, or the default.
struct NavigatorRouteOverrideTests {
  @Test func routeOverride_acceptCustom_routesACustomScreenByTheTable() throws {
    let navigator = try makeNavigator(main: ["/a"])
    navigator.routeOverride = { $0.url == "/numbers" ? .acceptCustom("Numbers") : .accept }
    try expectVisit(
      navigator, VisitProposal(url: "/numbers"),
      decides: "push /numbers[Numbers] on main", main: "main: /a /numbers[Numbers]")
    #expect(navigator.mainStack.last == Screen(path: "/numbers", customName: "Numbers"))
    try expectVisit(
      navigator, VisitProposal(url: "/numbers"),
      decides: "replace top of main with /numbers[Numbers]", main: "main: /a /numbers[Numbers]")
  }

  @Test func routeOverride_acceptCustomInModal_presentsTheCustomScreen() throws {
    let navigator = try makeNavigator(main: ["/a"])
    navigator.routeOverride = { _ in .acceptCustom("SignIn") }
    try expectVisit(
      navigator, VisitProposal(url: "/sign_in", context: .modal),
      decides: "present modal with /sign_in[SignIn]", main: "main: /a",
      modal: "modal: /sign_in[SignIn]")
  }

  @Test func routeOverride_reject_stopsTheVisit() throws {
    let navigator = try makeNavigator(main: ["/a", "/b"], modal: ["/new"])
    navigator.routeOverride = { $0.presentation == .clearAll ? .reject : .accept }
    try expectVisit(
      navigator, VisitProposal(url: "/x", presentation: .clearAll),
      decides: "nothing", main: "main: /a /b", modal: "modal: /new")
  }

  @Test func routeOverride_accept_letsTheDefaultHappen() throws {
    let navigator = try makeNavigator(main: ["/a"], modal: ["/new"])
    navigator.routeOverride = { _ in .accept }
    try expectVisit(
      navigator, VisitProposal(url: "/b"), decides: "dismiss modal, push /b on main",
      main: "main: /a /b")
  }

  @Test func routeOverride_readsCustomProperties() throws {
    let navigator = try makeNavigator(main: ["/a"])
    navigator.routeOverride = { proposal in
      guard case .string(let name) = proposal.properties["controller"] else { return .accept }
      return .acceptCustom(name)
    }
    try expectVisit(
      navigator,
      VisitProposal(
        url: "/users/sign_in", context: .modal, properties: ["controller": "new_session"]),
      decides: "present modal with /users/sign_in[new_session]", main: "main: /a",
      modal: "modal: /users/sign_in[new_session]")
  }

  @Test func routeOverride_routeAsksWithoutChangingTheStacks() throws {
    let navigator = try makeNavigator(main: ["/a"])
    navigator.routeOverride = { _ in .acceptCustom("Numbers") }
    #expect(
      try navigator.route(VisitProposal(url: "/n")).description
        == "push /n[Numbers] on main")
    #expect(navigator.stackLines() == ["main: /a", "modal:"])
  }
}

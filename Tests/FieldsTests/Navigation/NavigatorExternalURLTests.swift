import Fields
import Testing

/// URLs that leave the app: another host, or a scheme other than http and https.
struct NavigatorExternalURLTests {
  static let external = [
    "https://other.example.com/posts/1",
    "http://example.com/",
    "https://app.example.com.evil.test/",
    "mailto:team@example.com",
    "tel:+15551234567",
    "sms:+15551234567",
    "myapp://settings",
    "ftp://app.example.com/file.txt",
  ]

  @Test(arguments: external, NavigationContext.allCases)
  func externalURL_fromEitherContext_opensOutsideAndLeavesStacks(
    url: String, current: NavigationContext
  ) throws {
    let navigator = try makeNavigator(
      main: ["/a", "/b"], modal: current == .modal ? ["/new"] : [])
    let before = navigator.stackLines()
    let decision = try navigator.perform(VisitProposal(url: url))
    #expect(decision.steps == [.openExternally(url: url)])
    #expect(decision.description == "open \(url) externally")
    #expect(navigator.stackLines() == before)
  }

  @Test(arguments: NavigationPresentation.allCases)
  func externalURL_anyPresentation_opensOutside(presentation: NavigationPresentation) throws {
    let navigator = try makeNavigator(main: ["/a", "/b"], modal: ["/new"])
    let decision = try navigator.perform(
      VisitProposal(url: "mailto:team@example.com", context: .modal, presentation: presentation))
    #expect(decision.description == "open mailto:team@example.com externally")
    #expect(navigator.stackLines() == ["main: /a /b", "modal: /new"])
  }

  static let onAppHost: [(url: String, screen: String)] = [
    ("https://app.example.com/posts/1", "/posts/1"),
    ("http://app.example.com/posts/1", "/posts/1"),
    ("HTTPS://APP.EXAMPLE.COM", "/"),
    ("https://app.example.com:8443/a?b=1#c", "/a?b=1"),
    ("https://user@app.example.com/a", "/a"),
    ("//app.example.com/a", "/a"),
    ("/posts/1#comments", "/posts/1"),
  ]

  @Test(arguments: onAppHost)
  func urlOnAppHost_pushesItsPathAndQuery(url: String, screen: String) throws {
    try expectVisit(
      try makeNavigator(main: ["/home"]), VisitProposal(url: url),
      decides: "push \(screen) on main", main: "main: /home \(screen)")
  }

  @Test func externalURL_routeOverrideIsNotAsked() throws {
    let navigator = try makeNavigator(main: ["/a"])
    var asked: [String] = []
    navigator.routeOverride = { proposal in
      asked.append(proposal.url)
      return .reject
    }
    try navigator.perform(VisitProposal(url: "https://other.example.com/"))
    try navigator.perform(VisitProposal(url: "/b"))
    #expect(asked == ["/b"])
  }

  @Test func configuration_ipv6Host_tellsItsOwnURLs() throws {
    let navigator = Navigator(configuration: try .init(startLocation: "http://[::1]:3000/"))
    #expect(
      try navigator.route(VisitProposal(url: "http://[::1]:3000/a")).description
        == "push /a on main")
    #expect(
      try navigator.route(VisitProposal(url: "http://[::2]:3000/a")).description
        == "open http://[::2]:3000/a externally")
  }
}

import Fields
import Testing

/// What the phone screen keeps per screen rides on the navigator's screens: their identity,
/// reloads and departures.
struct PhoneScreenNavigationTests {
  @Test func screen_samePageMadeTwice_isEqualButNotTheSameScreen() {
    let first = Screen(path: "/a")
    let second = Screen(path: "/a")
    #expect(first == second)
    #expect(first.id != second.id)
    var copy = first
    copy.refreshCount += 1
    #expect(copy.id == first.id)
  }

  @Test func visit_refreshOfTheScreenBelow_dropsItsBridgeComponentsButKeepsItsForm() throws {
    let screen = try PhoneScreenTests.screen()
    try screen.visit("/a")
    let form = try PhoneScreenTests.form()
    screen.load(form)
    try screen.connect(bridgeComponent: "form")
    try screen.visit("/b")
    #expect(screen.connectedBridgeComponents.isEmpty)
    try screen.visit("/a")  // pops /b and reloads /a
    #expect(screen.navigator?.mainStack.last?.refreshCount == 1)
    #expect(screen.connectedBridgeComponents.isEmpty)
    #expect(screen.toolbarRule == .on)
    #expect(screen.form === form)
  }

  @Test func visit_modalDismissed_itsFormAndComponentsGoWithIt() throws {
    let screen = try PhoneScreenTests.screen()
    try screen.visit("/a")
    try screen.visit(VisitProposal(url: "/new", context: .modal))
    screen.load(try PhoneScreenTests.form())
    try screen.connect(bridgeComponent: "form")
    try screen.visit(VisitProposal(url: "/a", presentation: .pop))  // dismisses the modal
    #expect(screen.navigator?.modalStack.isEmpty == true)
    #expect(screen.form == nil)
    #expect(screen.connectedBridgeComponents.isEmpty)
  }

  @Test func visit_withoutNavigator_throwsNoNavigator() {
    #expect(throws: PhoneScreenError.noNavigator) { try PhoneScreen().visit("/a") }
  }

  @Test func toolbarRule_beforeAnyVisit_followsTheFormsOwnPath() throws {
    let screen = try PhoneScreenTests.screen()
    screen.load(
      try PhoneScreenTests.form(
        #"{ "path": "/signin", "fields": [ { "name": "email", "kind": "email" } ] }"#))
    #expect(screen.toolbarRule == .offByPath("/signin"))
    #expect(screen.toolbarRule.description == "default_toolbar: false at /signin")
  }

  /// The example of the article "The phone screen", as written there.
  @Test func article_example_runsAsWritten() throws {
    let navigator = Navigator(configuration: try .init(startLocation: "https://example.com/"))
    let paths = try PathConfiguration(
      json: """
        { "rules": [ { "patterns": ["/signin$"], "properties": {"default_toolbar": false} } ] }
        """)
    let screen = PhoneScreen(device: .iPhone15, navigator: navigator, pathConfiguration: paths)
    try screen.visit("/profile")
    let spec = try FormSpec(
      json: """
        { "title": "Profile", "fields": [
          { "name": "email", "kind": "email" }, { "name": "born", "kind": "date" } ] }
        """)
    screen.load(try Form(spec: spec, now: Form.referenceDate))
    try screen.focus("email")
    try screen.type("ada@example.com")
    #expect(screen.firstResponder?.input == .keyboard(.emailAddress))
    #expect(screen.toolbarRule == .on)
    #expect(screen.accessoryBar?.map(\.title) == ["Previous", "Next", "", "Done"])
    let events = screen.takeEvents()
    #expect(events.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(events.first?.end == Rect(x: 0, y: 472, width: 393, height: 380))
    try screen.focusNext()
    guard case .datePicker(let picker)? = screen.inputView else {
      Issue.record("no date picker")
      return
    }
    #expect(picker.date.value == Form.referenceDate)
    try screen.connect(bridgeComponent: "form")
    #expect(screen.toolbarRule == .offByBridgeComponent("form"))
    #expect(PhoneScreenText(screen).drawing().count > 5)
  }
}

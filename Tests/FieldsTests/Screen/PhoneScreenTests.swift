import Fields
import Testing

/// `PhoneScreen` as a library user drives it, without a session: visits, forms per screen,
/// focus and the keyboard that follows it, the toolbar rule, input views and the notifications.
struct PhoneScreenTests {
  static let paths = """
    { "rules": [
      { "patterns": [".*"], "properties": {"context": "default"} },
      { "patterns": ["/signin$"], "properties": {"default_toolbar": false} } ] }
    """

  static let profile = """
    { "title": "Profile", "locale": "en_US",
      "fields": [
        { "name": "email", "kind": "email" },
        { "name": "born",  "kind": "date" },
        { "name": "age",   "kind": "integer" },
        { "name": "news",  "kind": "boolean" } ] }
    """

  /// A phone screen with a navigator on `example.com` and the rules above.
  static func screen() throws -> PhoneScreen {
    let navigator = Navigator(
      configuration: try .init(startLocation: "https://example.com/"))
    return PhoneScreen(
      navigator: navigator, pathConfiguration: try PathConfiguration(json: paths))
  }

  static func form(_ json: String = profile) throws -> Form {
    try Form(spec: FormSpec(json: json), now: Form.referenceDate)
  }

  // MARK: - The toolbar rule

  @Test func visit_pathWithDefaultToolbarFalse_hidesTheAccessoryBar() throws {
    let screen = try Self.screen()
    try screen.visit("/signin")
    screen.load(try Self.form())
    try screen.focus("email")
    #expect(screen.toolbarRule == .offByPath("/signin"))
    #expect(screen.accessoryBar == nil)
    #expect(screen.firstResponder?.showsAccessoryBar == false)
    #expect(screen.accessoryBarFrame == nil)
  }

  @Test func visit_pathWithoutRule_showsTheAccessoryBar() throws {
    let screen = try Self.screen()
    try screen.visit("/profile")
    screen.load(try Self.form())
    try screen.focus("email")
    #expect(screen.toolbarRule == .on)
    #expect(screen.accessoryBar?.compactMap(\.button) == [.previous, .next, .done])
    #expect(screen.accessoryBarFrame?.height == 44)
  }

  @Test func connectBridgeComponent_thenPopItsScreen_accessoryBarComesBack() throws {
    let screen = try Self.screen()
    try screen.visit("/profile")
    screen.load(try Self.form())
    try screen.visit("/profile/edit")
    try screen.connect(bridgeComponent: "form")
    #expect(screen.toolbarRule == .offByBridgeComponent("form"))
    #expect(screen.connectedBridgeComponents == ["form"])
    try screen.visit("/profile")  // the screen below: pop to it
    #expect(screen.navigator?.stackLines() == ["main: /profile", "modal:"])
    #expect(screen.toolbarRule == .on)
    try screen.focus("email")
    #expect(screen.accessoryBar != nil)
  }

  @Test func connectBridgeComponent_keyboardUp_keyboardLosesItsBarWithEvents() throws {
    let screen = try Self.screen()
    try screen.visit("/profile")
    screen.load(try Self.form())
    try screen.focus("email")
    _ = screen.takeEvents()
    try screen.connect(bridgeComponent: "form")
    let events = screen.takeEvents()
    #expect(events.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(events.first.map { $0.end.height + 44 == $0.begin.height } == true)
    try screen.disconnect(bridgeComponent: "form")
    #expect(screen.toolbarRule == .on)
    #expect(screen.firstResponder?.showsAccessoryBar == true)
  }

  @Test func connectBridgeComponent_twice_throwsAlreadyConnected() throws {
    let screen = try Self.screen()
    try screen.visit("/profile")
    try screen.connect(bridgeComponent: "form")
    #expect(throws: PhoneScreenError.bridgeComponentConnected("form", path: "/profile")) {
      try screen.connect(bridgeComponent: "form")
    }
  }

  @Test func connectBridgeComponent_beforeAnyVisit_throwsNoScreen() throws {
    #expect(throws: PhoneScreenError.noScreen) {
      try PhoneScreen().connect(bridgeComponent: "form")
    }
  }

  // MARK: - Forms per screen

  @Test func load_onAScreen_goesWhenThatScreenIsPoppedAndNotBefore() throws {
    let screen = try Self.screen()
    try screen.visit("/a")
    let first = try Self.form()
    screen.load(first)
    try screen.visit("/b")
    #expect(screen.form == nil)
    let second = try Self.form()
    screen.load(second)
    try screen.visit("/a")  // back to the screen below: /b is popped
    #expect(screen.form === first)
    try screen.visit("/b")  // a new screen for /b: its form went with the old one
    #expect(screen.form == nil)
  }

  @Test func load_samePagePushedTwice_eachScreenKeepsItsOwnForm() throws {
    let screen = try Self.screen()
    try screen.visit("/a")
    try screen.visit("/b")
    let lower = try Self.form()
    screen.load(lower)
    try screen.visit(VisitProposal(url: "/c", presentation: .push))
    try screen.visit(VisitProposal(url: "/b", presentation: .push))
    #expect(screen.form == nil)
    #expect(screen.navigator?.stackLines() == ["main: /a /b /c /b", "modal:"])
  }

  @Test func load_beforeAnyVisit_staysWhateverIsVisited() throws {
    let screen = try Self.screen()
    let form = try Self.form()
    screen.load(form)
    try screen.visit("/a")
    try screen.visit("/b")
    #expect(screen.form === form)
  }

  @Test func visit_awayFromAFocusedForm_keyboardGoesWithHideEvents() throws {
    let screen = try Self.screen()
    try screen.visit("/a")
    screen.load(try Self.form())
    try screen.focus("email")
    _ = screen.takeEvents()
    try screen.visit("/b")
    #expect(screen.firstResponder == nil)
    #expect(
      screen.takeEvents().map(\.name) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
  }

  // MARK: - Focus, the keyboard and its events

  @Test func focus_keyboardField_keyboardSlidesUpFromBelowTheScreen() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    let events = screen.takeEvents()
    #expect(events.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(events.first?.begin.y == 852)
    #expect(events.first?.end == screen.keyboard.frame)
    #expect(screen.firstResponder?.input == .keyboard(.emailAddress))
    #expect(screen.takeEvents().isEmpty)
  }

  @Test func focusNext_toANumberField_keyboardChangesFrameOnce() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("born")
    _ = screen.takeEvents()
    #expect(try screen.focusNext())
    #expect(screen.firstResponder?.input == .keyboard(.numberPad))
    #expect(
      screen.takeEvents().map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
  }

  @Test func focus_dateField_showsItsInputViewInsteadOfTheKeyboard() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("born")
    #expect(screen.firstResponder?.input == .datePicker)
    #expect(screen.keyboardFrame == nil)
    #expect(screen.inputViewFrame != nil)
    guard case .datePicker? = screen.inputView else {
      Issue.record("no date picker: \(String(describing: screen.inputView))")
      return
    }
    #expect(throws: PhoneScreenError.noKeyboard("born")) { try screen.type("1") }
  }

  @Test func focus_switch_keyboardGoesAway() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    try screen.focus("news")
    #expect(screen.firstResponder == nil)
    #expect(screen.keyboard.isShown == false)
  }

  @Test func hideKeyboard_thenShow_comesBackUntilFocusMoves() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    #expect(screen.hideKeyboard())
    #expect(screen.firstResponder == nil)
    #expect(screen.hideKeyboard() == false)
    #expect(try screen.showKeyboard())
    #expect(screen.firstResponder?.name == "email")
  }

  @Test func type_intoFocusedField_goesIntoItsText() throws {
    let screen = PhoneScreen()
    let form = try Self.form()
    screen.load(form)
    try screen.focus("age")
    let report = try screen.type("4x2")
    #expect(report.typed == "42")
    #expect(try form.field(named: "age").text.value == "42")
    #expect(try screen.deleteBackward() == 1)
    #expect(try form.field(named: "age").text.value == "4")
  }

  @Test func type_noForm_throwsNoForm() {
    #expect(throws: PhoneScreenError.noForm) { try PhoneScreen().type("a") }
  }

  @Test func rotate_keyboardUp_keyboardTakesTheLandscapeFrame() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    let portrait = try #require(screen.keyboard.frame)
    _ = screen.takeEvents()
    #expect(screen.rotate(to: .landscape))
    let landscape = try #require(screen.keyboard.frame)
    let events = screen.takeEvents()
    #expect(events.map(\.name) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(events.first?.begin == portrait)
    #expect(events.first?.end == landscape)
    #expect(landscape.width == 852)
    #expect(screen.rotate(to: .landscape) == false)
  }

  @Test func device_changed_postsNoEventsButLaysTheKeyboardOut() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    _ = screen.takeEvents()
    screen.device = .iPhoneSE
    #expect(screen.takeEvents().isEmpty)
    #expect(screen.keyboard.frame?.width == 375)
  }

  @Test func tap_done_resignsFocusAndTheKeyboardGoes() throws {
    let screen = PhoneScreen()
    screen.load(try Self.form())
    try screen.focus("email")
    try screen.tap(.done)
    #expect(screen.form?.focusedField == nil)
    #expect(screen.firstResponder == nil)
  }

  @Test func tap_toolbarOffByPath_throwsTheRule() throws {
    let screen = try Self.screen()
    try screen.visit("/signin")
    screen.load(try Self.form())
    try screen.focus("email")
    #expect(throws: PhoneScreenError.toolbarOff(.offByPath("/signin"))) {
      try screen.tap(.next)
    }
  }

  @Test func docked_showTypeSend_emptiesTheBar() throws {
    let screen = PhoneScreen()
    #expect(throws: PhoneScreenError.dockedBarHidden) { try screen.typeInDockedBar("Hi") }
    screen.showDockedBar()
    try screen.typeInDockedBar("Hi")
    #expect(try screen.sendDockedBar() == "Hi")
    #expect(throws: PhoneScreenError.nothingToSend) { try screen.sendDockedBar() }
    #expect(screen.dockedBarFrame != nil)
  }

  // MARK: - The drawing

  @Test func drawing_noForm_isABoxAsWideAsTheScreen() {
    let lines = PhoneScreenText(PhoneScreen(device: .iPhoneSE)).drawing()
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count == 46 })
    #expect(lines[1].contains("no form loaded"))
  }
}

import Fields
import Testing

struct KeyboardModelTests {
  static let showOrder: [KeyboardEvent.Name] = [
    .willChangeFrame, .willShow, .didChangeFrame, .didShow,
  ]
  static let hideOrder: [KeyboardEvent.Name] = [
    .willChangeFrame, .willHide, .didChangeFrame, .didHide,
  ]

  func rect(_ y: Double, _ height: Double, width: Double = 393) -> Rect {
    Rect(x: 0, y: y, width: width, height: height)
  }

  func expectSequence(
    _ events: [KeyboardEvent], _ names: [KeyboardEvent.Name], begin: Rect, end: Rect
  ) {
    #expect(events.map(\.name) == names)
    #expect(events.allSatisfy { $0.begin == begin && $0.end == end })
    #expect(events.allSatisfy { $0.duration == 0.25 && $0.curve == 7 })
  }

  @Test func show_defaultKeyboardWithBar_slidesUpFromBelowScreen() {
    var keyboard = KeyboardModel(device: .iPhone15)
    let events = keyboard.show(.keyboard(.default), accessory: true)
    expectSequence(events, Self.showOrder, begin: rect(852, 380), end: rect(472, 380))
    #expect(keyboard.frame == rect(472, 380))
    #expect(keyboard.input == .keyboard(.default))
    #expect(keyboard.hasAccessory)
  }

  @Test func hide_shownKeyboard_slidesBelowScreen() {
    var keyboard = KeyboardModel(device: .iPhone15)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.hide()
    expectSequence(events, Self.hideOrder, begin: rect(472, 380), end: rect(852, 380))
    #expect(keyboard.frame == nil)
    #expect(!keyboard.isShown)
  }

  @Test func hide_hiddenKeyboard_postsNothing() {
    var keyboard = KeyboardModel(device: .iPhoneSE)
    #expect(keyboard.hide().isEmpty)
  }

  @Test func show_focusToShorterNumberPad_changesFrame() {
    var keyboard = KeyboardModel(device: .iPhone15)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.show(.keyboard(.numberPad), accessory: true)
    expectSequence(events, Self.showOrder, begin: rect(472, 380), end: rect(517, 335))
  }

  @Test func show_focusToPicker_inputViewReplacesKeyboard() {
    var keyboard = KeyboardModel(device: .iPhone15)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.show(.picker, accessory: true)
    expectSequence(events, Self.showOrder, begin: rect(472, 380), end: rect(558, 294))
    #expect(keyboard.input == .picker)
  }

  @Test func show_focusToFieldWithoutBar_dropsBarHeight() {
    var keyboard = KeyboardModel(device: .iPhone15)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.show(.keyboard(.default), accessory: false)
    expectSequence(events, Self.showOrder, begin: rect(472, 380), end: rect(516, 336))
    #expect(!keyboard.hasAccessory)
  }

  @Test func show_focusToSameHeight_postsEqualFrames() {
    var keyboard = KeyboardModel(device: .iPhoneSE)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.show(.keyboard(.emailAddress), accessory: true)
    let frame = rect(363, 304, width: 375)
    expectSequence(events, Self.showOrder, begin: frame, end: frame)
  }

  @Test func rotate_shownKeyboard_takesLandscapeFrame() {
    var keyboard = KeyboardModel(device: .iPhone15)
    _ = keyboard.show(.keyboard(.default), accessory: true)
    let events = keyboard.rotate(to: .landscape)
    expectSequence(
      events, Self.showOrder, begin: rect(472, 380), end: rect(140, 253, width: 852))
    #expect(keyboard.orientation == .landscape)
    #expect(keyboard.rotate(to: .landscape).isEmpty)
  }

  @Test func rotate_hiddenKeyboard_postsNothingButTurns() {
    var keyboard = KeyboardModel(device: .iPad10)
    #expect(keyboard.rotate(to: .landscape).isEmpty)
    let events = keyboard.show(.datePicker, accessory: true)
    expectSequence(
      events, Self.showOrder, begin: rect(820, 286, width: 1180),
      end: rect(534, 286, width: 1180))
  }

  @Test func description_event_namesFramesDurationAndCurve() {
    var keyboard = KeyboardModel(device: .iPhone15)
    let events = keyboard.show(.keyboard(.default), accessory: true)
    #expect(
      events.map(\.description) == [
        "willChangeFrame {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7",
        "willShow {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7",
        "didChangeFrame {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7",
        "didShow {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7",
      ])
  }

  @Test func rawValue_eventNames_areNotificationNamesWithoutPrefix() {
    #expect(
      KeyboardEvent.Name.allCases.map(\.rawValue) == [
        "willShow", "didShow", "willChangeFrame", "didChangeFrame", "willHide", "didHide",
      ])
  }
}

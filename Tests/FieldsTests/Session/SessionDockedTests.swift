import Fields
import Testing

/// The docked text bar through the session: `docked show|hide|type|return|send`, riding on the
/// keyboard as it comes, changes, turns and goes.
struct SessionDockedTests {
  /// A session on the examples with `signup.json` loaded, the docked bar shown and keyboard
  /// events printed, after `commands`.
  func session(_ commands: String...) throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    for command in ["load signup.json", "keyboard events on", "docked show"] + commands {
      _ = try session.run(command)
    }
    return session
  }

  /// The four notifications of a keyboard appearing or changing, then the bar's frame.
  static func shown(_ begin: String, _ end: String, docked: String) -> [String] {
    ["willChangeFrame", "willShow", "didChangeFrame", "didShow"].map {
      "\($0) \(begin) -> \(end) 0.25s curve 7"
    } + ["docked " + docked]
  }

  /// The four notifications of the keyboard going, then the bar's frame.
  static func hidden(_ begin: String, _ end: String, docked: String) -> [String] {
    ["willChangeFrame", "willHide", "didChangeFrame", "didHide"].map {
      "\($0) \(begin) -> \(end) 0.25s curve 7"
    } + ["docked " + docked]
  }

  // MARK: - Riding on the keyboard

  @Test func dockedShow_noKeyboard_restsOnTheHomeIndicator() throws {
    let session = Session()
    #expect(try session.run("docked show") == ["docked 0 774 393 44"])
    #expect(try session.run("show frames") == ["docked 0 774 393 44"])
  }

  @Test func keyboardEvents_eachChange_printTheBarOnTheKeyboardTop() throws {
    let session = try session()
    #expect(
      try session.run("focus email")
        == ["focus email: emailAddress keyboard"]
        + Self.shown("{{0, 852}, {393, 380}}", "{{0, 472}, {393, 380}}", docked: "0 428 393 44"))
    #expect(
      try session.run("focus age")
        == ["focus age: numberPad keyboard"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 517}, {393, 335}}", docked: "0 473 393 44"))
    #expect(
      try session.run("focus birthday")
        == ["focus birthday: date picker"]
        + Self.shown("{{0, 517}, {393, 335}}", "{{0, 558}, {393, 294}}", docked: "0 514 393 44"))
    #expect(
      try session.run("rotate")
        == ["device iphone-15: 852 x 393 points, landscape"]
        + Self.shown("{{0, 558}, {393, 294}}", "{{0, 166}, {852, 227}}", docked: "0 122 852 44"))
    #expect(
      try session.run("rotate")
        == ["device iphone-15: 393 x 852 points, portrait"]
        + Self.shown("{{0, 166}, {852, 227}}", "{{0, 558}, {393, 294}}", docked: "0 514 393 44"))
    #expect(
      try session.run("done")
        == ["focus: none"]
        + Self.hidden("{{0, 558}, {393, 294}}", "{{0, 852}, {393, 294}}", docked: "0 774 393 44"))
  }

  @Test func showFrames_keyboardAndBar_listsKeyboardAccessoryThenDocked() throws {
    let session = try session("focus email")
    #expect(
      try session.run("show frames")
        == ["keyboard 0 472 393 380", "accessory 0 472 393 44", "docked 0 428 393 44"])
    _ = try session.run("focus country")
    #expect(
      try session.run("show frames")
        == ["accessory 0 558 393 44", "docked 0 514 393 44", "inputView 0 602 393 250"])
  }

  @Test func keyboardHide_barShown_printsTheBarAtRest() throws {
    let session = try session("focus email")
    #expect(
      try session.run("keyboard hide")
        == Self.hidden("{{0, 472}, {393, 380}}", "{{0, 852}, {393, 380}}", docked: "0 774 393 44"))
  }

  @Test func device_keyboardUp_barRidesTheNewKeyboard() throws {
    let session = try session("focus email", "docked type Hi")
    #expect(try session.run("device iphone-se") == ["device iphone-se: 375 x 667 points, portrait"])
    #expect(
      try session.run("show frames")
        == ["keyboard 0 363 375 304", "accessory 0 363 375 44", "docked 0 319 375 44"])
  }

  @Test func rotate_keyboardHidden_barRestsOnTheLandscapeHomeIndicator() throws {
    let session = try session()
    #expect(try session.run("rotate") == ["device iphone-15: 852 x 393 points, landscape"])
    #expect(try session.run("show frames") == ["docked 0 328 852 44"])
  }

  // MARK: - Typing, growing, scrolling and sending

  @Test func dockedType_linesUpToFive_growsThenScrolls() throws {
    let session = try session("focus email")
    var printed: [[String]] = []
    for command in [
      "docked type Hello", "docked return", "docked type a", "docked return", "docked type b",
      "docked return", "docked type c", "docked return", "docked type d", "docked return",
    ] {
      printed.append(try session.run(command))
    }
    #expect(
      printed == [
        ["docked text: 'Hello', 1 line", "docked 0 428 393 44"],
        ["docked text: 'Hello\\n', 2 lines", "docked 0 408 393 64"],
        ["docked text: 'Hello\\na', 2 lines", "docked 0 408 393 64"],
        ["docked text: 'Hello\\na\\n', 3 lines", "docked 0 388 393 84"],
        ["docked text: 'Hello\\na\\nb', 3 lines", "docked 0 388 393 84"],
        ["docked text: 'Hello\\na\\nb\\n', 4 lines", "docked 0 368 393 104"],
        ["docked text: 'Hello\\na\\nb\\nc', 4 lines", "docked 0 368 393 104"],
        ["docked text: 'Hello\\na\\nb\\nc\\n', 5 lines", "docked 0 348 393 124"],
        ["docked text: 'Hello\\na\\nb\\nc\\nd', 5 lines", "docked 0 348 393 124"],
        ["docked text: 'Hello\\na\\nb\\nc\\nd\\n', 6 lines, scrolls", "docked 0 348 393 124"],
      ])
    #expect(
      try session.run("show frames")
        == ["keyboard 0 472 393 380", "accessory 0 472 393 44", "docked 0 348 393 124"])
    #expect(
      try session.run("docked send")
        == ["sent: 'Hello\\na\\nb\\nc\\nd\\n'", "docked 0 428 393 44"])
    #expect(
      try session.run("show frames")
        == ["keyboard 0 472 393 380", "accessory 0 472 393 44", "docked 0 428 393 44"])
  }

  @Test func dockedType_longLine_wrapsAt33Characters() throws {
    let session = try session()
    #expect(
      try session.run("docked type " + String(repeating: "x", count: 34))
        == ["docked text: '\(String(repeating: "x", count: 34))', 2 lines", "docked 0 754 393 64"])
  }

  @Test func dockedType_spaces_keepsThemAsTyped() throws {
    let session = try session()
    #expect(
      try session.run("docked type  two  spaces ")
        == ["docked text: ' two  spaces ', 1 line", "docked 0 774 393 44"])
  }

  @Test func dockedType_carriageReturnThenReturn_isOneLineBreak() throws {
    let session = try session()
    _ = try session.run("docked type ab\r")
    #expect(
      try session.run("docked return")
        == ["docked text: 'ab\\r\\n', 2 lines", "docked 0 754 393 64"])
    #expect(
      try session.run("docked type cd")
        == ["docked text: 'ab\\r\\ncd', 2 lines", "docked 0 754 393 64"])
  }

  @Test func dockedType_combiningMarkTypedApart_countsOneCharacter() throws {
    let session = try session("docked type " + String(repeating: "e", count: 65))
    #expect(
      try session.run("docked type \u{301}")
        == [
          "docked text: '\(String(repeating: "e", count: 64))…' (65 characters), 2 lines",
          "docked 0 754 393 64",
        ])
  }

  @Test func device_longDockedText_keepsItsCount() throws {
    let session = try session("docked type " + String(repeating: "z", count: 100))
    #expect(try session.run("device ipad-10") == ["device ipad-10: 820 x 1180 points, portrait"])
    #expect(
      try session.run("docked type z")
        == [
          "docked text: '\(String(repeating: "z", count: 64))…' (101 characters), 2 lines",
          "docked 0 1096 820 64",
        ])
  }

  @Test func dockedSend_longText_quotesItsStartAndLength() throws {
    let session = try session()
    _ = try session.run("docked type " + String(repeating: "y", count: 100))
    #expect(
      try session.run("docked send")
        == [
          "sent: '\(String(repeating: "y", count: 64))…' (100 characters)", "docked 0 774 393 44",
        ])
  }

  @Test func dockedHide_thenShow_keepsTheText() throws {
    let session = try session("docked type draft")
    #expect(try session.run("docked hide") == ["docked: hidden"])
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(try session.run("docked show") == ["docked 0 774 393 44"])
    #expect(try session.run("docked send") == ["sent: 'draft'", "docked 0 774 393 44"])
  }

  @Test func dockedHidden_keyboardEvents_printNoBarFrame() throws {
    let session = try session("docked hide")
    let lines = try session.run("focus email")
    #expect(lines.count == 5)
    #expect(lines.last == "didShow {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7")
  }
}

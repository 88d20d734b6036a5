import Fields
import Foundation
import Testing

/// The phone-screen session commands: `device`, `rotate`, `keyboard`, `show frames` and `help`,
/// and the keyboard following focus.
struct SessionKeyboardTests {
  /// A session on the examples with `signup.json` loaded, after `commands`.
  func session(_ commands: String..., form: String = "signup.json") throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load " + form)
    for command in commands { _ = try session.run(command) }
    return session
  }

  /// The four notifications iOS posts when a keyboard appears or changes, as the session
  /// prints them.
  static func shown(_ begin: String, _ end: String) -> [String] {
    ["willChangeFrame", "willShow", "didChangeFrame", "didShow"].map {
      "\($0) \(begin) -> \(end) 0.25s curve 7"
    }
  }

  /// The four notifications iOS posts when the keyboard goes.
  static func hidden(_ begin: String, _ end: String) -> [String] {
    ["willChangeFrame", "willHide", "didChangeFrame", "didHide"].map {
      "\($0) \(begin) -> \(end) 0.25s curve 7"
    }
  }

  // MARK: - Frames per device and orientation

  /// One row of the frames table: the lines `show frames` prints after focusing a field.
  struct FramesCase: Sendable, CustomTestStringConvertible {
    var device: String
    var orientation: String
    /// `email` (letters), `age` (a number pad), `birthday` (a date picker), `country` (a
    /// choice picker).
    var field: String
    var lines: [String]

    var testDescription: String { "\(device) \(orientation) \(field)" }
  }

  static let frames: [FramesCase] = [
    // iPhone SE: no home indicator, 44-point bar; the wheels are 216, 162 in landscape.
    .init(
      device: "iphone-se", orientation: "portrait", field: "email",
      lines: ["keyboard 0 363 375 304", "accessory 0 363 375 44"]),
    .init(
      device: "iphone-se", orientation: "portrait", field: "age",
      lines: ["keyboard 0 407 375 260", "accessory 0 407 375 44"]),
    .init(
      device: "iphone-se", orientation: "portrait", field: "birthday",
      lines: ["accessory 0 407 375 44", "inputView 0 451 375 216"]),
    .init(
      device: "iphone-se", orientation: "portrait", field: "country",
      lines: ["accessory 0 407 375 44", "inputView 0 451 375 216"]),
    .init(
      device: "iphone-se", orientation: "landscape", field: "email",
      lines: ["keyboard 0 137 667 238", "accessory 0 137 667 44"]),
    .init(
      device: "iphone-se", orientation: "landscape", field: "age",
      lines: ["keyboard 0 169 667 206", "accessory 0 169 667 44"]),
    .init(
      device: "iphone-se", orientation: "landscape", field: "birthday",
      lines: ["accessory 0 169 667 44", "inputView 0 213 667 162"]),
    .init(
      device: "iphone-se", orientation: "landscape", field: "country",
      lines: ["accessory 0 169 667 44", "inputView 0 213 667 162"]),
    // iPhone 15: the wheels reach through the home indicator's 34 points, 21 in landscape.
    .init(
      device: "iphone-15", orientation: "portrait", field: "email",
      lines: ["keyboard 0 472 393 380", "accessory 0 472 393 44"]),
    .init(
      device: "iphone-15", orientation: "portrait", field: "age",
      lines: ["keyboard 0 517 393 335", "accessory 0 517 393 44"]),
    .init(
      device: "iphone-15", orientation: "portrait", field: "birthday",
      lines: ["accessory 0 558 393 44", "inputView 0 602 393 250"]),
    .init(
      device: "iphone-15", orientation: "portrait", field: "country",
      lines: ["accessory 0 558 393 44", "inputView 0 602 393 250"]),
    .init(
      device: "iphone-15", orientation: "landscape", field: "email",
      lines: ["keyboard 0 140 852 253", "accessory 0 140 852 44"]),
    .init(
      device: "iphone-15", orientation: "landscape", field: "age",
      lines: ["keyboard 0 178 852 215", "accessory 0 178 852 44"]),
    .init(
      device: "iphone-15", orientation: "landscape", field: "birthday",
      lines: ["accessory 0 166 852 44", "inputView 0 210 852 183"]),
    .init(
      device: "iphone-15", orientation: "landscape", field: "country",
      lines: ["accessory 0 166 852 44", "inputView 0 210 852 183"]),
    .init(
      device: "iphone-15-pro-max", orientation: "portrait", field: "email",
      lines: ["keyboard 0 542 430 390", "accessory 0 542 430 44"]),
    .init(
      device: "iphone-15-pro-max", orientation: "portrait", field: "age",
      lines: ["keyboard 0 587 430 345", "accessory 0 587 430 44"]),
    .init(
      device: "iphone-15-pro-max", orientation: "portrait", field: "birthday",
      lines: ["accessory 0 638 430 44", "inputView 0 682 430 250"]),
    .init(
      device: "iphone-15-pro-max", orientation: "portrait", field: "country",
      lines: ["accessory 0 638 430 44", "inputView 0 682 430 250"]),
    .init(
      device: "iphone-15-pro-max", orientation: "landscape", field: "email",
      lines: ["keyboard 0 177 932 253", "accessory 0 177 932 44"]),
    .init(
      device: "iphone-15-pro-max", orientation: "landscape", field: "age",
      lines: ["keyboard 0 215 932 215", "accessory 0 215 932 44"]),
    .init(
      device: "iphone-15-pro-max", orientation: "landscape", field: "birthday",
      lines: ["accessory 0 203 932 44", "inputView 0 247 932 183"]),
    .init(
      device: "iphone-15-pro-max", orientation: "landscape", field: "country",
      lines: ["accessory 0 203 932 44", "inputView 0 247 932 183"]),
    // iPad: a 50-point bar; a number pad is the full keyboard's number layer, as tall as it.
    .init(
      device: "ipad-10", orientation: "portrait", field: "email",
      lines: ["keyboard 0 817 820 363", "accessory 0 817 820 50"]),
    .init(
      device: "ipad-10", orientation: "portrait", field: "age",
      lines: ["keyboard 0 817 820 363", "accessory 0 817 820 50"]),
    .init(
      device: "ipad-10", orientation: "portrait", field: "birthday",
      lines: ["accessory 0 894 820 50", "inputView 0 944 820 236"]),
    .init(
      device: "ipad-10", orientation: "portrait", field: "country",
      lines: ["accessory 0 894 820 50", "inputView 0 944 820 236"]),
    .init(
      device: "ipad-10", orientation: "landscape", field: "email",
      lines: ["keyboard 0 372 1180 448", "accessory 0 372 1180 50"]),
    .init(
      device: "ipad-10", orientation: "landscape", field: "age",
      lines: ["keyboard 0 372 1180 448", "accessory 0 372 1180 50"]),
    .init(
      device: "ipad-10", orientation: "landscape", field: "birthday",
      lines: ["accessory 0 534 1180 50", "inputView 0 584 1180 236"]),
    .init(
      device: "ipad-10", orientation: "landscape", field: "country",
      lines: ["accessory 0 534 1180 50", "inputView 0 584 1180 236"]),
  ]

  @Test(arguments: frames)
  func showFrames_focusedFieldOnDeviceAndOrientation_printsExactFrames(row: FramesCase) throws {
    let session = try session(
      "device \(row.device)", "rotate \(row.orientation)", "focus \(row.field)")
    #expect(try session.run("show frames") == row.lines)
  }

  @Test func showFrames_nothingFocused_printsNone() throws {
    #expect(try session().run("show frames") == ["frames: none"])
    #expect(try Session().run("show frames") == ["frames: none"])
  }

  // MARK: - The keyboard following focus

  @Test func focus_keyboardOfOtherHeight_postsShowToTheNewFrame() throws {
    let session = try session("keyboard events on", "focus email")
    #expect(
      try session.run("focus age")
        == ["focus age: numberPad keyboard"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 517}, {393, 335}}"))
  }

  @Test func focus_firstKeyboard_slidesUpFromBelowTheScreen() throws {
    let session = try session("keyboard events on")
    #expect(
      try session.run("focus email")
        == ["focus email: emailAddress keyboard"]
        + Self.shown("{{0, 852}, {393, 380}}", "{{0, 472}, {393, 380}}"))
  }

  @Test func focus_keyboardOfEqualHeight_postsShowWithEqualFrames() throws {
    let session = try session("keyboard events on", "focus email")
    #expect(
      try session.run("focus website")
        == ["focus website: URL keyboard"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 472}, {393, 380}}"))
  }

  @Test func focus_datePicker_postsShowToTheInputViewFrame() throws {
    let session = try session("keyboard events on", "focus age")
    #expect(
      try session.run("focus birthday")
        == ["focus birthday: date picker"]
        + Self.shown("{{0, 517}, {393, 335}}", "{{0, 558}, {393, 294}}"))
    #expect(
      try session.run("focus country")
        == ["focus country: picker"]
        + Self.shown("{{0, 558}, {393, 294}}", "{{0, 558}, {393, 294}}"))
  }

  @Test func focus_booleanField_hidesTheKeyboard() throws {
    let session = try session("keyboard events on", "focus name", form: "order.json")
    #expect(
      try session.run("focus newsletter")
        == ["focus newsletter: switch, on"]
        + Self.hidden("{{0, 472}, {393, 380}}", "{{0, 852}, {393, 380}}"))
    #expect(try session.run("show frames") == ["frames: none"])
  }

  @Test func focus_multipleChoiceAfterSwitch_postsNothing() throws {
    let session = try session("keyboard events on", "focus newsletter", form: "order.json")
    #expect(try session.run("focus toppings") == ["focus toppings: list of 3 options"])
  }

  @Test func focus_fieldWithAccessoryNone_dropsTheBarFromTheFrame() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("SessionKeyboardTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      { "title": "Notes", "locale": "en_US",
        "fields": [
          { "name": "subject", "kind": "text" },
          { "name": "body",    "kind": "text",    "accessory": "none" },
          { "name": "count",   "kind": "integer", "accessory": "none" } ] }
      """.utf8
    ).write(to: folder.appendingPathComponent("notes.json"))
    let session = Session(directory: folder.path)
    _ = try session.run("load notes.json")
    _ = try session.run("keyboard events on")
    _ = try session.run("focus subject")
    #expect(
      try session.run("focus body")
        == ["focus body: default keyboard"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 516}, {393, 336}}"))
    #expect(try session.run("show frames") == ["keyboard 0 516 393 336"])
    #expect(
      try session.run("focus count")
        == ["focus count: numberPad keyboard"]
        + Self.shown("{{0, 516}, {393, 336}}", "{{0, 561}, {393, 291}}"))
    #expect(
      try session.run("focus subject")
        == ["focus subject: default keyboard"]
        + Self.shown("{{0, 561}, {393, 291}}", "{{0, 472}, {393, 380}}"))
  }

  @Test func bridgeConnect_keyboardUp_accessoryBarGoesAndComesBack() throws {
    let session = Session(directory: FormSpecTests.examples.path)
    for command in [
      "config paths.json", "load signup.json", "focus email", "keyboard events on",
      "visit /posts/new",
    ] {
      _ = try session.run(command)
    }
    #expect(try session.run("show frames") == ["keyboard 0 472 393 380", "accessory 0 472 393 44"])
    #expect(
      try session.run("bridge connect form")
        == ["bridge form connected on /posts/new: toolbar off (bridge form connected)"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 516}, {393, 336}}"))
    #expect(try session.run("show frames") == ["keyboard 0 516 393 336"])
    #expect(
      try session.run("bridge disappear form")
        == ["bridge form: /posts/new disappeared, toolbar on"]
        + Self.shown("{{0, 516}, {393, 336}}", "{{0, 472}, {393, 380}}"))
  }

  @Test func focus_eventsOff_printsOnlyTheFocusLine() throws {
    let session = try session("focus email")
    #expect(try session.run("focus age") == ["focus age: numberPad keyboard"])
    #expect(try session.run("show frames") == ["keyboard 0 517 393 335", "accessory 0 517 393 44"])
    #expect(try session.run("keyboard events off") == ["keyboard events: off"])
  }

  @Test func done_eventsOn_postsHide() throws {
    let session = try session("keyboard events on", "focus age")
    #expect(
      try session.run("done")
        == ["focus: none"] + Self.hidden("{{0, 517}, {393, 335}}", "{{0, 852}, {393, 335}}"))
  }

  // MARK: - Rotating

  @Test func rotate_keyboardUp_printsDeviceThenShowToTheLandscapeFrame() throws {
    let session = try session("focus email")
    #expect(
      try session.run("rotate")
        == ["device iphone-15: 852 x 393 points, landscape"]
        + Self.shown("{{0, 472}, {393, 380}}", "{{0, 140}, {852, 253}}"))
    #expect(
      try session.run("rotate portrait")
        == ["device iphone-15: 393 x 852 points, portrait"]
        + Self.shown("{{0, 140}, {852, 253}}", "{{0, 472}, {393, 380}}"))
  }

  @Test func rotate_keyboardHidden_printsOnlyTheDevice() throws {
    let session = try session("focus email", "keyboard hide")
    #expect(
      try session.run("rotate landscape") == ["device iphone-15: 852 x 393 points, landscape"])
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(try Session().run("rotate") == ["device iphone-15: 852 x 393 points, landscape"])
  }

  @Test func rotate_sameOrientation_saysAlready() throws {
    let session = try session("focus email")
    #expect(try session.run("rotate portrait") == ["rotate: already portrait"])
  }

  @Test func rotate_pickerUp_movesTheInputView() throws {
    let session = try session("focus call", "rotate")
    #expect(
      try session.run("show frames") == ["accessory 0 166 852 44", "inputView 0 210 852 183"])
  }

  // MARK: - keyboard show and hide

  @Test func keyboardHide_thenFocusElsewhere_showsAgain() throws {
    let session = try session("focus email")
    #expect(
      try session.run("keyboard hide")
        == Self.hidden("{{0, 472}, {393, 380}}", "{{0, 852}, {393, 380}}"))
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(try session.run("focus age") == ["focus age: numberPad keyboard"])
    #expect(try session.run("show frames") == ["keyboard 0 517 393 335", "accessory 0 517 393 44"])
  }

  @Test func keyboardHide_thenKeyboardShow_bringsItBack() throws {
    let session = try session("focus age", "keyboard hide")
    #expect(try session.run("keyboard hide") == ["keyboard: already hidden"])
    #expect(
      try session.run("keyboard show")
        == Self.shown("{{0, 852}, {393, 335}}", "{{0, 517}, {393, 335}}"))
    #expect(try session.run("keyboard show") == ["keyboard: already shown"])
  }

  @Test func keyboardHide_onSwitch_saysAlreadyHidden() throws {
    let session = try session("focus terms", form: "order.json")
    #expect(try session.run("keyboard hide") == ["keyboard: already hidden"])
  }

  // MARK: - Switching devices

  @Test func device_keyboardUp_keepsItUpOnTheNewScreen() throws {
    let session = try session("focus age")
    #expect(try session.run("device iphone-se") == ["device iphone-se: 375 x 667 points, portrait"])
    #expect(try session.run("show frames") == ["keyboard 0 407 375 260", "accessory 0 407 375 44"])
    _ = try session.run("rotate")
    #expect(try session.run("device ipad-10") == ["device ipad-10: 1180 x 820 points, landscape"])
    #expect(
      try session.run("show frames") == ["keyboard 0 372 1180 448", "accessory 0 372 1180 50"])
  }

  @Test func device_keyboardHidden_keepsItHidden() throws {
    let session = try session("focus email", "keyboard hide")
    #expect(
      try session.run("device iphone-15-pro-max")
        == ["device iphone-15-pro-max: 430 x 932 points, portrait"])
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(
      try session.run("keyboard show")
        == Self.shown("{{0, 932}, {430, 390}}", "{{0, 542}, {430, 390}}"))
  }

  @Test func device_eventsOn_postsNothing() throws {
    let session = try session("keyboard events on", "focus email")
    #expect(try session.run("device iphone-se") == ["device iphone-se: 375 x 667 points, portrait"])
  }

  // MARK: - Errors

  /// A bad command: the commands before it, the form to load (none for `nil`), and the sentence.
  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var id: String
    var form: String?
    var lines: [String]
    var error: String

    var testDescription: String { id }
  }

  static let errors: [ErrorCase] = [
    .init(
      id: "unknown device", form: "signup.json", lines: ["device iphone-16"],
      error: "Unknown device 'iphone-16'; use iphone-se, iphone-15, iphone-15-pro-max or ipad-10."),
    .init(
      id: "device without name", form: "signup.json", lines: ["device"],
      error: "'device' takes one name, as in 'device iphone-se'."),
    .init(
      id: "two devices", form: "signup.json", lines: ["device iphone-se ipad-10"],
      error: "'device' takes one name, as in 'device iphone-se'."),
    .init(
      id: "unknown orientation", form: "signup.json", lines: ["rotate sideways"],
      error: "Unknown orientation 'sideways'; use portrait or landscape."),
    .init(
      id: "two orientations", form: "signup.json", lines: ["rotate portrait landscape"],
      error: "'rotate' takes at most one orientation, as in 'rotate landscape'."),
    .init(
      id: "keyboard alone", form: "signup.json", lines: ["keyboard"],
      error: "'keyboard' takes show, hide or 'events on|off', as in 'keyboard show'."),
    .init(
      id: "keyboard events maybe", form: "signup.json", lines: ["keyboard events maybe"],
      error: "'keyboard' takes show, hide or 'events on|off', as in 'keyboard show'."),
    .init(
      id: "keyboard show extra", form: "signup.json", lines: ["focus email", "keyboard show now"],
      error: "'keyboard' takes show, hide or 'events on|off', as in 'keyboard show'."),
    .init(
      id: "keyboard show without focus", form: "signup.json", lines: ["keyboard show"],
      error: "No field has focus; use 'focus NAME' first."),
    .init(
      id: "keyboard show without form", form: nil, lines: ["keyboard show"],
      error: "No form is loaded; start with 'load FORM.json'."),
    .init(
      id: "keyboard show on switch", form: "order.json",
      lines: ["focus newsletter", "keyboard show"],
      error: "The field 'newsletter' shows a switch, not a keyboard; use 'toggle'."),
    .init(
      id: "keyboard show on list", form: "order.json", lines: ["focus toppings", "keyboard show"],
      error:
        "The field 'toppings' shows a list of options, not a keyboard; use 'tick' or 'untick'."),
    .init(
      id: "docked type while hidden", form: nil, lines: ["docked type Hello"],
      error: "The docked bar is hidden; use 'docked show' first."),
    .init(
      id: "docked return while hidden", form: nil, lines: ["docked return"],
      error: "The docked bar is hidden; use 'docked show' first."),
    .init(
      id: "docked send while hidden", form: nil, lines: ["docked send"],
      error: "The docked bar is hidden; use 'docked show' first."),
    .init(
      id: "docked type nothing", form: nil, lines: ["docked show", "docked type"],
      error: "'docked type' needs text, as in 'docked type Hello'."),
    .init(
      id: "docked send nothing", form: nil, lines: ["docked show", "docked send"],
      error:
        "The docked bar has no text, so Send is disabled; type some with 'docked type TEXT'."),
    .init(
      id: "docked alone", form: nil, lines: ["docked"],
      error: "'docked' takes show, hide, 'type TEXT', return or send, as in 'docked type Hello'."),
    .init(
      id: "docked show extra", form: nil, lines: ["docked show now"],
      error: "'docked' takes show, hide, 'type TEXT', return or send, as in 'docked type Hello'."),
    .init(
      id: "unknown help", form: nil, lines: ["help bogus"],
      error: "There is no command 'bogus'; type 'help' for the commands."),
    .init(
      id: "help of two", form: nil, lines: ["help show focus"],
      error: "'help' takes at most one command, as in 'help show'."),
  ]

  @Test(arguments: errors)
  func run_badPhoneScreenCommand_throwsItsSentence(row: ErrorCase) throws {
    let session = Session(directory: FormSpecTests.examples.path)
    if let form = row.form { _ = try session.run("load " + form) }
    for line in row.lines.dropLast() { _ = try session.run(line) }
    let error = #expect(throws: SessionError.self) {
      try session.run(row.lines.last ?? "")
    }
    #expect(error?.message == row.error)
  }

  @Test func run_badCommandWithEventsOn_leavesTheKeyboardAsItWas() throws {
    let session = try session("keyboard events on", "focus email")
    #expect(throws: SessionError.self) { try session.run("device iphone-16") }
    #expect(throws: SessionError.self) { try session.run("rotate sideways") }
    #expect(try session.run("show frames") == ["keyboard 0 472 393 380", "accessory 0 472 393 44"])
  }

  // MARK: - Help

  @Test func help_phoneScreenCommands_printTheirLines() throws {
    let session = Session()
    #expect(
      try session.run("help device")
        == [
          "device NAME             the phone: iphone-se, iphone-15 (the default), "
            + "iphone-15-pro-max, ipad-10"
        ])
    #expect(
      try session.run("help rotate")
        == [
          "rotate [ORIENTATION]    turn the device: to portrait or landscape, "
            + "or the other way by default"
        ])
    #expect(
      try session.run("help keyboard")
        == [
          "keyboard show|hide      bring the focused field's keyboard up or put it away, "
            + "printing iOS's notifications",
          "keyboard events on|off  print the notifications of every keyboard change, "
            + "such as a focus change",
        ])
    #expect(
      try session.run("help docked")
        == [
          "docked show|hide        the docked text bar at the bottom of the screen, "
            + "riding on the keyboard",
          "docked type TEXT        type into the docked bar; 'docked return' starts a new line",
          "docked send             send the docked bar's text, which empties it",
        ])
    #expect(
      try session.run("help help")
        == ["help [COMMAND]          this list, or the lines of one command"])
  }

  @Test func help_eitherNameOfASharedLine_printsThatLine() throws {
    let session = Session()
    let line = "tick ROW | untick ROW   tick or untick an option of a multiple choice (0-based)"
    #expect(try session.run("help tick") == [line])
    #expect(try session.run("help untick") == [line])
  }

  @Test func help_show_printsEveryShowLine() throws {
    let lines = try Session().run("help show")
    #expect(lines.count == 7)
    #expect(
      lines.suffix(2) == [
        "show frames             what rises from the bottom: "
          + "keyboard|accessory|docked|inputView X Y W H in points",
        "show screen             the phone drawn as text: fields, the accessory bar, keys or wheels",
      ])
  }
}

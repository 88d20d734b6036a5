import Foundation
import Testing

@testable import Fields

/// A readonly field and a field whose keyboard is `none` on the phone screen, as a session
/// drives it: focus without a keyboard, edits refused or typed.
struct SessionReadOnlyTests {
  static let spec = """
    {"title": "T", "locale": "en_US", "fields": [
      {"name": "email", "kind": "email"},
      {"name": "id", "kind": "text", "readonly": true, "default": "A-17"},
      {"name": "born", "kind": "date", "readonly": true, "default": "2000-01-31"},
      {"name": "pin", "kind": "integer", "keyboard": "none"}]}
    """

  /// A session with the form above loaded and focus on `email`.
  static func session() throws -> Session {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("readonly-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // The session keeps the form it loaded, not the file.
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(spec.utf8).write(to: folder.appendingPathComponent("form.json"))
    let session = Session(directory: folder.path)
    _ = try session.run("load form.json")
    _ = try session.run("focus email")
    return session
  }

  @Test func focus_readonlyField_showsNoKeyboardAndNoFrames() throws {
    let session = try Self.session()
    #expect(try session.run("focus id") == ["focus id: readonly, no keyboard"])
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(try session.run("focus born") == ["focus born: readonly, no keyboard"])
    #expect(try session.run("show frames") == ["frames: none"])
  }

  @Test(arguments: ["type x", "paste x", "delete 1", "show keyboard"])
  func edit_readonlyField_isRefused(command: String) throws {
    let session = try Self.session()
    _ = try session.run("focus id")
    #expect(
      throws: SessionError(
        "The field 'id' is readonly: it shows no keyboard, and its value cannot be typed, pasted or deleted."
      )
    ) { try session.run(command) }
    #expect(try session.run("move 0") == ["id: A-17|"])
  }

  @Test(arguments: ["wheel 0 1", "pick 0 1"])
  func turn_readonlyDateField_isRefused(command: String) throws {
    let session = try Self.session()
    _ = try session.run("focus born")
    #expect(
      throws: SessionError(
        "The field 'born' is readonly: it shows no keyboard, and its value cannot be typed, pasted or deleted."
      )
    ) { try session.run(command) }
  }

  @Test func nextAndPrevious_stopAtReadonlyFields() throws {
    let session = try Self.session()
    #expect(try session.run("next") == ["focus id: readonly, no keyboard"])
    #expect(try session.run("next") == ["focus born: readonly, no keyboard"])
    #expect(try session.run("next") == ["focus pin: no keyboard (inputmode none)"])
  }

  @Test func validity_readonlyField_isBarred() throws {
    let session = try Self.session()
    #expect(
      try session.run("show validity") == [
        "email: valid", "id: valid (readonly, barred from validation)",
        "born: valid (readonly, barred from validation)", "pin: valid",
      ])
  }

  @Test func keyboardNone_showsNoKeyboardButTypes() throws {
    let session = try Self.session()
    #expect(try session.run("focus pin") == ["focus pin: no keyboard (inputmode none)"])
    #expect(try session.run("show frames") == ["frames: none"])
    #expect(
      throws: SessionError(
        "The field 'pin' shows no keyboard (its keyboard is 'none'); 'type' still types into it.")
    ) { try session.run("show keyboard") }
    // A hardware keyboard or the page's own keypad types any character; validation judges.
    #expect(try session.run("type 12a") == ["pin: 12a|"])
    #expect(try session.run("delete 1") == ["pin: 12|"])
    #expect(try session.run("paste 3") == ["pin: 123|"])
  }
}

/// The same on ``PhoneScreen``, for a library user.
struct PhoneScreenReadOnlyTests {
  @Test func focus_readonlyAndKeyboardNone_raiseNothing() throws {
    let screen = PhoneScreen()
    screen.load(try Form(spec: FormSpec(json: SessionReadOnlyTests.spec), now: Form.referenceDate))
    try screen.focus("email")
    #expect(screen.keyboardFrame != nil)
    try screen.focus("id")
    #expect(screen.firstResponder == nil)
    #expect(screen.keyboardFrame == nil && screen.accessoryBarFrame == nil)
    #expect(throws: PhoneScreenError.readOnly("id")) { try screen.type("x") }
    #expect(throws: PhoneScreenError.readOnly("id")) { try screen.showKeyboard() }
    try screen.focus("pin")
    #expect(screen.firstResponder == nil)
    #expect(throws: PhoneScreenError.keyboardHidden("pin")) { try screen.showKeyboard() }
    try screen.type("7")
    #expect(try screen.form?.field(named: "pin").text.value == "7")
  }
}

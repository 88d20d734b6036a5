import Fields
import Testing

struct SessionRoutingTests {
  func session(_ lines: [String]) throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    for line in lines { _ = try session.run(line) }
    return session
  }

  func message(_ session: Session, _ line: String) -> String? {
    do {
      _ = try session.run(line)
      return nil
    } catch {
      return error.message
    }
  }

  @Test func proxySet_keyboardTextField_typingGoesToIt() throws {
    let session = try session(["focus email", "type jo", "keyfield add search"])
    #expect(try session.run("proxy set search") == ["proxy search: typing goes to it"])
    #expect(try session.run("type pizza") == ["search: pizza|"])
    #expect(try session.run("delete 2") == ["search: piz|"])
    #expect(try session.run("value email") == ["email: jo"])
    #expect(try session.run("value search") == ["search: piz"])
  }

  @Test func proxyClear_afterSet_namesTheFocusedFieldAndTypesThere() throws {
    let session = try session(["focus email", "type jo", "keyfield add search", "proxy set search"])
    #expect(try session.run("proxy clear") == ["proxy cleared: typing goes to email"])
    #expect(try session.run("type e") == ["email: joe|"])
  }

  @Test func proxyClear_nothingFocused_saysNoField() throws {
    let session = try session([])
    #expect(try session.run("proxy clear") == ["proxy cleared: typing goes to no field"])
  }

  @Test func focus_keyboardTextField_registersItAsProxy() throws {
    let session = try session(["focus country", "keyfield add search"])
    #expect(
      try session.run("focus search") == ["focus search: keyboard text field, typing goes to it"])
    // The focused picker field takes no keys, the proxy does.
    #expect(try session.run("type ab") == ["search: ab|"])
  }

  @Test func focus_formFieldAfterKeyboardTextField_unregistersIt() throws {
    let session = try session(["keyfield add search", "focus search", "type ab"])
    #expect(try session.run("focus email") == ["focus email: emailAddress keyboard"])
    #expect(try session.run("type x") == ["email: x|"])
    #expect(try session.run("value search") == ["search: ab"])
  }

  @Test func load_again_forgetsKeyboardTextFields() throws {
    let session = try session(["keyfield add search", "load signup.json"])
    #expect(
      message(session, "proxy set search")
        == "There is no keyboard text field 'search'; add one with 'keyfield add NAME'.")
  }

  @Test func routingCommands_badInput_throwOneSentence() throws {
    let session = try session(["keyfield add search"])
    #expect(
      message(session, "keyfield search")
        == "'keyfield' takes 'add NAME', as in 'keyfield add search'.")
    #expect(
      message(session, "keyfield add email")
        == "'email' is a field of the form; give the keyboard's text field another name.")
    #expect(
      message(session, "keyfield add search") == "The keyboard already has a text field 'search'.")
    #expect(
      message(session, "proxy") == "'proxy' takes 'set NAME' or 'clear', as in 'proxy set search'.")
    #expect(
      message(session, "proxy set nope")
        == "There is no keyboard text field 'nope'; add one with 'keyfield add NAME'.")
    #expect(
      message(Session(), "keyfield add search")
        == "No form is loaded; start with 'load FORM.json'.")
  }
}

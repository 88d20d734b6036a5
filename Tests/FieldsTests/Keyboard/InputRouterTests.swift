import Fields
import Testing

struct InputRouterTests {
  @Test func type_keyNotOnTheKeyboard_isRefusedWithTheReasonAndTheRestGoesIn() throws {
    let router = InputRouter()
    let age = try TextInput(name: "age", keyboard: .numberPad, locale: "en_US")
    router.focus(age)
    let report = try router.type("4x2")
    #expect(age.buffer.value.text == "42")
    #expect(report.typed == "42")
    #expect(
      report.description
        == "The numberPad keyboard in en_US has no key for 'x'; it types 0–9.")
  }

  @Test func type_localeDigitsOnArabicNumberPad_goIn() throws {
    let router = InputRouter()
    let age = try TextInput(name: "age", keyboard: .numberPad, locale: "ar_EG")
    router.focus(age)
    let report = try router.type("٤٢")
    #expect(report.isComplete)
    #expect(age.buffer.value.text == "٤٢")
  }

  @Test func type_nothingFocused_throwsNoTarget() {
    let router = InputRouter()
    #expect(throws: InputRouter.RoutingError.noTarget) { try router.type("a") }
    #expect(InputRouter.RoutingError.noTarget.description == "No field has focus; focus one first.")
  }

  @Test func textInputProxy_whileSet_takesTheKeysAndTheDocumentStaysReachable() throws {
    let router = InputRouter()
    let note = try TextInput(name: "note", keyboard: .default, locale: "en_US")
    let search = TextInput.anyKey(name: "search")
    router.focus(note)
    try router.type("a")
    router.setTextInputProxy(search)
    try router.type("pizza")
    #expect(router.focused === note)
    #expect(router.target === search)
    #expect(search.buffer.value.text == "pizza")
    router.clearTextInputProxy()
    try router.type("b")
    #expect(note.buffer.value.text == "ab")
  }

  @Test func clearTextInputProxy_ofAnotherInput_leavesTheCurrentOne() {
    let router = InputRouter()
    let first = TextInput.anyKey(name: "first")
    let second = TextInput.anyKey(name: "second")
    router.setTextInputProxy(first)
    router.setTextInputProxy(second)
    router.clearTextInputProxy(ifItIs: first)
    #expect(router.textInputProxy === second)
  }

  @Test func keyboardTextField_registersOnFocusAndUnregistersOnBlurOrRelease() throws {
    let router = InputRouter()
    var field: KeyboardTextField? = KeyboardTextField(name: "emoji search", router: router)
    field?.becomeFirstResponder()
    #expect(field?.isFirstResponder == true)
    try router.type("cat")
    #expect(field?.input.buffer.value.text == "cat")
    field?.resignFirstResponder()
    #expect(router.textInputProxy == nil)
    field?.becomeFirstResponder()
    field = nil
    #expect(router.textInputProxy == nil)
  }

  @Test func pressReturn_singleLine_submitsAndMultiline_typesALineBreak() throws {
    let router = InputRouter()
    let submissions = Recorder<String>()
    let name = try TextInput(
      name: "name", keyboard: .default, locale: "en_US", onReturn: { submissions.append("name") })
    let bio = try TextInput(name: "bio", keyboard: .default, locale: "en_US", isMultiline: true)
    router.focus(name)
    #expect(try router.pressReturn())
    router.focus(bio)
    try router.type("a")
    #expect(try router.pressReturn() == false)
    #expect(submissions.elements == ["name"])
    #expect(bio.buffer.value.text == "a\n")
  }

  @Test func deleteAndMove_reachTheTarget() throws {
    let router = InputRouter()
    let note = TextInput.anyKey(name: "note")
    router.focus(note)
    try router.type("abcdef")
    try router.adjustTextPosition(byCharacterOffset: -2)
    #expect(try router.deleteBackward(2) == 2)
    #expect(note.buffer.value.text == "abef")
    try router.select(from: 0, length: 1)
    try router.paste("XY")
    #expect(note.buffer.value.text == "XYbef")
  }

  @Test func type_longText_goesInWhole() throws {
    let router = InputRouter()
    let note = TextInput.anyKey(name: "note")
    router.focus(note)
    let report = try router.type(String(repeating: "ab", count: 100_000))
    #expect(report.typed.count == 200_000)
    #expect(note.buffer.value.count == 200_000)
  }

  @Test func type_controlCharacter_isNamedByItsCodePoint() throws {
    let router = InputRouter()
    router.focus(try TextInput(name: "site", keyboard: .url, locale: "en_US"))
    let report = try router.type("\u{0}")
    #expect(
      report.description
        == "The URL keyboard in en_US has no key for 'U+0000'; it types ASCII letters, digits and punctuation, without space."
    )
  }
}

import Fields
import Testing

struct SessionTests {
  func loaded() throws -> Session {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    return session
  }

  static let errors: [(id: String, lines: [String], error: String)] = [
    ("no argument", ["focus"], "'focus' needs an argument, as in 'focus email'."),
    (
      "bad wheel column", ["focus birthday", "wheel 5 +1"],
      "There is no wheel 5; the picker has wheels 0 to 2."
    ),
    ("bad pick row", ["focus country", "pick 0 7"], "Column 0 has no row 7; it has rows 0 to 1."),
    (
      "bad wheel count", ["focus call", "wheel 1 up"],
      "'wheel' takes a whole number such as 'wheel 0 +2', not 'up'."
    ),
    (
      "wheel arity", ["focus call", "wheel 1"],
      "'wheel' takes a column and a turn, as in 'wheel 0 +2'."
    ),
    (
      "show what", ["show everything"],
      "'show' takes keyboard, picker, choices, toolbar, validity, frames or screen, not 'everything'."
    ),
    (
      "keyboard of picker", ["focus country", "show keyboard"],
      "The field 'country' shows a picker, not a keyboard; use 'show picker'."
    ),
    ("nothing focused", ["type a"], "No field has focus; focus one first."),
    ("next without focus", ["next"], "No field has focus; use 'focus NAME' first."),
    ("next at the end", ["focus bio", "next"], "'bio' is the last field; Next is disabled."),
    (
      "select arity", ["focus email", "select 1"],
      "'select' takes a start and a length, as in 'select 0 3'."
    ),
    (
      "negative delete", ["focus email", "delete -1"],
      "'delete' takes a count of 0 or more, not -1."
    ),
    (
      "missing form", ["load nope.json"],
      "nope.json:1:1: The file cannot be read; check the path and that it is a file."
    ),
  ]

  @Test(arguments: errors.map(\.id))
  func run_badCommand_throwsOneSentence(id: String) throws {
    let row = try #require(Self.errors.first { $0.id == id })
    let session = try loaded()
    for line in row.lines.dropLast() { _ = try session.run(line) }
    #expect(throws: SessionError.self) { try session.run(row.lines.last ?? "") }
    do {
      _ = try session.run(row.lines.last ?? "")
    } catch {
      #expect(error.message == row.error)
    }
  }

  @Test func run_commentsAndBlankLines_printNothing() throws {
    let session = Session()
    #expect(try session.run("") == [])
    #expect(try session.run("   # a note") == [])
    #expect(try session.run("help").count == 41)
  }

  @Test func showPicker_japaneseCalendarInJapanese_showsTheEra() throws {
    let session = Session(directory: FormSpecTests.examples.path, locale: "ja_JP@calendar=japanese")
    _ = try session.run("load signup.json")
    _ = try session.run("focus birthday")
    let lines = try session.run("show picker")
    #expect(lines.first == "0 year: 平成11年 [平成12年] 平成13年")
  }

  @Test func type_secureField_showsBullets() throws {
    let session = Session(directory: FormSpecTests.examples.path)
    _ = try session.run("load signup.json")
    let form = try #require(session.form)
    #expect(form.fields.count == 9)
    let spec = try FormSpec(
      json: #"{"fields": [{"name": "pin", "kind": "text", "traits": {"secure": true}}]}"#)
    let secure = try Form(spec: spec, now: Form.referenceDate)
    try secure.focus("pin")
    try secure.router.type("1234")
    #expect(try secure.field(named: "pin").input?.buffer.value.displayedText == "••••")
  }

  /// How the session shows a text with the cursor at its end: whole up to 1,000 characters,
  /// else its last 40 and its length.
  static func window(_ text: String) -> String {
    guard text.count > 1_000 else { return text + "|" }
    return "…" + text.suffix(40) + "| (\(text.count) characters)"
  }

  /// Typing the 64th digit into the phone field used to hang the session.
  @Test(arguments: [64, 100, 10_000])
  func type_manyDigitsIntoThePhone_showsEveryDigitAndTooLong(count: Int) throws {
    let session = try loaded()
    _ = try session.run("focus phone")
    let digits = String(repeating: "1", count: count)
    #expect(try session.run("type " + digits) == ["phone: " + Self.window(digits)])
    #expect(try session.run("paste " + digits) == ["phone: " + Self.window(digits + digits)])
    let validity = try session.run("show validity")
    #expect(validity.contains("phone: invalid typeMismatch: Diese Telefonnummer ist zu lang."))
  }

  /// Each validation of the integer field asked ICU to read every digit, which it does in time
  /// quadratic in their number: 800,000 digits took 9 s.
  @Test func type_manyDigitsIntoAnInteger_showsThemAndBadInput() throws {
    let session = try loaded()
    _ = try session.run("focus age")
    let digits = String(repeating: "1", count: 200_000)
    #expect(try session.run("type " + digits) == ["age: " + Self.window(digits)])
    #expect(
      try session.run("show validity").contains(
        "age: invalid badInput: Zu viele Ziffern (200.000); erlaubt sind höchstens 400."))
  }

  /// A refusal per key lacking on the keyboard was kept, joined, split and prefixed before
  /// printing: a megabyte of letters on the number pad took 480 MB.
  @Test func type_manyKeysTheKeyboardLacks_printsARefusalForEachAsItComes() throws {
    let session = try loaded()
    _ = try session.run("focus age")
    var count = 0
    var last = ""
    try session.run("type 4" + String(repeating: "x", count: 20_000) + "2") { line in
      count += 1
      last = line
    }
    #expect(count == 20_001)
    #expect(last == "age: 42|")
    #expect(
      try session.run("type x") == [
        "refused: The numberPad keyboard in de_DE has no key for 'x'; it types 0–9.", "age: 42|",
      ])
  }
}

import Fields
import Testing

/// Typing many keys in one edit gives what pressing them one by one gives, in linear time.
struct TextBufferTypingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var text: String
    var selection: (start: Int, length: Int)
    var keys: String
    var maximumLength: Int? = nil
    var unit: TextConstraints.LengthUnit = .graphemes
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "at the end", text: "ab", selection: (2, 0), keys: "cd"),
    Case(id: "in the middle", text: "abef", selection: (2, 0), keys: "cd"),
    Case(id: "over a selection", text: "abXXef", selection: (2, 2), keys: "cd"),
    Case(id: "selection at the end", text: "abXX", selection: (2, 2), keys: "cd"),
    Case(
      id: "middle at the limit", text: "abef", selection: (2, 0), keys: "cdgh", maximumLength: 6),
    Case(
      id: "selection kept when all refused", text: "abXXef", selection: (2, 2), keys: "cdgh",
      maximumLength: 3),
    Case(
      id: "UTF-16 limit in the middle", text: "a😀b", selection: (1, 0), keys: "😀cd",
      maximumLength: 6, unit: .utf16),
    Case(
      id: "combining mark joins the last key", text: "ab", selection: (1, 0),
      keys: "e\u{301}x", maximumLength: 4),
    Case(id: "mark after the cursor", text: "\u{301}bc", selection: (0, 0), keys: "ex"),
    Case(id: "lone flag half after the cursor", text: "🇩🇪🇫", selection: (2, 0), keys: "🇷x"),
    Case(id: "prepended mark before the rest", text: "ab", selection: (1, 0), keys: "x\u{600}y"),
    Case(id: "line feed after a typed CR", text: "a\nb", selection: (1, 0), keys: "x\r"),
  ]

  @Test(arguments: cases)
  func typeKeys_inOneEdit_matchesPressingThemOneByOne(_ row: Case) {
    var start = TextBuffer(row.text, maximumLength: row.maximumLength, lengthUnit: row.unit)
    start.select(from: row.selection.start, length: row.selection.length)
    var oneByOne = start
    let expected = row.keys.map { oneByOne.insertText(String($0)) }
    let input = TextInput.anyKey(name: "x")
    input.buffer.value = start
    let outcomes = input.type(Array(row.keys))
    #expect(input.buffer.value == oneByOne)
    #expect(outcomes == expected)
  }

  /// Every key typed in the middle of a text rebuilt the whole text.
  @Test func type_manyKeysInTheMiddle_goInAtTheCursor() throws {
    let router = InputRouter()
    let note = TextInput.anyKey(name: "note")
    router.focus(note)
    try router.type("[]")
    try router.adjustTextPosition(byCharacterOffset: -1)
    let keys = String(repeating: "ab", count: 100_000)
    let report = try router.type(keys)
    #expect(report.typed.count == 200_000)
    #expect(note.buffer.value.text == "[" + keys + "]")
    #expect(note.buffer.value.cursor == 200_001)
  }

  /// Each key checked against a maximum length in UTF-16 measured the whole text.
  @Test func type_manyKeysPastAUTF16Limit_stopsAtIt() throws {
    let router = InputRouter()
    let note = try TextInput(
      name: "note", keyboard: .default, locale: "en_US",
      buffer: TextBuffer(maximumLength: 100_000, lengthUnit: .utf16))
    router.focus(note)
    let report = try router.type(String(repeating: "a😀", count: 100_000))
    #expect(report.maximumLengthReached == 100_000)
    #expect(note.buffer.value.text.utf16.count == 100_000)
    #expect(report.typed.count == 66_667)
  }

  /// A megabyte typed into a field of 160 characters: what did not fit is not kept.
  @Test func type_megabyteIntoAShortField_keepsWhatFits() throws {
    let router = InputRouter()
    let bio = try TextInput(
      name: "bio", keyboard: .default, locale: "en_US", buffer: TextBuffer(maximumLength: 160))
    router.focus(bio)
    let report = try router.type(String(repeating: "a", count: 1 << 20))
    #expect(report.typed == String(repeating: "a", count: 160))
    #expect(report.maximumLengthReached == 160)
    #expect(bio.buffer.value.count == 160)
  }
}

import Fields
import Testing

/// Pressing Delete many times in one edit gives what pressing it one time after another
/// gives, in linear time.
struct TextBufferDeletingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var text: String
    var selection: (start: Int, length: Int)
    var presses: Int
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "at the end", text: "abcd", selection: (4, 0), presses: 2),
    Case(id: "in the middle", text: "abcdef", selection: (4, 0), presses: 3),
    Case(id: "more than there is", text: "abcdef", selection: (2, 0), presses: 5),
    Case(id: "a selection first", text: "abXXef", selection: (2, 2), presses: 2),
    Case(id: "only the selection", text: "abXXef", selection: (2, 2), presses: 1),
    Case(id: "none", text: "abc", selection: (1, 0), presses: 0),
    Case(id: "clusters", text: "a👩‍👩‍👧🇩🇪e\u{301}x", selection: (4, 0), presses: 3),
    Case(id: "a mark joins across the gap", text: "xe\u{7}\u{301}b", selection: (3, 0), presses: 2),
  ]

  @Test(arguments: cases)
  func deleteBackward_manyPresses_matchesPressingOneAfterAnother(_ row: Case) {
    var start = TextBuffer(row.text)
    start.select(from: row.selection.start, length: row.selection.length)
    var oneByOne = start
    var expected = 0
    while expected < row.presses, oneByOne.deleteBackward() { expected += 1 }
    var batch = start
    #expect(batch.deleteBackward(row.presses) == expected)
    #expect(batch == oneByOne)
  }

  @Test(arguments: [(8, 0, 3), (5, 4, 2), (3, 0, 20)])
  func deleteBackward_phoneManyPresses_matchesPressingOneAfterAnother(
    cursor: Int, length: Int, presses: Int
  ) throws {
    func input() throws -> TextInput {
      let input = try TextInput(
        name: "phone", keyboard: .phonePad, locale: "en_US", phoneRegion: "US")
      input.paste("6502530000")
      input.select(from: cursor, length: length)
      return input
    }
    let oneByOne = try input()
    var expected = 0
    while expected < presses, oneByOne.deleteBackward() { expected += 1 }
    let router = InputRouter()
    let batch = try input()
    router.focus(batch)
    #expect(try router.deleteBackward(presses) == expected)
    #expect(batch.buffer.value == oneByOne.buffer.value)
  }

  /// Each press in the middle of a text rebuilt the whole text and ran its observers:
  /// deleting 100,000 characters of a field took a minute.
  @Test func deleteBackward_manyPressesInTheMiddle_deleteThemAll() throws {
    let router = InputRouter()
    let note = TextInput.anyKey(name: "note")
    router.focus(note)
    try router.type(String(repeating: "ab", count: 100_000) + "]")
    try router.adjustTextPosition(byCharacterOffset: -1)
    #expect(try router.deleteBackward(150_000) == 150_000)
    #expect(note.buffer.value.text == String(repeating: "ab", count: 25_000) + "]")
    #expect(try router.deleteBackward(1_000_000) == 50_000)
    #expect(note.buffer.value.text == "]")
    #expect(note.buffer.value.cursor == 0)
  }
}

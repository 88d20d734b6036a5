import Fields
import Testing

struct TextBufferTests {
  /// Texts whose last character is one grapheme cluster of several scalars.
  static let clusters: [(id: String, text: String, last: String)] = [
    ("family emoji with ZWJ", "ok👩‍👩‍👧", "👩‍👩‍👧"),
    ("flag", "ok🇩🇪", "🇩🇪"),
    ("combining marks", "ok" + "e\u{301}\u{323}", "e\u{301}\u{323}"),
    ("Hangul jamo", "ok" + "\u{1112}\u{1161}\u{11AB}", "\u{1112}\u{1161}\u{11AB}"),
    ("Devanagari conjunct", "ok" + "क्षि", "क्षि"),
    ("skin tone", "ok👍🏽", "👍🏽"),
  ]

  @Test(arguments: clusters.map(\.id))
  func deleteBackward_lastCluster_removesItWhole(id: String) throws {
    let row = try #require(Self.clusters.first { $0.id == id })
    var buffer = TextBuffer(row.text)
    #expect(buffer.cursor == 3)
    let outcome1 = buffer.deleteBackward()
    #expect(outcome1)
    #expect(buffer.text == "ok")
    #expect(buffer.cursor == 2)
  }

  @Test(arguments: clusters.map(\.id))
  func adjustTextPosition_overCluster_movesOneCharacter(id: String) throws {
    let row = try #require(Self.clusters.first { $0.id == id })
    var buffer = TextBuffer(row.text)
    buffer.adjustTextPosition(byCharacterOffset: -1)
    #expect(buffer.documentContextBeforeInput == "ok")
    #expect(buffer.documentContextAfterInput == row.last)
  }

  @Test func insertText_atCursor_replacesSelection() {
    var buffer = TextBuffer("Hello world")
    buffer.select(from: 6, length: 5)
    #expect(buffer.selectedText == "world")
    let outcome2 = buffer.insertText("Zoë")
    #expect(outcome2 == .inserted)
    #expect(buffer.text == "Hello Zoë")
    #expect(buffer.cursor == 9)
    #expect(buffer.selectedText == nil)
    buffer.adjustTextPosition(byCharacterOffset: -4)
    buffer.insertText(",")
    #expect(buffer.text == "Hello, Zoë")
  }

  @Test func insertText_combiningMarkAfterLetter_joinsItsCluster() {
    var buffer = TextBuffer("cafe")
    buffer.insertText("\u{301}")
    #expect(buffer.text == "cafe\u{301}")
    #expect(buffer.text.count == 4)
    #expect(buffer.cursor == 4)
    buffer.deleteBackward()
    #expect(buffer.text == "caf")
  }

  @Test func adjustTextPosition_pastEitherEnd_isClamped() {
    var buffer = TextBuffer("abc")
    buffer.adjustTextPosition(byCharacterOffset: -10)
    #expect(buffer.cursor == 0)
    #expect(buffer.documentContextBeforeInput == nil)
    let deletedAtStart = buffer.deleteBackward()
    #expect(!deletedAtStart)
    buffer.adjustTextPosition(byCharacterOffset: Int.max)
    #expect(buffer.cursor == 3)
    buffer.adjustTextPosition(byCharacterOffset: Int.min)
    #expect(buffer.cursor == 0)
  }

  @Test func adjustTextPosition_withSelection_collapsesTowardTheMove() {
    var buffer = TextBuffer("abcdef")
    buffer.select(from: 2, length: 2)
    buffer.adjustTextPosition(byCharacterOffset: 1)
    #expect(buffer.cursor == 5)
    buffer.select(from: 2, length: 2)
    buffer.adjustTextPosition(byCharacterOffset: -1)
    #expect(buffer.cursor == 1)
  }

  @Test func select_outOfRange_isClampedToTheText() {
    var buffer = TextBuffer("abc")
    buffer.select(from: 1, length: 99)
    #expect(buffer.selectedText == "bc")
    buffer.select(from: -5, length: 1)
    #expect(buffer.selectedText == "a")
    buffer.select(from: 9, length: 1)
    #expect(buffer.selection == 3..<3)
  }

  @Test func deleteBackward_withSelection_deletesOnlyTheSelection() {
    var buffer = TextBuffer("abcdef")
    buffer.select(from: 1, length: 3)
    buffer.deleteBackward()
    #expect(buffer.text == "aef")
    #expect(buffer.cursor == 1)
    let outcome3 = buffer.deleteBackward(5)
    #expect(outcome3 == 1)
    #expect(buffer.text == "ef")
  }

  @Test func hasText_andContexts_followTheText() {
    var buffer = TextBuffer()
    #expect(!buffer.hasText)
    #expect(buffer.documentContextBeforeInput == nil)
    #expect(buffer.documentContextAfterInput == nil)
    buffer.insertText("ab")
    #expect(buffer.hasText)
    #expect(buffer.documentContextBeforeInput == "ab")
  }

  @Test func secureEntry_masksWhatIsShownAndHidesContext() {
    var buffer = TextBuffer(isSecureTextEntry: true)
    buffer.insertText("s3cr3t👍🏽")
    #expect(buffer.displayedText == "•••••••")
    #expect(buffer.text == "s3cr3t👍🏽")
    #expect(buffer.documentContextBeforeInput == nil)
    buffer.isSecureTextEntry = false
    #expect(buffer.displayedText == "s3cr3t👍🏽")
  }

  @Test func maximumLength_typingAtTheLimit_isRefused() {
    var buffer = TextBuffer("abc", maximumLength: 4)
    let outcome4 = buffer.insertText("🇩🇪")
    #expect(outcome4 == .inserted)
    let outcome5 = buffer.insertText("x")
    #expect(outcome5 == .refused(maximumLength: 4))
    #expect(buffer.text == "abc🇩🇪")
    // Replacing a selection frees its room.
    buffer.select(from: 0, length: 1)
    let outcome6 = buffer.insertText("z")
    #expect(outcome6 == .inserted)
    #expect(buffer.text == "zbc🇩🇪")
  }

  @Test func maximumLength_paste_isTruncatedToFit() {
    var buffer = TextBuffer("ab", maximumLength: 5)
    let outcome7 = buffer.paste("cdefgh")
    #expect(outcome7 == .truncated(dropped: 3))
    #expect(buffer.text == "abcde")
    #expect(buffer.cursor == 5)
    var full = TextBuffer("abcde", maximumLength: 5)
    let outcome8 = full.paste("x")
    #expect(outcome8 == .truncated(dropped: 1))
    #expect(full.text == "abcde")
  }

  @Test func maximumLength_inUTF16_countsCodeUnits() {
    var buffer = TextBuffer("a", maximumLength: 3, lengthUnit: .utf16)
    // The flag is one character but four UTF-16 code units.
    let outcome9 = buffer.insertText("🇩🇪")
    #expect(outcome9 == .refused(maximumLength: 3))
    let outcome10 = buffer.paste("bcd")
    #expect(outcome10 == .truncated(dropped: 1))
    #expect(buffer.text == "abc")
  }

  @Test func paste_megabyteIntoLimitedBuffer_keepsWhatFits() {
    var buffer = TextBuffer("ab", maximumLength: 160)
    let outcome = buffer.paste(String(repeating: "x", count: 1_000_000))
    #expect(outcome == .truncated(dropped: 1_000_000 - 158))
    #expect(buffer.count == 160)
    #expect(buffer.text.count == 160)
  }

  @Test func count_keptThroughEdits_equalsTheTextsCharacterCount() {
    var buffer = TextBuffer("e")
    let edits: [(inout TextBuffer) -> Void] = [
      { $0.insertText("\u{301}") }, { $0.insertText("🇩") }, { $0.insertText("🇪") },
      { $0.paste("👩‍👩‍👧 ok") }, { $0.adjustTextPosition(byCharacterOffset: -3) },
      { $0.deleteBackward() }, { $0.select(from: 1, length: 2) }, { $0.insertText("\u{200D}") },
      { $0.setText("क्षि") }, { $0.insertText("\u{94D}") },
    ]
    for edit in edits {
      edit(&buffer)
      #expect(buffer.count == buffer.text.count, "\(buffer.text.debugDescription)")
    }
  }
}

import Fields
import Testing

struct DockedBarVisibleLinesTests {
  /// A bar on an iPhone 15 held upright, 33 characters to a line, with `pieces` typed in turn.
  func bar(_ pieces: String..., orientation: Orientation = .portrait) -> DockedBar {
    var bar = DockedBar(device: .iPhone15, orientation: orientation)
    for piece in pieces { bar.type(piece) }
    return bar
  }

  @Test func visibleLines_emptyBar_isOneEmptyLine() {
    let empty = bar()
    #expect(empty.visibleLines == [""])
    #expect(empty.lineCount == 1)
  }

  @Test func visibleLines_longLine_wrapsAtCharactersPerLine() {
    let wrapped = bar(String(repeating: "x", count: 70))
    #expect(wrapped.charactersPerLine == 33)
    #expect(
      wrapped.visibleLines == [
        String(repeating: "x", count: 33), String(repeating: "x", count: 33), "xxxx",
      ])
    #expect(wrapped.lineCount == 3)
  }

  @Test func visibleLines_exactlyOneLineFull_staysOneLine() {
    let full = bar(String(repeating: "x", count: 33))
    #expect(full.visibleLines == [String(repeating: "x", count: 33)])
  }

  @Test func visibleLines_landscape_wrapsAtTheWiderLine() {
    let wide = bar(String(repeating: "x", count: 85), orientation: .landscape)
    #expect(wide.charactersPerLine == 84)
    #expect(wide.visibleLines == [String(repeating: "x", count: 84), "x"])
  }

  @Test func visibleLines_paragraphs_breakAtEachNewline() {
    #expect(bar("ab\ncd").visibleLines == ["ab", "cd"])
    #expect(bar("ab\n").visibleLines == ["ab", ""])
    #expect(bar("\n\nc").visibleLines == ["", "", "c"])
    #expect(bar("ab", "\n", "cd").visibleLines == ["ab", "cd"])
  }

  @Test func visibleLines_wrappedParagraphThenShortOne_keepsEachLineWhole() {
    let lines = bar(String(repeating: "x", count: 40) + "\nyz").visibleLines
    #expect(lines == [String(repeating: "x", count: 33), "xxxxxxx", "yz"])
  }

  @Test func visibleLines_pastFiveLines_showsTheLastFive() {
    let scrolled = bar("1\n2\n3\n4\n5\n6\n7")
    #expect(scrolled.visibleLines == ["3", "4", "5", "6", "7"])
    #expect(scrolled.lineCount == 7)
    #expect(scrolled.isScrolling)
  }

  @Test func visibleLines_scrolledIntoAWrappedParagraph_showsItsLastLines() {
    let scrolled = bar("a\nb\n" + String(repeating: "c", count: 100))
    #expect(
      scrolled.visibleLines == [
        "b", String(repeating: "c", count: 33), String(repeating: "c", count: 33),
        String(repeating: "c", count: 33), "c",
      ])
    let cut = bar(String(repeating: "d", count: 200))
    #expect(cut.visibleLines.count == 5)
    #expect(cut.visibleLines.last == "dd")
    #expect(cut.visibleLines.first == String(repeating: "d", count: 33))
  }

  @Test func visibleLines_crlfTypedTogether_isOneLineBreak() {
    let crlf = bar("ab\r\ncd")
    #expect(crlf.visibleLines == ["ab", "cd"])
    #expect(crlf.lineCount == 2)
  }

  @Test func visibleLines_carriageReturnThenNewlineTypedSeparately_isOneLineBreak() {
    // "\r" and "\n" typed apart join into one character, "\r\n": one line break, not two.
    let joined = bar("ab\r", "\ncd")
    #expect(joined.text == "ab\r\ncd")
    #expect(joined.visibleLines == ["ab", "cd"])
    #expect(joined.lineCount == 2)
    let alone = bar("\r", "\n")
    #expect(alone.visibleLines == ["", ""])
    #expect(alone.lineCount == 2)
  }

  @Test func visibleLines_combiningMarkTypedAfterItsLetter_countsOneCharacter() {
    let accented = bar(String(repeating: "e", count: 33), "\u{301}")
    #expect(accented.lineCount == 1)
    #expect(accented.visibleLines == [String(repeating: "e", count: 32) + "e\u{301}"])
    let afterBreak = bar("ab\ne", "\u{301}")
    #expect(afterBreak.visibleLines == ["ab", "e\u{301}"])
  }

  @Test func visibleLines_afterSend_isOneEmptyLineAgain() {
    var sent = bar("1\n2\n3\n4\n5\n6")
    _ = sent.send()
    #expect(sent.visibleLines == [""])
    #expect(sent.lineCount == 1)
    sent.type("next")
    #expect(sent.visibleLines == ["next"])
  }
}

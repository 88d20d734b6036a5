import Testing

@testable import Fields

struct TerminalKeyDecoderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let bytes: [UInt8]
    let keys: [TerminalKey]
    var testDescription: String { id }

    init(_ id: String, _ bytes: [UInt8], _ keys: [TerminalKey]) {
      (self.id, self.bytes, self.keys) = (id, bytes, keys)
    }

    init(_ id: String, _ text: String, _ keys: [TerminalKey]) {
      self.init(id, Array(text.utf8), keys)
    }
  }

  static let cases: [Case] = [
    Case("csiArrows", "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D", [.up, .down, .right, .left]),
    Case("ss3Arrows", "\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD", [.up, .down, .right, .left]),
    Case("modifiedArrows_readPlain", "\u{1B}[1;5A\u{1B}[1;2D", [.up, .left]),
    Case(
      "homeAndEnd_everySpelling",
      "\u{1B}[H\u{1B}OH\u{1B}[1~\u{1B}[7~\u{1B}[F\u{1B}OF\u{1B}[4~\u{1B}[8~",
      [.home, .home, .home, .home, .end, .end, .end, .end]),
    Case("pages", "\u{1B}[5~\u{1B}[6~\u{1B}[5;3~", [.pageUp, .pageDown, .pageUp]),
    Case("shiftTab", "\u{1B}[Z\t", [.backTab, .tab]),
    Case("crLf_oneEnter", "\r\n", [.enter]),
    Case("lineFeed_enter", "\n", [.enter]),
    Case("twoReturns_twoEnters", "\r\r\n\n", [.enter, .enter, .enter]),
    Case("backspaces", [0x7F, 0x08], [.backspace, .backspace]),
    Case("controlKeys", [0x03, 0x04, 0x1A], [.interrupt, .endOfInput, .suspend]),
    Case("otherControls_dropped", [0x01, 0x61, 0x00, 0x1F, 0x62], [.text("ab")]),
    Case("spaces_keysOfTheirOwn", "ab c", [.text("ab"), .space, .text("c")]),
    Case("utf8_text", "Zürich 東京😀", [.text("Zürich"), .space, .text("東京😀")]),
    Case("c1Control_dropped", "a\u{85}b", [.text("ab")]),
    Case("badLead_replaced", [0x61, 0xFF, 0x62], [.text("a\u{FFFD}b")]),
    Case("truncatedCharacter_oneReplacement", [0xE2, 0x82, 0x41], [.text("\u{FFFD}A")]),
    Case("surrogate_threeReplacements", [0xED, 0xA0, 0x80], [.text("\u{FFFD}\u{FFFD}\u{FFFD}")]),
    Case("overlong_replaced", [0xC0, 0xAF], [.text("\u{FFFD}\u{FFFD}")]),
    Case("unfinishedAtEnd_replacedOnFlush", [0x61, 0xF0, 0x9F, 0x98], [.text("a\u{FFFD}")]),
    Case(
      "bracketedPaste_oneTextWithSpaces", "\u{1B}[200~Rue de\r\nla Paix\n\t1\u{1B}[201~\r",
      [.text("Rue de la Paix  1"), .enter]),
    Case("paste_keepsNoKeys", "\u{1B}[200~a\u{1B}[Ab\u{03}\u{1B}[201~", [.text("a[Ab")]),
    Case("emptyPaste_nothing", "\u{1B}[200~\u{1B}[201~", []),
    Case("unknownSequences_droppedWhole", "\u{1B}[3~\u{1B}[15~\u{1B}OP\u{1B}[?1;2cx", [.text("x")]),
    Case("brokenSequence_dropsItsStart", "\u{1B}[1\u{03}", [.interrupt]),
    Case("altLetter_dropped", "\u{1B}xy", [.text("y")]),
    Case("loneEscape_onFlush", "\u{1B}", [.escape]),
    Case("escapeBeforeSequence", "\u{1B}\u{1B}[A", [.escape, .up]),
    Case("escapeBeforeReturn", "\u{1B}\r", [.escape, .enter]),
    Case("unfinishedSequence_droppedOnFlush", "a\u{1B}[1;", [.text("a")]),
  ]

  /// Adjacent texts as one: where a read ends splits text without changing what was typed.
  static func merged(_ keys: [TerminalKey]) -> [TerminalKey] {
    var result: [TerminalKey] = []
    for key in keys {
      if case .text(let more) = key, case .text(let text)? = result.last {
        result[result.count - 1] = .text(text + more)
      } else {
        result.append(key)
      }
    }
    return result
  }

  @Test(arguments: cases)
  func feed_bytesInOneRead_keys(_ test: Case) {
    var decoder = TerminalKeyDecoder()
    // What waits for the flush is a key of its own, after the read's text.
    #expect(Self.merged(decoder.feed(test.bytes) + decoder.flush()) == test.keys)
  }

  @Test(arguments: cases)
  func feed_bytesSplitAtEveryPosition_sameKeys(_ test: Case) {
    for split in 0...test.bytes.count {
      var decoder = TerminalKeyDecoder()
      let keys =
        decoder.feed(test.bytes[..<split]) + decoder.feed(test.bytes[split...]) + decoder.flush()
      #expect(Self.merged(keys) == test.keys, "split at \(split)")
    }
  }

  @Test(arguments: cases)
  func feed_bytesOneAtATime_sameKeys(_ test: Case) {
    var decoder = TerminalKeyDecoder()
    var keys: [TerminalKey] = []
    for byte in test.bytes { keys += decoder.feed([byte]) }
    #expect(Self.merged(keys + decoder.flush()) == test.keys)
  }

  @Test func feed_escapeAtEndOfRead_waitsForFlush() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed([0x61, 0x1B]) == [.text("a")])
    #expect(decoder.feed([0x5B]) == [])
    #expect(decoder.feed([0x42]) == [.down])
    #expect(decoder.feed([0x1B]) == [])
    #expect(decoder.flush() == [.escape])
    #expect(decoder.flush() == [])
  }

  @Test func flush_insideAPaste_keepsWaitingForItsEnd() {
    var decoder = TerminalKeyDecoder()
    #expect(decoder.feed(Array("\u{1B}[200~ab\u{1B}[20".utf8)) == [])
    #expect(decoder.flush() == [])
    #expect(decoder.feed(Array("1~".utf8)) == [.text("ab")])
  }
}

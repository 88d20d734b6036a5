/// Turns the bytes a terminal in raw mode sends into keys.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.feed([0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x41])   // [.up]: Ctrl-↑ is ↑
/// decoder.feed([0xC3])                                 // []: half of "é" waits
/// decoder.feed([0xA9, 0x1B])                           // [.text("é")]: the ESC waits
/// decoder.flush()                                      // [.escape]: nothing followed it
/// ```
///
/// ## What it reads
/// - CSI (`ESC [`) and SS3 (`ESC O`) sequences: the arrows (`A` `B` `C` `D`), Home and End
///   (`H` `F`, `1~` `7~`, `4~` `8~`), Page Up and Page Down (`5~` `6~`) and Shift-Tab (`Z`).
///   Modifiers are ignored (`ESC [ 1;5 A` is ↑); any other sequence is dropped whole, as is
///   Alt with a printable key (`ESC x`).
/// - CR, LF and CR LF as one ``TerminalKey/enter``; DEL and BS as
///   ``TerminalKey/backspace``; Tab, Ctrl-C, Ctrl-D and Ctrl-Z; other control bytes are
///   dropped.
/// - A space as ``TerminalKey/space``; a run of other printable characters as one
///   ``TerminalKey/text(_:)``. UTF-8 split across reads waits for its end; bytes that are not
///   UTF-8 become U+FFFD, one for each maximal bad subsequence, as WHATWG decodes.
/// - Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) as one ``TerminalKey/text(_:)``, line
///   breaks and tabs turned into spaces and other controls dropped, so that a paste never
///   presses Return.
///
/// ## A lone Escape
/// Escape starts every sequence, so an `ESC` at the end of a read may be the start of one.
/// It waits until more bytes come, or until the caller, after a short wait with nothing to
/// read, calls ``flush()``.
///
/// Costs time linear in the bytes fed; holds at most one unfinished sequence or character,
/// and an unfinished paste.
package struct TerminalKeyDecoder: Sendable {
  /// Bytes read but not yet decoded: an unfinished sequence or character.
  private var pending: [UInt8] = []
  /// The bytes of a paste whose end has not come yet.
  private var paste: [UInt8]?
  /// Whether the last byte decoded was CR, so that the LF of CR LF is not a second Return.
  private var afterCarriageReturn = false

  /// Makes a decoder with nothing read.
  package init() {}

  // MARK: - API

  /// Decodes bytes read from the terminal.
  ///
  /// - Parameter bytes: The bytes of one read.
  /// - Returns: The keys they complete, in order; an unfinished sequence, character or paste
  ///   waits for the next call.
  package mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
    pending.append(contentsOf: bytes)
    var keys = Keys()
    decode(into: &keys, atEnd: false)
    return keys.list
  }

  /// Decodes what waits once no more bytes came.
  ///
  /// A lone `ESC` is Escape, an unfinished character is U+FFFD, an unfinished sequence is
  /// dropped. An unfinished paste keeps waiting for its end.
  ///
  /// - Returns: The keys the waiting bytes make.
  package mutating func flush() -> [TerminalKey] {
    var keys = Keys()
    decode(into: &keys, atEnd: true)
    return keys.list
  }

  // MARK: - Internals

  /// Keys with adjacent printable text merged into one ``TerminalKey/text(_:)``.
  private struct Keys {
    /// The keys so far, the text being typed not among them yet.
    var list: [TerminalKey] = []
    /// Printable characters typed since the last other key.
    var text = ""

    /// Adds a key after the text typed before it.
    mutating func append(_ key: TerminalKey) {
      endText()
      list.append(key)
    }

    /// Adds keys in order.
    mutating func append(contentsOf keys: [TerminalKey]) {
      for key in keys { append(key) }
    }

    /// Ends the text being typed as one key.
    mutating func endText() {
      guard !text.isEmpty else { return }
      list.append(.text(text))
      text = ""
    }
  }

  /// ESC, which starts every sequence.
  private static let escape: UInt8 = 0x1B
  /// `ESC [ 201 ~`, which ends a bracketed paste.
  private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

  /// Decodes `pending` from its start; `atEnd` says that no byte follows it.
  private mutating func decode(into keys: inout Keys, atEnd: Bool) {
    var index = 0
    defer {
      keys.endText()
      pending.removeFirst(index)
    }
    while index < pending.count {
      if paste != nil {
        afterCarriageReturn = false
        let (next, isOpen) = readPaste(from: index, into: &keys)
        index = next
        if isOpen { return }
        continue
      }
      let byte = pending[index]
      defer { afterCarriageReturn = byte == 0x0D }
      switch byte {
      case Self.escape:
        guard let consumed = readEscape(from: index, into: &keys, atEnd: atEnd) else { return }
        index = consumed
      case 0x0D:
        keys.append(.enter)
        index += 1
      case 0x0A:
        if !afterCarriageReturn { keys.append(.enter) }
        index += 1
      case 0x7F, 0x08:
        keys.append(.backspace)
        index += 1
      case 0x09:
        keys.append(.tab)
        index += 1
      case 0x03:
        keys.append(.interrupt)
        index += 1
      case 0x04:
        keys.append(.endOfInput)
        index += 1
      case 0x1A:
        keys.append(.suspend)
        index += 1
      case 0x20:
        keys.append(.space)
        index += 1
      case ..<0x20:
        index += 1
      default:
        guard let (scalar, length) = Self.scalar(in: pending, at: index, atEnd: atEnd) else {
          return
        }
        // C1 controls arrive as UTF-8 too; they are commands to a terminal, not text.
        if scalar.properties.generalCategory != .control {
          keys.text.unicodeScalars.append(scalar)
        }
        index += length
      }
    }
  }

  /// Reads a sequence that starts with `ESC` at `start`.
  ///
  /// - Returns: The index after it, or `nil` when it is not finished and more may come.
  private mutating func readEscape(from start: Int, into keys: inout Keys, atEnd: Bool) -> Int? {
    let next = start + 1
    guard next < pending.count else {
      guard atEnd else { return nil }
      keys.append(.escape)
      return next
    }
    switch pending[next] {
    case 0x5B:
      return readControlSequence(from: next + 1, into: &keys, atEnd: atEnd)
    case 0x4F:
      guard next + 1 < pending.count else { return atEnd ? pending.count : nil }
      if let key = Self.ss3Keys[pending[next + 1]] { keys.append(key) }
      return next + 2
    case 0x21...0x7E:
      // Alt with a printable key: no key of ours.
      return next + 1
    default:
      // Escape, then a control or a character of its own.
      keys.append(.escape)
      return next
    }
  }

  /// Reads the rest of a CSI sequence, whose parameters start at `start`.
  ///
  /// - Returns: The index after it, or `nil` when it is not finished and more may come.
  private mutating func readControlSequence(
    from start: Int, into keys: inout Keys, atEnd: Bool
  ) -> Int? {
    var index = start
    while index < pending.count, (0x20...0x3F).contains(pending[index]) { index += 1 }
    guard index < pending.count else { return atEnd ? pending.count : nil }
    let final = pending[index]
    // A byte that cannot end a sequence ends a broken one; it is read again on its own.
    guard (0x40...0x7E).contains(final) else { return index }
    let parameters = pending[start..<index]
    let first = Int(
      String(decoding: parameters.prefix { (0x30...0x39).contains($0) }, as: UTF8.self))
    if final == 0x7E {
      if first == 200 {
        paste = []
      } else if let first, let key = Self.tildeKeys[first] {
        keys.append(key)
      }
    } else if let key = Self.csiKeys[final] {
      keys.append(key)
    }
    return index + 1
  }

  /// Reads pasted bytes from `start` up to the paste's end.
  ///
  /// - Returns: The index after what was read, and whether the paste is still open: then all
  ///   was read but a start of its end, which waits for the rest.
  private mutating func readPaste(
    from start: Int, into keys: inout Keys
  ) -> (next: Int, isOpen: Bool) {
    let end = Self.pasteEnd
    var index = start
    while index < pending.count {
      if pending[index] == Self.escape {
        let available = min(end.count, pending.count - index)
        if pending[index..<index + available].elementsEqual(end.prefix(available)) {
          guard available == end.count else { return (index, true) }
          keys.append(contentsOf: Self.pastedText(paste ?? []))
          paste = nil
          return (index + end.count, false)
        }
      }
      paste?.append(pending[index])
      index += 1
    }
    return (index, true)
  }

  /// A paste's bytes as text: line breaks and tabs become spaces, other controls go.
  private static func pastedText(_ bytes: [UInt8]) -> [TerminalKey] {
    var text = ""
    var afterReturn = false
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      defer { afterReturn = scalar == "\r" }
      switch scalar {
      case "\n" where afterReturn:
        continue
      case "\r", "\n", "\t", "\u{2028}", "\u{2029}", "\u{85}":
        text.unicodeScalars.append(" ")
      default:
        guard scalar.properties.generalCategory != .control else { continue }
        text.unicodeScalars.append(scalar)
      }
    }
    return text.isEmpty ? [] : [.text(text)]
  }

  /// The code point that starts at `index`, and its length in bytes; U+FFFD for bytes that are
  /// not UTF-8, covering the maximal bad subsequence.
  ///
  /// - Returns: `nil` when the character is unfinished and more may come.
  private static func scalar(
    in bytes: [UInt8], at index: Int, atEnd: Bool
  ) -> (Unicode.Scalar, Int)? {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return (replacement, 1)
    }
    // The second byte's narrower ranges rule out overlong forms, surrogates and code points
    // past U+10FFFF (the Unicode Standard's table 3-7).
    switch lead {
    case 0xE0: lower = 0xA0
    case 0xED: upper = 0x9F
    case 0xF0: lower = 0x90
    case 0xF4: upper = 0x8F
    default: break
    }
    for offset in 1..<length {
      guard index + offset < bytes.count else { return atEnd ? (replacement, offset) : nil }
      let byte = bytes[index + offset]
      guard (lower...upper).contains(byte) else { return (replacement, offset) }
      (lower, upper) = (0x80, 0xBF)
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return (Unicode.Scalar(value) ?? replacement, length)
  }

  /// U+FFFD, for bytes that are not UTF-8.
  private static let replacement: Unicode.Scalar = "\u{FFFD}"

  /// The keys of `ESC [` and a final byte.
  private static let csiKeys: [UInt8: TerminalKey] = [
    0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end, 0x5A: .backTab,
  ]

  /// The keys of `ESC O` and a final byte.
  private static let ss3Keys: [UInt8: TerminalKey] = [
    0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
  ]

  /// The keys of `ESC [` with a number and `~`.
  private static let tildeKeys: [Int: TerminalKey] = [
    1: .home, 7: .home, 4: .end, 8: .end, 5: .pageUp, 6: .pageDown,
  ]
}

// MARK: - A text with its cursor

extension PhoneScreenText {
  /// Texts longer than this many characters are shown as a window around the cursor, so that
  /// typing into a long text one key at a time prints a line of the same size each time
  /// instead of the whole text (which would cost time quadratic in the script).
  static let longTextLength = 1_000
  /// How many characters a window shows on each side of the cursor or of the selection.
  static let windowRadius = 40

  /// An input's text with `|` at the cursor or the selection in brackets; a text longer than
  /// ``longTextLength`` characters shows 40 characters on each side, `…` where it is cut, and
  /// its length: `…xyz|abc… (250000 characters)`.
  static func markedText(_ input: TextInput) -> String { marked(input).text }

  /// ``markedText(_:)`` and where its mark is: the character offset of `|`, or of the `]` that
  /// ends the selection.
  static func marked(_ input: TextInput) -> (text: String, mark: Int) {
    let buffer = input.buffer.value
    guard buffer.count > Self.longTextLength else {
      let mark = buffer.selection.isEmpty ? buffer.cursor : buffer.selection.upperBound + 1
      return (fullyMarked(buffer), mark)
    }
    let radius = Self.windowRadius
    let lower = buffer.selection.lowerBound
    let upper = buffer.selection.upperBound
    let start = max(0, lower - radius)
    let end = min(buffer.count, upper + radius)
    var shown = start > 0 ? "…" : ""
    shown += slice(buffer, start..<lower)
    if buffer.selection.isEmpty {
      // Counted on the short window, never on the text.
    } else if upper - lower <= 2 * radius {
      shown += "[" + slice(buffer, lower..<upper)
    } else {
      shown += "[" + slice(buffer, lower..<lower + radius) + "…"
      shown += slice(buffer, upper - radius..<upper)
    }
    let mark = shown.count
    shown += buffer.selection.isEmpty ? "|" : "]"
    shown += slice(buffer, upper..<end) + (end < buffer.count ? "…" : "")
    return (shown + " (\(buffer.count) characters)", mark)
  }

  /// The whole text, marked.
  private static func fullyMarked(_ buffer: TextBuffer) -> String {
    // Marked by index into the string: an array of characters takes 16 bytes a character.
    var shown = buffer.displayedText
    func index(_ offset: Int) -> String.Index {
      shown.index(shown.startIndex, offsetBy: offset, limitedBy: shown.endIndex) ?? shown.endIndex
    }
    if buffer.selection.isEmpty {
      shown.insert("|", at: index(buffer.cursor))
    } else {
      shown.insert("]", at: index(buffer.selection.upperBound))
      shown.insert("[", at: index(buffer.selection.lowerBound))
    }
    return shown
  }

  /// The first `characters` characters of a text as shown.
  static func shownPrefix(_ buffer: TextBuffer, characters: Int) -> String {
    slice(buffer, 0..<min(characters, buffer.count))
  }

  /// The characters in `range` as shown, found from whichever end of the text is nearer, so a
  /// window at the end of a long text costs only its own length.
  private static func slice(_ buffer: TextBuffer, _ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    if buffer.isSecureTextEntry { return String(repeating: "•", count: range.count) }
    let text = buffer.text
    func index(_ offset: Int) -> String.Index {
      if offset <= buffer.count - offset {
        return text.index(text.startIndex, offsetBy: offset, limitedBy: text.endIndex)
          ?? text.endIndex
      }
      return text.index(text.endIndex, offsetBy: offset - buffer.count, limitedBy: text.startIndex)
        ?? text.startIndex
    }
    let start = index(range.lowerBound)
    let end = text.index(start, offsetBy: range.count, limitedBy: text.endIndex) ?? text.endIndex
    return String(text[start..<end])
  }
}

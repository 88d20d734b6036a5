/// The text of a field and its selection, edited as UITextDocumentProxy edits it: by grapheme
/// clusters, so an emoji with ZWJs, a flag, a letter with combining marks, a Hangul syllable
/// or a Devanagari conjunct is one character to the cursor and to Delete.
///
/// ```swift
/// var buffer = TextBuffer()
/// buffer.insertText("Zoë 👩‍👩‍👧")
/// buffer.deleteBackward()              // removes the whole family emoji
/// buffer.adjustTextPosition(byCharacterOffset: -2)
/// buffer.documentContextBeforeInput    // "Zo"
/// buffer.documentContextAfterInput     // "ë "
/// ```
///
/// Positions and lengths count `Character`s (extended grapheme clusters). A buffer is a value:
/// copies edit independently, and it is `Sendable`.
public struct TextBuffer: Sendable, Hashable {
  /// The whole text.
  public internal(set) var text: String
  /// The selected range in characters; empty for a plain cursor.
  public internal(set) var selection: Range<Int>
  /// Whether what is shown is masked, as in a password field.
  public var isSecureTextEntry: Bool
  /// The most characters typing or pasting may leave, or `nil` for no limit.
  public var maximumLength: Int?
  /// How ``maximumLength`` counts: characters by default, or UTF-16 as browsers do.
  public var lengthUnit: TextConstraints.LengthUnit

  /// Makes a buffer with the cursor at the end of `text`.
  ///
  /// - Parameters:
  ///   - text: The starting text.
  ///   - isSecureTextEntry: Whether what is shown is masked.
  ///   - maximumLength: The most characters typing or pasting may leave.
  ///   - lengthUnit: How the limit counts.
  public init(
    _ text: String = "", isSecureTextEntry: Bool = false, maximumLength: Int? = nil,
    lengthUnit: TextConstraints.LengthUnit = .graphemes
  ) {
    self.text = text
    let end = text.count
    self.selection = end..<end
    self.isSecureTextEntry = isSecureTextEntry
    self.maximumLength = maximumLength
    self.lengthUnit = lengthUnit
  }

  // MARK: - Reading, as UITextDocumentProxy

  /// Whether there is any text.
  public var hasText: Bool { !text.isEmpty }

  /// The selected text, or `nil` when the selection is a plain cursor.
  public var selectedText: String? {
    selection.isEmpty ? nil : String(characters(selection))
  }

  /// The text before the selection, or `nil` when there is none or the field is secure (a
  /// keyboard is never told what is typed in a password field).
  public var documentContextBeforeInput: String? {
    guard !isSecureTextEntry, selection.lowerBound > 0 else { return nil }
    return String(characters(0..<selection.lowerBound))
  }

  /// The text after the selection, or `nil` when there is none or the field is secure.
  public var documentContextAfterInput: String? {
    let count = text.count
    guard !isSecureTextEntry, selection.upperBound < count else { return nil }
    return String(characters(selection.upperBound..<count))
  }

  /// What the field shows: the text, or one bullet per character when it is secure.
  public var displayedText: String {
    isSecureTextEntry ? String(repeating: "•", count: text.count) : text
  }

  /// The cursor: where the selection ends.
  public var cursor: Int { selection.upperBound }

  // MARK: - Internals

  /// The characters in `range`, which must lie within the text.
  func characters(_ range: Range<Int>) -> Substring {
    let start = text.index(text.startIndex, offsetBy: range.lowerBound)
    let end = text.index(start, offsetBy: range.count)
    return text[start..<end]
  }

  /// Replaces the characters in `range` and puts the cursor after what was inserted.
  mutating func replace(_ range: Range<Int>, with inserted: some StringProtocol) {
    let before = characters(0..<range.lowerBound)
    let after = characters(range.upperBound..<text.count)
    let head = String(before) + inserted
    text = head + after
    // Clusters may merge across either seam (a combining mark typed after a letter); the
    // cursor goes after the head, clamped to the new text.
    let cursor = min(head.count, text.count)
    selection = cursor..<cursor
  }

  func length(of text: String) -> Int {
    lengthUnit == .graphemes ? text.count : text.utf16.count
  }
}

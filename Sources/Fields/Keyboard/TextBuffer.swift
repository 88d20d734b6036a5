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
  /// How many characters the text has: kept as edits are made, since counting grapheme
  /// clusters means reading the whole text.
  public internal(set) var count: Int
  /// The selected range in characters; empty for a plain cursor.
  public internal(set) var selection: Range<Int>
  /// Whether what is shown is masked, as in a password field.
  public var isSecureTextEntry: Bool
  /// The most characters typing or pasting may leave, or `nil` for no limit.
  public var maximumLength: Int?
  /// How ``maximumLength`` counts: characters by default, or UTF-16 as browsers do.
  public var lengthUnit: LengthUnit

  /// Makes a buffer with the cursor at the end of `text`.
  ///
  /// - Parameters:
  ///   - text: The starting text.
  ///   - isSecureTextEntry: Whether what is shown is masked.
  ///   - maximumLength: The most characters typing or pasting may leave.
  ///   - lengthUnit: How the limit counts.
  public init(
    _ text: String = "", isSecureTextEntry: Bool = false, maximumLength: Int? = nil,
    lengthUnit: LengthUnit = .graphemes
  ) {
    self.text = text
    let end = text.count
    self.count = end
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
    guard !isSecureTextEntry, selection.upperBound < count else { return nil }
    return String(characters(selection.upperBound..<count))
  }

  /// What the field shows: the text, or one bullet per character when it is secure.
  public var displayedText: String {
    isSecureTextEntry ? String(repeating: "•", count: count) : text
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
    if range == count..<count {
      // Typing at the end, the common case, appends in place and counts only the seam, where
      // clusters may merge (a combining mark typed after a letter), so that typing a long text
      // costs the length of each key, not of the whole text.
      let added = addedCount(appending: inserted)
      text.append(contentsOf: inserted)
      count += added
      selection = count..<count
      return
    }
    let before = characters(0..<range.lowerBound)
    let after = characters(range.upperBound..<count)
    let head = String(before) + inserted
    text = head + after
    count = text.count
    // Clusters may merge across either seam; the cursor goes after the head, clamped.
    let cursor = min(head.count, count)
    selection = cursor..<cursor
  }

  /// How many characters appending `inserted` adds: fewer than it has when its first joins
  /// the text's last cluster.
  func addedCount(appending inserted: some StringProtocol) -> Int {
    text.last.map { (String($0) + inserted).count - 1 } ?? inserted.count
  }

  /// Replaces the whole text, putting the cursor at the end.
  mutating func replaceAll(with newText: String) {
    text = newText
    count = newText.count
    selection = count..<count
  }

  /// The length ``maximumLength`` limits.
  var limitedLength: Int { lengthUnit == .graphemes ? count : text.utf16.count }
}

// MARK: - Editing, as UITextDocumentProxy

extension TextBuffer {
  /// What became of inserted text.
  public enum Insertion: Sendable, Hashable {
    /// All of it went in.
    case inserted
    /// A paste was cut to fit ``TextBuffer/maximumLength``; `dropped` characters were left out.
    case truncated(dropped: Int)
    /// Typing was refused: the text is at its ``TextBuffer/maximumLength``.
    case refused(maximumLength: Int)
    /// A phone input took nothing: the character is none of the digits, `+`, `*` and `#`.
    case notDialable
  }

  /// Types `text` at the cursor, replacing the selection, as a key press does.
  ///
  /// At the maximum length typing is refused and nothing changes.
  ///
  /// - Returns: ``Insertion/inserted``, or ``Insertion/refused(maximumLength:)`` at the limit.
  @discardableResult
  public mutating func insertText(_ inserted: String) -> Insertion {
    var edited = self
    edited.replace(selection, with: inserted)
    if let maximumLength, length(of: edited.text) > maximumLength {
      return .refused(maximumLength: maximumLength)
    }
    self = edited
    return .inserted
  }

  /// Pastes `text` at the cursor, replacing the selection; with a maximum length, only the
  /// characters that fit go in.
  ///
  /// - Returns: ``Insertion/inserted``, or ``Insertion/truncated(dropped:)`` when cut to fit.
  @discardableResult
  public mutating func paste(_ pasted: String) -> Insertion {
    var edited = self
    edited.replace(selection, with: pasted)
    guard let maximumLength, length(of: edited.text) > maximumLength else {
      self = edited
      return .inserted
    }
    // Keep the longest prefix of the paste that fits; merging clusters can make a shorter
    // prefix no shorter, so each candidate is measured in place.
    let characters = Array(pasted)
    var kept = characters.count
    repeat {
      kept -= 1
      edited = self
      edited.replace(selection, with: String(characters.prefix(kept)))
    } while kept > 0 && length(of: edited.text) > maximumLength
    self = edited
    return .truncated(dropped: characters.count - kept)
  }

  /// Deletes the selection, or else the one character before the cursor.
  ///
  /// - Returns: Whether anything was deleted.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    if !selection.isEmpty {
      replace(selection, with: "")
      return true
    }
    guard selection.lowerBound > 0 else { return false }
    replace((selection.lowerBound - 1)..<selection.lowerBound, with: "")
    return true
  }

  /// Deletes `count` characters backward, one ``deleteBackward()`` at a time.
  ///
  /// - Returns: How many deletions happened.
  @discardableResult
  public mutating func deleteBackward(_ count: Int) -> Int {
    var deleted = 0
    while deleted < count, deleteBackward() { deleted += 1 }
    return deleted
  }

  /// Moves the cursor by `offset` characters, clamped to the ends of the text.
  ///
  /// A selection collapses first: to its end when moving forward, to its start when moving
  /// back.
  ///
  /// - Parameter offset: Characters forward (positive) or back (negative).
  public mutating func adjustTextPosition(byCharacterOffset offset: Int) {
    let origin = offset < 0 ? selection.lowerBound : selection.upperBound
    let (moved, overflow) = origin.addingReportingOverflow(offset)
    let cursor = overflow ? (offset < 0 ? 0 : text.count) : min(max(moved, 0), text.count)
    selection = cursor..<cursor
  }

  /// Selects `length` characters from `start`, clamped to the text.
  ///
  /// - Parameters:
  ///   - start: The first selected character.
  ///   - length: How many characters; 0 puts the cursor at `start`.
  public mutating func select(from start: Int, length: Int) {
    let count = text.count
    let lower = min(max(start, 0), count)
    let upper = min(lower + min(max(length, 0), count), count)
    selection = lower..<upper
  }

  /// Replaces the whole text, putting the cursor at the end: what setting a field's value does.
  ///
  /// - Parameter newText: The text; it is not cut to the maximum length.
  public mutating func setText(_ newText: String) {
    text = newText
    let end = newText.count
    selection = end..<end
  }
}

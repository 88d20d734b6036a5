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
    guard let maximumLength else {
      replace(selection, with: inserted)
      return .inserted
    }
    if selection == count..<count, lengthUnit == .graphemes {
      // At the end the new length is known before the edit, so the text is changed in place.
      guard count + addedCount(appending: inserted) <= maximumLength else {
        return .refused(maximumLength: maximumLength)
      }
      replace(selection, with: inserted)
      return .inserted
    }
    var edited = self
    edited.replace(selection, with: inserted)
    if edited.limitedLength > maximumLength {
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
    guard let maximumLength, edited.limitedLength > maximumLength else {
      self = edited
      return .inserted
    }
    // Keep the longest prefix of the paste that fits, found by halving, so that a paste of a
    // megabyte is measured a few dozen times rather than once per character.
    let characters = Array(pasted)
    var fits = 0
    var tooLong = characters.count
    var best = self
    best.replace(selection, with: "")
    while tooLong - fits > 1 {
      let middle = (fits + tooLong) / 2
      var candidate = self
      candidate.replace(selection, with: String(characters.prefix(middle)))
      if candidate.limitedLength <= maximumLength {
        fits = middle
        best = candidate
      } else {
        tooLong = middle
      }
    }
    self = best
    return .truncated(dropped: characters.count - fits)
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

  /// Deletes `count` characters backward, as pressing ``deleteBackward()`` that many times
  /// does.
  ///
  /// The characters go in one edit, in time linear in the text's length: pressing Delete in
  /// the middle of a text rebuilds the text each time. When what follows the cursor could
  /// join what precedes it into one cluster (a combining mark after the cursor), they go one
  /// at a time.
  ///
  /// - Returns: How many deletions happened.
  @discardableResult
  public mutating func deleteBackward(_ count: Int) -> Int {
    guard count > 0 else { return 0 }
    var deleted = 0
    if !selection.isEmpty {
      replace(selection, with: "")
      deleted = 1
    }
    let cursor = selection.lowerBound
    let removed = min(count - deleted, cursor)
    guard removed > 0 else { return deleted }
    let afterCount = self.count - cursor
    guard afterCount > 0 else {
      // At the end the clusters come off in place.
      text.removeLast(removed)
      self.count -= removed
      selection = self.count..<self.count
      return deleted + removed
    }
    let after = characters(cursor..<self.count)
    if let next = after.first, Self.joinsWhatPrecedes(String(next)) {
      while deleted < count, deleteBackward() { deleted += 1 }
      return deleted
    }
    var head = String(characters(0..<cursor))
    head.removeLast(removed)
    text = head + after
    self.count -= removed
    selection = (cursor - removed)..<(cursor - removed)
    return deleted + removed
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
    let cursor = overflow ? (offset < 0 ? 0 : count) : min(max(moved, 0), count)
    selection = cursor..<cursor
  }

  /// Selects `length` characters from `start`, clamped to the text.
  ///
  /// - Parameters:
  ///   - start: The first selected character.
  ///   - length: How many characters; 0 puts the cursor at `start`.
  public mutating func select(from start: Int, length: Int) {
    let lower = min(max(start, 0), count)
    let upper = min(lower + min(max(length, 0), count), count)
    selection = lower..<upper
  }

  /// Replaces the whole text, putting the cursor at the end: what setting a field's value does.
  ///
  /// - Parameter newText: The text; it is not cut to the maximum length.
  public mutating func setText(_ newText: String) {
    replaceAll(with: newText)
  }
}

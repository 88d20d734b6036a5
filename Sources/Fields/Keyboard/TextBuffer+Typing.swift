// MARK: - Typing many keys

extension TextBuffer {
  /// Types `keys` one key press after another and tells `outcome` what became of each: the
  /// text, selection and outcomes are those of ``insertText(_:)`` called for each key.
  ///
  /// Each key costs time in its own length, not in the text's: one by one, every key typed in
  /// the middle of a text rebuilt the whole text, and every key checked against a maximum
  /// length in UTF-16 measured the whole text. Here the keys are typed at the end of the text
  /// before the selection, keeping room for what follows the selection, and what follows is
  /// put back once. That gives the same result unless a key could join the
  /// character after the selection into one cluster (a combining mark or a lone regional
  /// indicator there); then the keys are typed one by one.
  ///
  /// - Parameters:
  ///   - keys: The keys' characters, in order.
  ///   - outcome: Called with each key and what became of it, in order.
  mutating func type(keys: some Sequence<Character>, outcome: (Character, Insertion) -> Void) {
    var keys = keys.makeIterator()
    let afterCount = count - selection.upperBound
    guard afterCount > 0 || !selection.isEmpty else {
      var length = limitedLength
      while let key = keys.next() {
        outcome(key, append(String(key), limitedLength: &length, reserved: 0))
      }
      return
    }
    let after = characters(selection.upperBound..<count)
    let next = after.first.map(String.init)
    if let next, Self.joinsWhatPrecedes(next) {
      while let key = keys.next() { outcome(key, insertText(String(key))) }
      return
    }
    var head = TextBuffer(
      String(characters(0..<selection.lowerBound)), isSecureTextEntry: isSecureTextEntry,
      maximumLength: maximumLength, lengthUnit: lengthUnit)
    var length = head.limitedLength
    let reserved =
      maximumLength == nil ? 0 : lengthUnit == .graphemes ? afterCount : after.utf16.count
    var typed = false
    while let key = keys.next() {
      if let next, (String(key) + next).count < 2 {
        // The key (ending in a prepended mark) would join what follows: put it back and go on
        // key by key.
        if typed { rejoin(head, after, afterCount: afterCount) }
        outcome(key, insertText(String(key)))
        while let key = keys.next() { outcome(key, insertText(String(key))) }
        return
      }
      let result = head.append(String(key), limitedLength: &length, reserved: reserved)
      if result == .inserted { typed = true }
      outcome(key, result)
    }
    // Nothing typed leaves the selection as it was, as a refused key press does.
    if typed { rejoin(head, after, afterCount: afterCount) }
  }

  /// Appends one key at the end of the text, which has no selection; `limitedLength` is the
  /// text's ``limitedLength``, kept by the caller so that it is not measured again, and
  /// `reserved` the length of what will follow the text.
  private mutating func append(
    _ key: String, limitedLength: inout Int, reserved: Int
  ) -> Insertion {
    guard let maximumLength else {
      replace(count..<count, with: key)
      return .inserted
    }
    // UTF-16 lengths add up; grapheme counts only across the seam, which addedCount reads.
    let added = lengthUnit == .graphemes ? addedCount(appending: key) : key.utf16.count
    guard limitedLength + added + reserved <= maximumLength else {
      return .refused(maximumLength: maximumLength)
    }
    replace(count..<count, with: key)
    limitedLength += added
    return .inserted
  }

  /// Sets the text to `head`'s followed by `after`, which joins none of it, with the cursor
  /// where `head`'s is.
  private mutating func rejoin(_ head: TextBuffer, _ after: Substring, afterCount: Int) {
    text = head.text + after
    count = head.count + afterCount
    selection = head.selection
  }

  /// Whether the character `character` could join into one cluster with something typed before it, whatever
  /// that is: combining marks, joiners and spacing marks join anything; a lone regional
  /// indicator joins another; Hangul jamo join syllables; a pictograph joins a zero-width
  /// joiner after a pictograph, a consonant a virama after a consonant; LF joins CR.
  static func joinsWhatPrecedes(_ character: String) -> Bool {
    let probes = [
      "a", "\r", "\u{1F1E9}", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{AC00}", "\u{AC01}",
      "\u{1F469}\u{200D}", "\u{0915}\u{094D}",
    ]
    return probes.contains { ($0 + character).count < 2 }
  }
}

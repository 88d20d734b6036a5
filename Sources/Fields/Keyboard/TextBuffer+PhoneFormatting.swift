// MARK: - Phone numbers as they are typed

extension TextBuffer {
  /// Replaces the dialable characters in the selection (or none, at a cursor) with `inserted`,
  /// reformats the whole number and puts the cursor after the last inserted one.
  ///
  /// The text is read as strings, not arrays of characters, which take 16 bytes a character.
  mutating func replaceDialable(with inserted: String, region: String) {
    let before = String(characters(0..<selection.lowerBound).filter(TextInput.isDialable))
    let after = String(characters(selection.upperBound..<count).filter(TextInput.isDialable))
    reformat(before + inserted + after, cursorAfter: before.count + inserted.count, region: region)
  }

  /// Deletes the selection's dialable characters, or the one before the cursor.
  mutating func deleteDialableBackward(region: String) -> Bool {
    deleteDialableBackward(count: 1, region: region) == 1
  }

  /// Presses Delete `count` times, formatting the number once, as the last press leaves it.
  ///
  /// The selection's dialable characters go with the first press, and each other press takes
  /// the dialable character before the cursor.
  ///
  /// - Returns: How many presses deleted something.
  mutating func deleteDialableBackward(count: Int, region: String) -> Int {
    guard count > 0 else { return 0 }
    var before = String(characters(0..<selection.lowerBound).filter(TextInput.isDialable))
    let after = String(characters(selection.upperBound..<self.count).filter(TextInput.isDialable))
    let selected = selection.isEmpty ? 0 : 1
    let removed = min(count - selected, before.count)
    guard selected + removed > 0 else { return 0 }
    before.removeLast(removed)
    reformat(before + after, cursorAfter: before.count, region: region)
    return selected + removed
  }

  /// The most dialable characters a phone text is formatted with; a longer one shows them as
  /// typed, unformatted.
  ///
  /// A number has at most 17 digits, libphonenumber's parser refuses texts over 250
  /// characters, and its as-you-type formatter gives up long before that and echoes the
  /// digits. It still keeps each character fed and writes out its whole text after each, so
  /// feeding it everything would cost time quadratic in the length of the text.
  static let maximumFormattedLength = 250

  /// Sets the text to `dialable` as libphonenumber formats it while it is typed, with the
  /// cursor after the `cursorAfter`-th dialable character.
  private mutating func reformat(_ dialable: String, cursorAfter count: Int, region: String) {
    var formatted = dialable
    // The region was checked when the input was made; were it refused now, the digits stay
    // as typed rather than being lost. Counting stops past the limit.
    if dialable.prefix(Self.maximumFormattedLength + 1).count <= Self.maximumFormattedLength,
      let formatter = try? AsYouTypePhoneFormatter(region: region)
    {
      formatted = formatter.input(dialable)
    }
    replaceAll(with: formatted)
    var seen = 0
    var cursor = count == 0 ? 0 : formatted.count
    if count > 0 {
      for (offset, character) in formatted.enumerated() where TextInput.isDialable(character) {
        seen += 1
        if seen == count {
          cursor = offset + 1
          break
        }
      }
    }
    selection = cursor..<cursor
  }
}

// MARK: - Editing

extension TextInput {
  /// Types one character at the cursor; the key set is the router's business, not this one's.
  ///
  /// - Returns: What became of it.
  @discardableResult
  public func type(_ character: Character) -> TextBuffer.Insertion {
    type([character])[0]
  }

  /// Types several keys in one edit.
  ///
  /// A phone input is formatted once, after the last, which gives the text that typing them
  /// one by one gives.
  ///
  /// - Parameter characters: The keys' characters, already checked against the key set.
  /// - Returns: What became of each.
  public func type(_ characters: [Character]) -> [TextBuffer.Insertion] {
    var outcomes: [TextBuffer.Insertion] = []
    type(keys: characters) { outcomes.append($1) }
    return outcomes
  }

  /// Types several keys in one edit, telling `outcome` what became of each, in order, rather
  /// than collecting the outcomes: a megabyte typed into a field of 160 characters keeps
  /// nothing of what did not fit.
  ///
  /// - Parameters:
  ///   - keys: The keys' characters, already checked against the key set.
  ///   - outcome: Called with each key and what became of it; it must not use ``buffer``,
  ///     whose lock it runs under.
  func type(
    keys: some Collection<Character>, outcome: (Character, TextBuffer.Insertion) -> Void
  ) {
    buffer.update { buffer in
      guard let phoneRegion else { return buffer.type(keys: keys, outcome: outcome) }
      let dialable = String(keys.filter(Self.isDialable))
      if !dialable.isEmpty { buffer.replaceDialable(with: dialable, region: phoneRegion) }
      for key in keys { outcome(key, Self.isDialable(key) ? .inserted : .notDialable) }
    }
  }

  /// Pastes text at the cursor; a phone input keeps only what can be dialled.
  ///
  /// - Returns: What became of it.
  @discardableResult
  public func paste(_ text: String) -> TextBuffer.Insertion {
    buffer.update { buffer in
      guard let phoneRegion else { return buffer.paste(text) }
      buffer.replaceDialable(with: text.filter(Self.isDialable), region: phoneRegion)
      return .inserted
    }
  }

  /// Deletes the selection or the character before the cursor; in a phone input, the digit
  /// before the cursor, skipping the formatting in between.
  ///
  /// - Returns: Whether anything was deleted.
  @discardableResult
  public func deleteBackward() -> Bool {
    buffer.update { buffer in
      guard let phoneRegion else { return buffer.deleteBackward() }
      return buffer.deleteDialableBackward(region: phoneRegion)
    }
  }

  /// Presses Delete `count` times in one edit, as pressing it that many times does.
  ///
  /// - Returns: How many presses deleted something.
  func deleteBackward(_ count: Int) -> Int {
    buffer.update { buffer in
      guard let phoneRegion else { return buffer.deleteBackward(count) }
      return buffer.deleteDialableBackward(count: count, region: phoneRegion)
    }
  }

  /// Moves the cursor by `offset` characters, clamped to the text.
  ///
  /// - Parameter offset: Characters forward (positive) or back (negative).
  public func adjustTextPosition(byCharacterOffset offset: Int) {
    buffer.update { $0.adjustTextPosition(byCharacterOffset: offset) }
  }

  /// Selects `length` characters from `start`, clamped to the text.
  ///
  /// - Parameters:
  ///   - start: The first selected character.
  ///   - length: How many characters.
  public func select(from start: Int, length: Int) {
    buffer.update { $0.select(from: start, length: length) }
  }

  /// Replaces the whole text, formatted as typing would format it.
  ///
  /// - Parameter text: The new text.
  public func setText(_ text: String) {
    buffer.update { buffer in
      buffer.setText(phoneRegion == nil ? text : "")
      if let phoneRegion {
        buffer.replaceDialable(with: text.filter(Self.isDialable), region: phoneRegion)
      }
    }
  }

  /// Presses Return: a line break in a multiline input, otherwise its return action.
  ///
  /// - Returns: Whether Return submitted (rather than typed a line break).
  @discardableResult
  public func pressReturn() -> Bool {
    if isMultiline {
      buffer.update { $0.insertText("\n") }
      return false
    }
    onReturn()
    return true
  }

  /// Digits of any script and the phone pad's `+`, `*` and `#`: what a phone number is made of,
  /// as against the formatting around it.
  static func isDialable(_ character: Character) -> Bool {
    character.isWholeNumber || character == "+" || character == "*" || character == "#"
  }
}

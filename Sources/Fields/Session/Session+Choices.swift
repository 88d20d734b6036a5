// MARK: - Switches and lists of options

extension Session {
  /// `toggle`: flips the focused boolean field's switch.
  func toggle() throws(SessionError) -> [String] {
    let field = try focusedField()
    guard field.toggle() else {
      throw SessionError(
        "The field \(quoted(field.name)) has no switch; 'toggle' flips a boolean field.")
    }
    return [PhoneScreenText.switchLine(field)]
  }

  /// `tick N` and `untick N`: ticks or unticks a row of the focused multiple-choice field.
  func tick(_ words: [String], command: String) throws(SessionError) -> [String] {
    let example = "\(command) 0"
    guard words.count == 1 else {
      throw SessionError("\(quoted(command)) takes one row number, as in '\(example)'.")
    }
    let row = try Self.integer(words[0], for: command, example: example)
    let (field, list) = try choiceListField(for: command)
    do {
      if command == "tick" { try list.tick(row) } else { try list.untick(row) }
    } catch {
      throw SessionError(error.description)
    }
    return ["\(field.name): \(field.text.value)"]
  }

  /// `show choices`: every row of the focused multiple-choice field, `[x]` when ticked.
  func showChoices() throws(SessionError) -> [String] {
    let (_, list) = try choiceListField(for: "show choices")
    guard !list.titles.isEmpty else { return ["no options"] }
    return zip(list.titles, list.ticks.value).enumerated().map { row, option in
      "\(row) \(option.1 ? "[x]" : "[ ]") \(option.0)"
    }
  }

  private func choiceListField(for command: String) throws(SessionError) -> (Field, ChoiceList) {
    let field = try focusedField()
    guard let list = field.choiceList else {
      throw SessionError(
        "The field \(quoted(field.name)) has no list of options to tick; \(quoted(command)) works on a multiple-choice field."
      )
    }
    return (field, list)
  }
}

// MARK: - Pickers and showing

extension Session {
  func wheel(_ words: [String]) throws(SessionError) -> [String] {
    try onPicker(words, command: "wheel", example: "wheel 0 +2", what: "a turn") {
      (picker, column, rows) throws(DatePickerModel.WheelError) in
      try picker.turn(wheel: column, by: rows)
    } choice: { (picker, column, rows) throws(PickerModel.PickerError) in
      try picker.turn(component: column, by: rows)
    }
  }

  func pick(_ words: [String]) throws(SessionError) -> [String] {
    try onPicker(words, command: "pick", example: "pick 1 0", what: "a row") {
      (picker, column, row) throws(DatePickerModel.WheelError) in
      try picker.pick(row: row, inWheel: column)
    } choice: { (picker, column, row) throws(PickerModel.PickerError) in
      try picker.selectRow(row, inComponent: column)
    }
  }

  /// Reads a column and a number and applies them to the focused field's date picker or
  /// choice picker; prints the field's text.
  private func onPicker(
    _ words: [String], command: String, example: String, what: String,
    date: (DatePicker, Int, Int) throws(DatePickerModel.WheelError) -> Void,
    choice: (PickerModel, Int, Int) throws(PickerModel.PickerError) -> Void
  ) throws(SessionError) -> [String] {
    guard words.count == 2 else {
      throw SessionError("\(quoted(command)) takes a column and \(what), as in '\(example)'.")
    }
    let column = try Self.integer(words[0], for: command, example: example)
    let number = try Self.integer(words[1], for: command, example: example)
    let field = try pickerField()
    do {
      if let datePicker = field.datePicker { try date(datePicker, column, number) }
    } catch {
      throw SessionError(error.description)
    }
    do {
      if let picker = field.picker { try choice(picker, column, number) }
    } catch {
      throw SessionError(error.description)
    }
    return ["\(field.name): \(field.text.value)"]
  }

  func pickerField() throws(SessionError) -> Field {
    let field = try focusedField()
    guard field.datePicker != nil || field.picker != nil else {
      if field.input == nil {
        throw SessionError("The field \(quoted(field.name)) \(inputHint(field)).")
      }
      throw SessionError(FormError.noPicker(field.name).description)
    }
    return field
  }

  func show(_ words: [String]) throws(SessionError) -> [String] {
    switch words.first {
    case "keyboard": return try showKeyboard()
    case "picker":
      if (try? focusedField())?.choiceList != nil { return try showChoices() }
      return try showPicker()
    case "choices": return try showChoices()
    case "toolbar": return try showToolbar()
    case "validity": return try showValidity()
    case "frames": return showFrames()
    case "screen": return try showScreen()
    default:
      throw SessionError(
        "'show' takes keyboard, picker, choices, toolbar, validity, frames or screen, not \(quoted(words.first ?? ""))."
      )
    }
  }

  func showKeyboard() throws(SessionError) -> [String] {
    let field = try focusedField()
    guard let input = field.input, let keySet = input.keySet else {
      let hint =
        field.spec.kind == .boolean
        ? "shows a switch, not a keyboard; use 'toggle'"
        : field.choiceList != nil
          ? "shows a list of options, not a keyboard; use 'show choices'"
          : "shows a picker, not a keyboard; use 'show picker'"
      throw SessionError("The field \(quoted(field.name)) \(hint).")
    }
    let rows = keySet.rows(returnKey: field.traits?.returnKey ?? .default)
    return ["\(keySet.keyboard.rawValue) keyboard in \(keySet.locale)"]
      + rows.map { $0.joined(separator: " ") }
  }

  func showPicker() throws(SessionError) -> [String] {
    let field = try pickerField()
    if let datePicker = field.datePicker {
      let model = datePicker.model.value
      return model.wheels.enumerated().map { index, wheel in
        let titles = neighbours(of: wheel.selectedRow, count: wheel.rowCount, wraps: wheel.wraps) {
          model.title(wheel: index, row: $0) ?? "?"
        }
        return "\(index) \(wheel.component.rawValue): \(titles)"
      }
    }
    guard let picker = field.picker else { return [] }
    return (0..<picker.numberOfComponents).map { component in
      let count = picker.numberOfRows(inComponent: component)
      guard count > 0 else { return "\(component): no rows" }
      let titles = neighbours(of: picker.selectedRows[component], count: count, wraps: false) {
        picker.title(forRow: $0, inComponent: component) ?? "?"
      }
      return "\(component): \(titles)"
    }
  }

  /// The row before, the selected row in brackets, and the row after.
  private func neighbours(
    of selected: Int, count: Int, wraps: Bool, title: (Int) -> String
  ) -> String {
    let rows = wheelRows(of: selected, count: count, wraps: wraps, title: title)
    return [rows.above, "[\(rows.selected)]", rows.below].compactMap { $0 }.joined(separator: " ")
  }

  /// The titles of the row above the selection, the selected row and the row below, as a wheel
  /// shows them; a wheel that wraps shows its last row above its first.
  func wheelRows(
    of selected: Int, count: Int, wraps: Bool, title: (Int) -> String
  ) -> (above: String?, selected: String, below: String?) {
    func neighbour(_ offset: Int) -> String? {
      var row = selected + offset
      if wraps, count > 2 { row = (row + count) % count }
      guard row >= 0, row < count, row != selected else { return nil }
      return title(row)
    }
    return (neighbour(-1), title(selected), neighbour(1))
  }

  /// Each column of the focused field's picker or date picker as its three rows on show; empty
  /// when it has neither.
  func pickerColumns(_ field: Field) -> [(above: String?, selected: String, below: String?)] {
    if let datePicker = field.datePicker {
      let model = datePicker.model.value
      return model.wheels.enumerated().map { index, wheel in
        wheelRows(of: wheel.selectedRow, count: wheel.rowCount, wraps: wheel.wraps) {
          model.title(wheel: index, row: $0) ?? "?"
        }
      }
    }
    guard let picker = field.picker else { return [] }
    return (0..<picker.numberOfComponents).map { component in
      let count = picker.numberOfRows(inComponent: component)
      guard count > 0 else { return (nil, "", nil) }
      return wheelRows(of: picker.selectedRows[component], count: count, wraps: false) {
        picker.title(forRow: $0, inComponent: component) ?? "?"
      }
    }
  }

  func showValidity() throws(SessionError) -> [String] {
    let form = try loadedForm()
    return form.fields.map { field in
      guard !field.isBarredFromValidation else {
        return "\(field.name): valid (disabled, barred from validation)"
      }
      let result = field.validation
      guard !result.state.isValid else { return "\(field.name): valid" }
      let message = (try? catalog?.message(for: result, kind: field.spec.kind)) ?? nil
      return "\(field.name): invalid \(result.state)" + (message.map { ": " + $0 } ?? "")
    }
  }
}

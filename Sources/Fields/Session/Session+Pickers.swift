// MARK: - Pickers and showing

extension Session {
  func wheel(_ words: [String]) throws(SessionError) -> [String] {
    try onPicker(words, command: "wheel", example: "wheel 0 +2", what: "a turn") {
      (picker, column, rows) throws(DatePickerModel.WheelError) in
      try picker.turn(component: column, by: rows)
    } choice: { (picker, column, rows) throws(PickerModel.PickerError) in
      try picker.turn(component: column, by: rows)
    }
  }

  func pick(_ words: [String]) throws(SessionError) -> [String] {
    try onPicker(words, command: "pick", example: "pick 1 0", what: "a row") {
      (picker, column, row) throws(DatePickerModel.WheelError) in
      try picker.selectRow(row, inComponent: column)
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
    if field.spec.readOnly { throw SessionError(.readOnly(field.name)) }
    guard field.datePicker != nil || field.picker != nil else {
      if field.input == nil {
        throw SessionError("The field \(quoted(field.name)) \(Self.inputHint(field)).")
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
    case "frames": return text.frameLines
    case "screen": return text.drawing()
    default:
      throw SessionError(
        "'show' takes keyboard, picker, choices, toolbar, validity, frames or screen, not \(quoted(words.first ?? ""))."
      )
    }
  }

  func showKeyboard() throws(SessionError) -> [String] {
    let field = try focusedField()
    if field.spec.readOnly { throw SessionError(.readOnly(field.name)) }
    if field.spec.hidesKeyboard { throw SessionError(.keyboardHidden(field.name)) }
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
    PhoneScreenText.pickerLines(try pickerField())
  }

  func showValidity() throws(SessionError) -> [String] {
    let form = try loadedForm()
    return form.fields.map { field in
      guard !field.isBarredFromValidation else {
        let why = field.isEnabled.value ? "readonly" : "disabled"
        return "\(field.name): valid (\(why), barred from validation)"
      }
      let result = field.validation
      guard !result.state.isValid else { return "\(field.name): valid" }
      let message = try? form.catalog.message(for: result, kind: field.spec.kind)
      return "\(field.name): invalid \(result.state)" + (message.map { ": " + $0 } ?? "")
    }
  }
}

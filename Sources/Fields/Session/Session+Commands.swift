import FoundationEssentials

// MARK: - Commands

extension Session {
  func load(_ path: String) throws(SessionError) -> [String] {
    let resolved = path.hasPrefix("/") ? path : directory + "/" + path
    do {
      let spec = try FormSpec(contentsOf: resolved)
      let form = try Form(spec: spec, locale: locale, now: now)
      catalog = try MessageCatalog(locale: form.locale)
      self.form = form
      keyFields = [:]
      // A form loaded on a visited screen belongs to it: it leaves and comes back with it.
      formBelongsToScreen = screens.current != nil
      if formBelongsToScreen { screens.current?.form = (form, catalog) }
      let title = spec.title.map { quoted($0) } ?? "the form"
      return ["loaded \(title): \(form.fields.count) fields in \(form.locale)"]
    } catch let error as FormSpecError {
      // Name the file as the user wrote it.
      throw SessionError(error.description.replacing(resolved, with: path))
    } catch {
      throw SessionError("The form \(quoted(path)) cannot be used: \(error)")
    }
  }

  func focus(_ name: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    if let lines = try focusKeyField(name) { return lines }
    do {
      try form.focus(name)
    } catch {
      throw SessionError(error.description)
    }
    resignKeyFields()
    return [focusLine(form)]
  }

  func focusLine(_ form: Form) -> String {
    guard let field = form.focusedField else { return "focus: none" }
    if let keyboard = field.keyboard { return "focus \(field.name): \(keyboard.rawValue) keyboard" }
    if let datePicker = field.datePicker {
      return "focus \(field.name): \(datePicker.model.value.mode.rawValue) picker"
    }
    if field.spec.kind == .boolean {
      return "focus \(field.name): switch, " + (field.isOn == true ? "on" : "off")
    }
    if let list = field.choiceList {
      return "focus \(field.name): list of \(list.titles.count) options"
    }
    return "focus \(field.name): picker"
  }

  /// What to use on a field without a keyboard, for messages.
  func inputHint(_ field: Field) -> String {
    if field.spec.kind == .boolean { return "shows a switch, not a keyboard; use 'toggle'" }
    if field.choiceList != nil {
      return "shows a list of options, not a keyboard; use 'tick' or 'untick'"
    }
    return "shows a picker, not a keyboard; use 'wheel' or 'pick'"
  }

  /// The form, when the focused field takes keys: a picker field says to turn its wheels.
  func keyboardForm() throws(SessionError) -> Form {
    let form = try loadedForm()
    // A proxy takes any key, whatever the focused field shows.
    if form.router.textInputProxy == nil, let field = form.focusedField, field.input == nil {
      throw SessionError("The field \(quoted(field.name)) \(inputHint(field)).")
    }
    return form
  }

  /// Types `text`, printing each refused key through `output` as it comes (a megabyte of
  /// letters on a number pad is a million of them), and returns the lines that follow.
  func type(_ text: String, output: (String) -> Void) throws(SessionError) -> [String] {
    let form = try keyboardForm()
    let report: TypingReport
    do {
      report = try form.router.type(text) { output("refused: " + $0.description) }
    } catch {
      throw SessionError(error.description)
    }
    let refusals = report.description.isEmpty ? [] : report.description.split(separator: "\n")
    return refusals.map { "refused: " + $0 } + [try textLine()]
  }

  func paste(_ text: String) throws(SessionError) -> [String] {
    let form = try keyboardForm()
    let outcome: TextBuffer.Insertion
    do {
      outcome = try form.router.paste(text)
    } catch {
      throw SessionError(error.description)
    }
    var lines: [String] = []
    if case .truncated(let dropped) = outcome {
      lines.append("cut: \(dropped) characters did not fit")
    }
    return lines + [try textLine()]
  }

  func delete(_ words: [String]) throws(SessionError) -> [String] {
    let count =
      try words.first.map { text throws(SessionError) in
        try Self.integer(text, for: "delete", example: "delete 2")
      } ?? 1
    guard count >= 0 else {
      throw SessionError("'delete' takes a count of 0 or more, not \(count).")
    }
    return try route { (router) throws(InputRouter.RoutingError) in
      try router.deleteBackward(count)
    }
  }

  func move(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 1 else { throw SessionError("'move' takes one number, as in 'move -2'.") }
    let offset = try Self.integer(words[0], for: "move", example: "move -2")
    return try route { (router) throws(InputRouter.RoutingError) in
      try router.adjustTextPosition(byCharacterOffset: offset)
    }
  }

  func select(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 2 else {
      throw SessionError("'select' takes a start and a length, as in 'select 0 3'.")
    }
    let start = try Self.integer(words[0], for: "select", example: "select 0 3")
    let length = try Self.integer(words[1], for: "select", example: "select 0 3")
    return try route { (router) throws(InputRouter.RoutingError) in
      try router.select(from: start, length: length)
    }
  }

  /// Runs an edit through the router of a keyboard field and prints the field's text.
  func route(
    _ edit: (InputRouter) throws(InputRouter.RoutingError) -> Void
  ) throws(SessionError) -> [String] {
    let router = try keyboardForm().router
    do {
      try edit(router)
    } catch {
      throw SessionError(error.description)
    }
    return [try textLine()]
  }

  /// The focused field's text as shown, with `|` at the cursor or the selection in brackets.
  func textLine() throws(SessionError) -> String {
    if let proxy = proxyInput { return textLine(proxy) }
    let field = try focusedField()
    guard let input = field.input else {
      return "\(field.name): " + TSVText.field(field.text.value)
    }
    return textLine(input)
  }

  /// An input's name and text, with `|` at the cursor or the selection in brackets.
  func textLine(_ input: TextInput) -> String {
    "\(input.name): " + TSVText.field(markedText(input))
  }

  func toolbar(_ command: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    switch command {
    case "next":
      let field = try focusedField()
      guard form.focusNext() else {
        throw SessionError("\(quoted(field.name)) is the last field; Next is disabled.")
      }
    case "previous":
      let field = try focusedField()
      guard form.focusPrevious() else {
        throw SessionError("\(quoted(field.name)) is the first field; Previous is disabled.")
      }
    case "done":
      form.resignFocus()
    default:
      if let proxy = proxyInput {
        // Return in a keyboard text field submits nothing of the form's.
        _ = proxy.pressReturn()
        return [textLine(proxy)]
      }
      let field = try focusedField()
      if let input = field.input {
        if !input.pressReturn() { return [try textLine()] }
      } else {
        field.returnPresses.update { $0 += 1 }
      }
      if form.focusedField == nil { return ["submitted"] }
    }
    return [focusLine(form)]
  }

  func value(_ name: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    if let keyField = keyFields[name] {
      return ["\(name): " + TSVText.field(keyField.input.buffer.value.displayedText)]
    }
    let field: Field
    do {
      field = try form.field(named: name)
    } catch {
      throw SessionError(error.description)
    }
    let shown = field.input?.buffer.value.displayedText ?? field.text.value
    return ["\(name): " + TSVText.field(shown)]
  }
}

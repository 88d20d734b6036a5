import FoundationEssentials

// MARK: - Commands

extension Session {
  func load(_ argument: String) throws(SessionError) -> [String] {
    let (path, formName) = Self.pageAndForm(argument)
    let resolved = path.hasPrefix("/") ? path : directory + "/" + path
    do {
      let spec: FormSpec
      var warnings: [String] = []
      if let formName {
        (spec, warnings) = try loadPage(
          resolved, named: path, form: formName.isEmpty ? nil : formName)
      } else {
        spec = try FormSpec(contentsOf: resolved)
      }
      let form = try Form(spec: spec, locale: locale, now: now)
      screen.load(form)
      let title = spec.title.map { quoted($0) } ?? "the form"
      return warnings + ["loaded \(title): \(form.fields.count) fields in \(form.locale)"]
    } catch let error as FormSpecError {
      // Name the file as the user wrote it.
      throw SessionError(error.description.replacing(resolved, with: path))
    } catch let error as SessionError {
      throw error
    } catch {
      throw SessionError("The form \(quoted(path)) cannot be used: \(error)")
    }
  }

  /// `load`'s argument as a page and the id of its form: `("p.html", "")` for a page alone,
  /// `("p.html", "login")` for `p.html login`, and no form for a form spec, whose path may
  /// hold spaces.
  static func pageAndForm(_ argument: String) -> (path: String, form: String?) {
    func isPage(_ path: Substring) -> Bool {
      let lowered = path.lowercased()
      return lowered.hasSuffix(".html") || lowered.hasSuffix(".htm")
    }
    if isPage(argument[...]) { return (argument, "") }
    guard let space = argument.lastIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (argument, nil)
    }
    let path = String(argument[..<space]).trimmingSpaces()
    guard isPage(path[...]) else { return (argument, nil) }
    return (path, String(argument[argument.index(after: space)...]))
  }

  /// Reads the spec of a page's form, and its warnings as lines for `load` to print before its
  /// own.
  private func loadPage(
    _ resolved: String, named path: String, form: String?
  ) throws(SessionError) -> (FormSpec, [String]) {
    do {
      let reading = try HTMLPage(contentsOf: resolved).formSpec(form)
      let warnings = reading.warnings.map { $0.description.replacing(resolved, with: path) }
      return (reading.spec, warnings)
    } catch {
      throw SessionError(
        error.description(choosing: { "load \(path) \($0)" }).replacing(resolved, with: path))
    }
  }

  func focus(_ name: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    try onScreen { () throws(PhoneScreenError) in try screen.focus(name) }
    if screen.keyboardTextFields[name] != nil {
      return ["focus \(name): keyboard text field, typing goes to it"]
    }
    return [text.focusLine(form)]
  }

  /// What to use on a field without a keyboard, for messages.
  static func inputHint(_ field: Field) -> String {
    if field.spec.readOnly { return "is readonly; its value cannot be changed" }
    if field.spec.kind == .boolean { return "shows a switch, not a keyboard; use 'toggle'" }
    if field.choiceList != nil {
      return "shows a list of options, not a keyboard; use 'tick' or 'untick'"
    }
    return "shows a picker, not a keyboard; use 'wheel' or 'pick'"
  }

  /// Types `text`, printing each refused key through `output` as it comes (a megabyte of
  /// letters on a number pad is a million of them), and returns the lines that follow.
  func type(_ text: String, output: (String) -> Void) throws(SessionError) -> [String] {
    let report = try onScreen { () throws(PhoneScreenError) in
      try screen.type(text) { output("refused: " + $0.description) }
    }
    let refusals = report.description.isEmpty ? [] : report.description.split(separator: "\n")
    return refusals.map { "refused: " + $0 } + [try textLine()]
  }

  func paste(_ text: String) throws(SessionError) -> [String] {
    let outcome = try onScreen { () throws(PhoneScreenError) in try screen.paste(text) }
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
    try onScreen { () throws(PhoneScreenError) in _ = try screen.deleteBackward(count) }
    return [try textLine()]
  }

  func move(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 1 else { throw SessionError("'move' takes one number, as in 'move -2'.") }
    let offset = try Self.integer(words[0], for: "move", example: "move -2")
    try onScreen { () throws(PhoneScreenError) in try screen.moveCursor(by: offset) }
    return [try textLine()]
  }

  func select(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 2 else {
      throw SessionError("'select' takes a start and a length, as in 'select 0 3'.")
    }
    let start = try Self.integer(words[0], for: "select", example: "select 0 3")
    let length = try Self.integer(words[1], for: "select", example: "select 0 3")
    try onScreen { () throws(PhoneScreenError) in
      try screen.select(from: start, length: length)
    }
    return [try textLine()]
  }

  /// The focused field's text as shown, with `|` at the cursor or the selection in brackets.
  func textLine() throws(SessionError) -> String {
    if let line = text.targetLine { return line }
    // Nothing takes the keys: say why, as the screen would.
    _ = try focusedField()
    return text.targetLine ?? ""
  }

  func toolbar(_ command: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    switch command {
    case "next":
      let field = try focusedField()
      guard try onScreen({ () throws(PhoneScreenError) in try screen.focusNext() }) else {
        throw SessionError("\(quoted(field.name)) is the last field; Next is disabled.")
      }
    case "previous":
      let field = try focusedField()
      guard try onScreen({ () throws(PhoneScreenError) in try screen.focusPrevious() }) else {
        throw SessionError("\(quoted(field.name)) is the first field; Previous is disabled.")
      }
    case "done":
      try onScreen { () throws(PhoneScreenError) in try screen.resignFocus() }
    default:
      let proxy = form.router.textInputProxy
      if proxy == nil { _ = try focusedField() }
      let acted = try onScreen { () throws(PhoneScreenError) in try screen.pressReturn() }
      // Return in a keyboard text field submits nothing of the form's.
      if let proxy { return [PhoneScreenText.textLine(proxy)] }
      if !acted { return [try textLine()] }
      if form.focusedField == nil { return ["submitted"] }
    }
    return [text.focusLine(form)]
  }

  func value(_ name: String) throws(SessionError) -> [String] {
    let form = try loadedForm()
    if let keyField = screen.keyboardTextFields[name] {
      return [PhoneScreenText.valueLine(name, shown: keyField.input.buffer.value.displayedText)]
    }
    let field: Field
    do {
      field = try form.field(named: name)
    } catch {
      throw SessionError(error.description)
    }
    let shown = field.input?.buffer.value.displayedText ?? field.text.value
    return [PhoneScreenText.valueLine(name, shown: shown)]
  }
}

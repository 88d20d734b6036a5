// MARK: - Typing into the focused field

extension PhoneScreen {
  /// Presses the key for each character of `text` in the focused field, or in the keyboard
  /// text field that takes the keys instead.
  ///
  /// - Parameters:
  ///   - text: The characters, in order.
  ///   - refused: Told of each key the keyboard lacks as it comes, rather than kept: a
  ///     megabyte of letters typed on a number pad is a million of them.
  /// - Returns: What went in and what else was refused.
  /// - Throws: ``PhoneScreenError/noForm``, ``PhoneScreenError/noKeyboard(_:)`` when the
  ///   focused field shows a picker, a switch or a list of options,
  ///   ``PhoneScreenError/readOnly(_:)`` when it is readonly (``moveCursor(by:)`` and
  ///   ``select(from:length:)`` are not refused there), or ``PhoneScreenError/routing(_:)``
  ///   when nothing has focus.
  @discardableResult
  public func type(_ text: String, refused: (KeyRefusal) -> Void = { _ in })
    throws(PhoneScreenError)
    -> TypingReport
  {
    // A line break typed into a one-line field acts as Return, which may move focus.
    defer { followFocus() }
    let router = try keyboardRouter(editing: true)
    do {
      return try router.type(text, refused: refused)
    } catch {
      throw .routing(error)
    }
  }

  /// Pastes `text` into the focused field: no key set applies, and validation judges the
  /// result.
  ///
  /// - Returns: What became of the paste: cut where the field's maximum length ends.
  /// - Throws: As ``type(_:refused:)``.
  @discardableResult
  public func paste(_ text: String) throws(PhoneScreenError) -> TextBuffer.Insertion {
    try edit(changing: true) { (router) throws(InputRouter.RoutingError) in
      try router.paste(text)
    }
  }

  /// Presses Delete `count` times in the focused field.
  ///
  /// - Returns: How many presses deleted something.
  /// - Throws: As ``type(_:refused:)``.
  @discardableResult
  public func deleteBackward(_ count: Int = 1) throws(PhoneScreenError) -> Int {
    try edit(changing: true) { (router) throws(InputRouter.RoutingError) in
      try router.deleteBackward(count)
    }
  }

  /// Moves the focused field's cursor by `offset` characters; negative moves back.
  ///
  /// - Throws: As ``type(_:refused:)``.
  public func moveCursor(by offset: Int) throws(PhoneScreenError) {
    try edit { (router) throws(InputRouter.RoutingError) in
      try router.adjustTextPosition(byCharacterOffset: offset)
    }
  }

  /// Selects `length` characters of the focused field's text from `start` (0-based).
  ///
  /// - Throws: As ``type(_:refused:)``.
  public func select(from start: Int, length: Int) throws(PhoneScreenError) {
    try edit { (router) throws(InputRouter.RoutingError) in
      try router.select(from: start, length: length)
    }
  }

  /// Presses Return: in a keyboard text field that takes the keys, or in the focused field,
  /// where it types a line break in a multiline text and otherwise acts (moves to the next
  /// field or submits, as the field's return key says); the keyboard follows focus.
  ///
  /// - Returns: Whether Return acted rather than typed a line break.
  /// - Throws: ``PhoneScreenError/noForm`` or ``PhoneScreenError/noFocus``.
  @discardableResult
  public func pressReturn() throws(PhoneScreenError) -> Bool {
    defer { followFocus() }
    let form = try loadedForm()
    if let proxy = form.router.textInputProxy { return proxy.pressReturn() }
    let field = try focusedField()
    // A readonly text area takes no line break: Return acts as in a one-line field.
    if let input = field.input, !field.spec.readOnly { return input.pressReturn() }
    field.returnPresses.update { $0 += 1 }
    return true
  }

  /// The router of the loaded form when the keys have somewhere to go: a keyboard text field
  /// takes any key, whatever the focused field shows.
  ///
  /// - Parameter editing: Whether the keys change the text, which a readonly field refuses
  ///   (moving its cursor or selecting its text does not).
  /// - Returns: The form's router.
  /// - Throws: ``PhoneScreenError/noForm``, ``PhoneScreenError/noKeyboard(_:)`` or
  ///   ``PhoneScreenError/readOnly(_:)``.
  func keyboardRouter(editing: Bool = false) throws(PhoneScreenError) -> InputRouter {
    let form = try loadedForm()
    if form.router.textInputProxy == nil, let field = form.focusedField {
      if field.input == nil { throw .noKeyboard(field.name) }
      if editing, field.spec.readOnly { throw .readOnly(field.name) }
    }
    return form.router
  }

  private func edit<Result>(
    changing: Bool = false, _ body: (InputRouter) throws(InputRouter.RoutingError) -> Result
  ) throws(PhoneScreenError) -> Result {
    defer { followFocus() }
    let router = try keyboardRouter(editing: changing)
    do {
      return try body(router)
    } catch {
      throw .routing(error)
    }
  }

  // MARK: - Text fields inside the keyboard

  /// Adds a text field inside the keyboard, such as a search box; focusing it by name makes
  /// it take the keys in place of the focused field.
  ///
  /// - Parameter name: Its name, which no field of the form has.
  /// - Returns: The text field.
  /// - Throws: ``PhoneScreenError/noForm``, or
  ///   ``PhoneScreenError/keyboardTextFieldNameTaken(_:)`` when a field or another keyboard
  ///   text field has the name.
  @discardableResult
  public func addKeyboardTextField(named name: String) throws(PhoneScreenError)
    -> KeyboardTextField
  {
    let form = try loadedForm()
    guard (try? form.field(named: name)) == nil, keyboardTextFields[name] == nil else {
      throw .keyboardTextFieldNameTaken(name)
    }
    let field = KeyboardTextField(name: name, router: form.router)
    keyboardTextFields[name] = field
    return field
  }

  /// Sends the keys back to the focused field from whichever keyboard text field takes them.
  public func resignKeyboardTextFields() {
    for field in keyboardTextFields.values { field.resignFirstResponder() }
  }
}

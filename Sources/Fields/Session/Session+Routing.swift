// MARK: - Text routing

extension Session {
  /// `keyfield add NAME`: a text field inside the keyboard, such as a search box, that can take
  /// the keys in place of the focused field.
  func keyField(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 2, words[0] == "add" else {
      throw SessionError("'keyfield' takes 'add NAME', as in 'keyfield add search'.")
    }
    let form = try loadedForm()
    let name = words[1]
    guard (try? form.field(named: name)) == nil else {
      throw SessionError(
        "\(quoted(name)) is a field of the form; give the keyboard's text field another name.")
    }
    guard keyFields[name] == nil else {
      throw SessionError("The keyboard already has a text field \(quoted(name)).")
    }
    keyFields[name] = KeyboardTextField(name: name, router: form.router)
    return ["keyfield \(name): a text field inside the keyboard"]
  }

  /// `proxy set NAME` and `proxy clear`: route the keys to a keyboard text field and back.
  func proxy(_ words: [String]) throws(SessionError) -> [String] {
    switch (words.first, words.count) {
    case ("set", 2):
      try keyboardTextField(named: words[1]).becomeFirstResponder()
      return ["proxy \(words[1]): typing goes to it"]
    case ("clear", 1):
      let form = try loadedForm()
      form.router.clearTextInputProxy()
      return ["proxy cleared: typing goes to " + (form.focusedField?.name ?? "no field")]
    default:
      throw SessionError("'proxy' takes 'set NAME' or 'clear', as in 'proxy set search'.")
    }
  }

  /// Focuses a keyboard text field, which registers it as the proxy; `nil` when `name` is not
  /// one.
  func focusKeyField(_ name: String) throws(SessionError) -> [String]? {
    guard let field = keyFields[name] else { return nil }
    _ = try loadedForm()
    field.becomeFirstResponder()
    return ["focus \(name): keyboard text field, typing goes to it"]
  }

  /// Unregisters whichever keyboard text field is the proxy: a form field took focus.
  func resignKeyFields() {
    for field in keyFields.values { field.resignFirstResponder() }
  }

  func keyboardTextField(named name: String) throws(SessionError) -> KeyboardTextField {
    _ = try loadedForm()
    guard let field = keyFields[name] else {
      throw SessionError(
        "There is no keyboard text field \(quoted(name)); add one with 'keyfield add NAME'.")
    }
    return field
  }

  /// The proxy the keys go to instead of the focused field, if one is set.
  var proxyInput: TextInput? { form?.router.textInputProxy }
}

// MARK: - Text routing

extension Session {
  /// `keyfield add NAME`: a text field inside the keyboard, such as a search box, that can take
  /// the keys in place of the focused field.
  func keyField(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 2, words[0] == "add" else {
      throw SessionError("'keyfield' takes 'add NAME', as in 'keyfield add search'.")
    }
    let name = words[1]
    try onScreen { () throws(PhoneScreenError) in
      _ = try screen.addKeyboardTextField(named: name)
    }
    return ["keyfield \(name): a text field inside the keyboard"]
  }

  /// `proxy set NAME` and `proxy clear`: route the keys to a keyboard text field and back.
  func proxy(_ words: [String]) throws(SessionError) -> [String] {
    switch (words.first, words.count) {
    case ("set", 2):
      let name = words[1]
      _ = try loadedForm()
      guard screen.keyboardTextFields[name] != nil else {
        throw SessionError(
          "There is no keyboard text field \(quoted(name)); add one with 'keyfield add NAME'.")
      }
      try onScreen { () throws(PhoneScreenError) in try screen.focus(name) }
      return ["proxy \(name): typing goes to it"]
    case ("clear", 1):
      let form = try loadedForm()
      screen.resignKeyboardTextFields()
      return ["proxy cleared: typing goes to " + (form.focusedField?.name ?? "no field")]
    default:
      throw SessionError("'proxy' takes 'set NAME' or 'clear', as in 'proxy set search'.")
    }
  }
}

// MARK: - The screen's errors as the session says them

extension SessionError {
  /// A phone screen's error in the session's words, which name the command to type.
  ///
  /// - Parameters:
  ///   - error: What the screen refused.
  ///   - form: The form on the screen, for what a field without keys shows instead.
  init(_ error: PhoneScreenError, form: Form? = nil) {
    switch error {
    case .noForm: self.init("No form is loaded; start with 'load FORM.json'.")
    case .noFocus: self.init("No field has focus; use 'focus NAME' first.")
    case .noKeyboard(let name):
      let field = try? form?.field(named: name)
      self.init("The field \(quoted(name)) \(field.map(Session.inputHint) ?? "takes no keys").")
    case .readOnly(let name):
      self.init(
        "The field \(quoted(name)) is readonly: it shows no keyboard, and its value cannot be typed, pasted or deleted."
      )
    case .keyboardHidden(let name):
      self.init(
        "The field \(quoted(name)) shows no keyboard (its keyboard is 'none'); 'type' still types into it."
      )
    case .routing(let error): self.init(error.description)
    case .form(let error): self.init(error.description)
    case .navigation(let error): self.init(error.description)
    case .pathConfiguration(let error): self.init(error.description)
    case .noScreen, .noNavigator:
      self.init("No screen is shown; 'visit PATH' first, as in 'visit /signin'.")
    case .bridgeComponentConnected(let name, let path):
      self.init("The bridge component \(quoted(name)) is already connected on \(path).")
    case .bridgeComponentNotConnected(let name, let path):
      self.init(
        "No bridge component \(quoted(name)) is connected on \(path); 'bridge connect \(name)' connects it."
      )
    case .toolbarOff(let rule):
      self.init("The toolbar is off on this screen (\(rule)); use 'done' or 'next' instead.")
    case .noAccessoryBar(let name):
      self.init(
        "The field \(quoted(name)) has no toolbar (its accessory is 'none'); use 'done' or 'next' instead."
      )
    case .keyboardTextFieldNameTaken(let name):
      if (try? form?.field(named: name)) != nil {
        self.init(
          "\(quoted(name)) is a field of the form; give the keyboard's text field another name.")
      } else {
        self.init("The keyboard already has a text field \(quoted(name)).")
      }
    case .dockedBarHidden: self.init("The docked bar is hidden; use 'docked show' first.")
    case .nothingToSend:
      self.init(
        "The docked bar has no text, so Send is disabled; type some with 'docked type TEXT'.")
    }
  }
}

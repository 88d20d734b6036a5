/// Why a form could not do what was asked.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No field has this name.
  case unknownField(String, suggestion: String?)
  /// The field is disabled, so it cannot take focus.
  case disabled(String)
  /// The field has no picker to turn.
  case noPicker(String)
  /// No field has focus.
  case noFocus
  /// The focused field's bar has no such button; the button's name and the field.
  case noToolbarItem(String, field: String)
  /// The button cannot act now (Next on the last field); its title and the field.
  case toolbarItemDisabled(String, field: String)

  /// One sentence naming the value and what to do instead.
  public var description: String {
    switch self {
    case .unknownField(let name, let suggestion?):
      return "No field is named \(quoted(name)). Did you mean \(quoted(suggestion))?"
    case .unknownField(let name, nil):
      return "No field is named \(quoted(name))."
    case .disabled(let name):
      return "The field \(quoted(name)) is disabled; it cannot take focus."
    case .noPicker(let name):
      return "The field \(quoted(name)) has a keyboard, not a picker; use 'type' instead."
    case .noFocus:
      return "No field has focus; focus one first."
    case .noToolbarItem(let button, let field):
      return
        "The toolbar of \(quoted(field)) has no \(quoted(button)); 'show toolbar' lists what it has."
    case .toolbarItemDisabled(let title, let field):
      return "\(quoted(title)) is disabled in the toolbar of \(quoted(field)) now."
    }
  }
}

/// Why a phone screen did not do what it was asked: one case per reason, with the input.
public enum PhoneScreenError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No form is loaded.
  case noForm
  /// No field has focus.
  case noFocus
  /// The focused field of this name shows a picker, a switch or a list of options, which
  /// take no keys.
  case noKeyboard(String)
  /// The focused field of this name is readonly: it shows no keyboard, and typing, pasting
  /// and deleting in it are refused.
  case readOnly(String)
  /// The focused field of this name shows no keyboard (`inputmode=none`); keys still type
  /// into it.
  case keyboardHidden(String)
  /// The keys had nowhere to go.
  case routing(InputRouter.RoutingError)
  /// The form refused: an unknown or disabled field, or a button its bar lacks.
  case form(FormError)
  /// No screen is shown: nothing was visited.
  case noScreen
  /// The screen has no navigator to visit with.
  case noNavigator
  /// The navigator refused the visit.
  case navigation(NavigatorError)
  /// The path configuration cannot match the location.
  case pathConfiguration(PathConfigurationError)
  /// The bridge component of this name is already connected on the screen at `path`.
  case bridgeComponentConnected(String, path: String)
  /// No bridge component of this name is connected on the screen at `path`.
  case bridgeComponentNotConnected(String, path: String)
  /// The current screen turns the accessory bar off, as the rule says.
  case toolbarOff(PhoneScreen.ToolbarRule)
  /// The focused field of this name has no accessory bar: its accessory is `none`.
  case noAccessoryBar(String)
  /// A field or a keyboard text field already has this name.
  case keyboardTextFieldNameTaken(String)
  /// The docked bar is hidden.
  case dockedBarHidden
  /// The docked bar is empty, so Send is disabled.
  case nothingToSend

  /// The reason as one sentence, naming the input and what to do instead.
  public var description: String {
    switch self {
    case .noForm: "No form is loaded; load one first."
    case .noFocus: "No field has focus; focus one first."
    case .noKeyboard(let name):
      "The field \(QuotedText.quoted(name)) takes no keys; turn its picker, flip its switch or tick its options instead."
    case .readOnly(let name):
      "The field \(QuotedText.quoted(name)) is readonly: it shows no keyboard, and its value cannot be typed, pasted or deleted."
    case .keyboardHidden(let name):
      "The field \(QuotedText.quoted(name)) shows no keyboard (inputmode=none); type into it as a hardware keyboard does."
    case .routing(let error): error.description
    case .form(let error): error.description
    case .noScreen: "No screen is shown; visit a path first."
    case .noNavigator: "The phone screen has no navigator; give it one to visit paths."
    case .navigation(let error): error.description
    case .pathConfiguration(let error): error.description
    case .bridgeComponentConnected(let name, let path):
      "The bridge component \(QuotedText.quoted(name)) is already connected on \(path)."
    case .bridgeComponentNotConnected(let name, let path):
      "No bridge component \(QuotedText.quoted(name)) is connected on \(path); connect it first."
    case .toolbarOff(let rule):
      "The accessory bar is off on this screen (\(rule)); use the keyboard's own keys instead."
    case .noAccessoryBar(let name):
      "The field \(QuotedText.quoted(name)) has no accessory bar (its accessory is 'none'); move focus another way."
    case .keyboardTextFieldNameTaken(let name):
      "The name \(QuotedText.quoted(name)) is taken by a field or a keyboard text field; choose another."
    case .dockedBarHidden: "The docked bar is hidden; show it first."
    case .nothingToSend: "The docked bar has no text, so Send is disabled; type some first."
    }
  }
}

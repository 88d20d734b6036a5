/// How a field of a form spec appears in an HTML form: its element, its `type`, and the
/// attributes that pick the keyboard and its return key.
///
/// ```swift
/// var age = FieldSpec(name: "age", kind: .integer)
/// age.htmlControl.type        // "number"
/// age.htmlControl.inputMode   // "numeric": WebKit shows numberPad, not type=number's keyboard
/// ```
///
/// `docs/html.md` has the whole table.
struct HTMLControl: Sendable, Hashable {
  /// The element a field becomes.
  enum Element: String, Sendable, Hashable {
    /// `<input>`, with a ``HTMLControl/type``.
    case input
    /// `<textarea>`: multiline text.
    case textarea
    /// `<select>`: a single choice.
    case select
    /// A `<fieldset>` of checkboxes: a multiple choice.
    case checkboxes
  }

  /// The element.
  var element: Element
  /// The input's `type`, or `nil` for an element that is no input.
  var type: String?
  /// `inputmode`, when the keyboard is not the one the type already shows; `none` for no
  /// keyboard.
  var inputMode: String?
  /// `enterkeyhint`, for a return key other than the default.
  var enterKeyHint: String?
  /// `autocomplete`, from the text content type.
  var autocomplete: String?
  /// `autocapitalize`, when it is not the default (sentences).
  var autocapitalize: String?
  /// `autocorrect`, when the spec turns correction on or off.
  var autocorrect: String?
  /// `spellcheck`, when the spec turns spell checking on or off.
  var spellcheck: String?

  /// Whether the control holds free text: HTML's length limits and `pattern` apply to it.
  var holdsText: Bool {
    element == .textarea || ["text", "password", "email", "url", "tel"].contains(type ?? "")
  }
}

// MARK: - A field's control

extension FieldSpec {
  /// The HTML control of this field.
  var htmlControl: HTMLControl {
    switch kind {
    case .boolean: return HTMLControl(element: .input, type: "checkbox")
    case .choice: return HTMLControl(element: multiple ? .checkboxes : .select)
    case .date: return HTMLControl(element: .input, type: "date")
    case .time: return HTMLControl(element: .input, type: "time")
    case .datetime: return HTMLControl(element: .input, type: "datetime-local")
    case .text, .email, .url, .integer, .decimal, .number, .phone: break
    }
    let keyboard = self.keyboard ?? kind.defaultKeyboard ?? .default
    var traits = TextInputTraits.defaults(for: keyboard)
    traits.apply(self.traits)
    // A new or current password is secure whatever `secure` says, as `fill` reads it.
    let isSecure =
      traits.isSecureTextEntry || [.newPassword, .currentPassword].contains(traits.contentType)
    var control: HTMLControl
    // The keyboard WebKit shows for the element and type alone, without `inputmode`.
    let shown: KeyboardType
    switch kind {
    case .text where multiline:
      control = HTMLControl(element: .textarea)
      shown = .default
    case .text:
      control = HTMLControl(element: .input, type: isSecure ? "password" : "text")
      shown = .default
    case .email:
      control = HTMLControl(element: .input, type: "email")
      shown = .emailAddress
    case .url:
      control = HTMLControl(element: .input, type: "url")
      shown = .url
    case .phone:
      control = HTMLControl(element: .input, type: "tel")
      shown = .phonePad
    default:
      control = HTMLControl(element: .input, type: "number")
      shown = .numbersAndPunctuation
    }
    control.inputMode = hidesKeyboard ? "none" : keyboard == shown ? nil : keyboard.htmlInputMode
    control.enterKeyHint = traits.returnKey.htmlEnterKeyHint
    control.autocomplete = traits.contentType?.rawValue
    guard control.holdsText else { return control }
    switch traits.autocapitalization {
    case .none: control.autocapitalize = "none"
    case .words: control.autocapitalize = "words"
    case .sentences: control.autocapitalize = nil
    case .allCharacters: control.autocapitalize = "characters"
    }
    control.autocorrect = [.no: "off", .yes: "on"][traits.autocorrection]
    control.spellcheck = [.no: "false", .yes: "true"][traits.spellChecking]
    return control
  }
}

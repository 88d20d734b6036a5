/// A phone screen's state as lines of text: the phone drawn in a box, and one line for each
/// thing a person looks at (the focused field's text with its cursor, the keyboard's
/// notifications, the frames of what rises from the bottom).
///
/// ```swift
/// let text = PhoneScreenText(screen)
/// for line in text.drawing() { print(line) }
/// // +-----------------------------------------------+
/// // |                    Sign in                    |
/// // |-----------------------------------------------|
/// // | > Email ada@example.com|                      |
/// // ...
/// ```
///
/// Every line depends only on the screen's state, so a script of actions draws the same lines
/// on every run.
///
/// ## Thread safety
/// Not `Sendable`: it reads a ``PhoneScreen``, which is used from one thread.
public struct PhoneScreenText {
  /// The screen drawn.
  let screen: PhoneScreen

  /// Text for a screen's state as it is when each line is asked for.
  ///
  /// - Parameter screen: The screen.
  public init(_ screen: PhoneScreen) {
    self.screen = screen
  }

  // MARK: - Lines of state

  /// `device iphone-se: 375 x 667 points, portrait`.
  var deviceLine: String {
    let keyboard = screen.keyboard
    let size = keyboard.device.screenSize(keyboard.orientation)
    let points = Rect.points(size.width) + " x " + Rect.points(size.height)
    return "device \(keyboard.device.rawValue): \(points) points, \(keyboard.orientation.rawValue)"
  }

  /// A line per notification, then the docked bar's frame when it is on screen; nothing for
  /// no notifications.
  func eventLines(_ events: [KeyboardEvent]) -> [String] {
    guard !events.isEmpty else { return [] }
    return events.map(\.description) + (screen.docked.isVisible ? [dockedFrameLine] : [])
  }

  /// `docked X Y W H`, as `show frames` prints the bar.
  var dockedFrameLine: String { "docked " + screen.docked.frame.spacedDescription }

  /// The bar's text and how many lines it takes: `docked text: 'Hi', 1 line`.
  var dockedTextLine: String {
    let docked = screen.docked
    let lines = docked.lineCount
    let scrolls = docked.isScrolling ? ", scrolls" : ""
    let text = QuotedText.quoted(docked.text, characterCount: docked.characterCount)
    return "docked text: \(text), \(lines) line\(lines == 1 ? "" : "s")\(scrolls)"
  }

  /// Whether forms show their toolbar now: `toolbar on`, or `toolbar off` and why.
  var toolbarStateLine: String {
    let rule = screen.toolbarRule
    return rule.isOn ? "toolbar on" : "toolbar off (\(rule))"
  }

  /// The focused field's bar on one line: `toolbar: [Zurück] (Weiter) <space> [Fertig]`,
  /// `toolbar: none` where it has none or the screen turns it off.
  var toolbarLine: String {
    guard let items = screen.accessoryBar else { return "toolbar: none" }
    guard !items.isEmpty else { return "toolbar: empty" }
    return "toolbar: " + items.map(\.description).joined(separator: " ")
  }

  /// What has focus and what it shows: `focus age: numberPad keyboard`, `focus: none`,
  /// `focus id: readonly, no keyboard`, `focus pin: no keyboard (inputmode none)`.
  func focusLine(_ form: Form) -> String {
    guard let field = form.focusedField else { return "focus: none" }
    if field.spec.readOnly { return "focus \(field.name): readonly, no keyboard" }
    if field.spec.hidesKeyboard { return "focus \(field.name): no keyboard (inputmode none)" }
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

  /// The text the keys go to, with `|` at the cursor or the selection in brackets:
  /// `email: ada@|`; a field without a text input shows its value.
  ///
  /// - Returns: `nil` when no form is loaded or nothing has focus.
  var targetLine: String? {
    if let proxy = screen.form?.router.textInputProxy { return Self.textLine(proxy) }
    guard let field = screen.form?.focusedField else { return nil }
    guard let input = field.input else {
      return "\(field.name): " + QuotedText.oneLine(field.text.value)
    }
    return Self.textLine(input)
  }

  /// An input's name and text, with `|` at the cursor or the selection in brackets.
  static func textLine(_ input: TextInput) -> String {
    "\(input.name): " + QuotedText.oneLine(markedText(input))
  }

  /// A field's value as shown, on one line: `email: ada@example.com`.
  static func valueLine(_ name: String, shown: String) -> String {
    "\(name): " + QuotedText.oneLine(shown)
  }

  /// A boolean field's switch: `terms: on`.
  static func switchLine(_ field: Field) -> String {
    "\(field.name): " + (field.isOn == true ? "on" : "off")
  }
}

/// An input view drawn at a terminal under a field's prompt, driven by keys: what
/// `fieldcli fill` shows instead of a line prompt for choices, dates and switches.
///
/// ```swift
/// guard var picker = form.terminalPicker(for: field) else { return askForText() }
/// draw(picker.lines(width: 80, colour: true))
/// for key in decoder.feed(bytes) {
///   switch picker.handle(key) { … }                  // see TerminalPickerOutcome
/// }
/// ```
///
/// A picker knows nothing of the terminal: keys come in as ``TerminalKey`` values and lines go
/// out as text. It does not change the field either: its answer is text for
/// ``FormFiller/respond(to:)``, which judges it as it judges a typed answer, so a picker and
/// a pipe fill a form alike.
package protocol TerminalPicker {
  /// Takes one key.
  ///
  /// - Parameter key: The key pressed, or text pasted.
  /// - Returns: What to do next; ``TerminalPickerOutcome/answer(_:)`` on Return when the
  ///   picker's value can be taken.
  mutating func handle(_ key: TerminalKey) -> TerminalPickerOutcome

  /// What to draw under the prompt, one string a line.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns: no line is wider (a longer one is cut with `…`), so
  ///     none wraps.
  ///   - colour: Whether to mark with SGR codes (reverse video, bold, faint), which are then
  ///     not counted in the width; without, every mark is a visible character.
  /// - Returns: The lines, without line breaks.
  func lines(width: Int, colour: Bool) -> [String]
}

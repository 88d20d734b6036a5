/// What a key did to a ``TerminalPicker``: what the terminal shows next.
///
/// ```swift
/// switch picker.handle(.enter) {
/// case .answer(let text): filler.respond(to: text)
/// case .message(let text): draw(picker.lines(width: columns, colour: true), text)
/// case .redraw: draw(picker.lines(width: columns, colour: true), nil)
/// case .typeInstead(let text): promptForText(startingWith: text)
/// }
/// ```
package enum TerminalPickerOutcome: Equatable, Sendable {
  /// The picker changed, or the key did nothing: draw it again.
  case redraw
  /// The picker stays, with this message in the form's language under it.
  case message(String)
  /// Return took the picker's value: the line to give ``FormFiller/respond(to:)``, exactly
  /// what a person would type from a pipe to make the same choice.
  case answer(String)
  /// Typing asks for a text prompt instead, already holding this text.
  case typeInstead(String)
}

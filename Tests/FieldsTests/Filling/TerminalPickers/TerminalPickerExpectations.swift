import Testing

@testable import Fields

/// A form made from a JSON spec, its dates from 2000-01-01.
func pickerForm(_ json: String) throws -> Form {
  try Form(spec: FormSpec(json: json), now: Form.referenceDate)
}

/// The picker of a form's field, failing the test for a field without one.
func picker(
  of name: String, in form: Form, sourceLocation: SourceLocation = #_sourceLocation
) throws -> any TerminalPicker {
  try #require(
    form.terminalPicker(for: try form.field(named: name)), sourceLocation: sourceLocation)
}

/// Presses keys in order and returns the last key's outcome (`.redraw` for none).
@discardableResult
func press(_ keys: [TerminalKey], on picker: inout any TerminalPicker) -> TerminalPickerOutcome {
  var outcome = TerminalPickerOutcome.redraw
  for key in keys { outcome = picker.handle(key) }
  return outcome
}

/// Expects the lines a picker draws without colour.
func expectLines(
  _ picker: any TerminalPicker, width: Int = 40, _ expected: [String],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let lines = picker.lines(width: width, colour: false)
  #expect(lines == expected, sourceLocation: sourceLocation)
  for line in lines {
    #expect(TerminalText.width(line) <= width, "too wide: \(line)", sourceLocation: sourceLocation)
  }
}

/// Expects an outcome to be an answer, and gives it to a fresh filler of the same form as a
/// line from a pipe would be; returns the field's value JSON after it.
func expectAnswer(
  _ outcome: TerminalPickerOutcome, _ expected: String, field name: String, of form: Form,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(outcome == .answer(expected), sourceLocation: sourceLocation)
  guard case .answer(let line) = outcome else { return }
  let field = try form.field(named: name)
  let filler = FormFiller(form: form, draft: Draft(formDigest: "sha256:x", locale: form.locale))
  while let current = filler.currentField, current !== field { _ = filler.respond(to: ":next") }
  #expect(filler.respond(to: line) == .accepted(field), sourceLocation: sourceLocation)
}

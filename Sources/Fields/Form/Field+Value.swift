// MARK: - The typed value

extension Field {
  /// The field's value as JSON: see ``Form/valuesJSON()``.
  public var jsonValue: String {
    guard isEnabled.value else { return "null" }
    // A person answers by title; the value is what a submission carries for it, as `check`
    // prints it (the title itself for an option written as a plain string).
    if let choiceList {
      return SelectionRules.json(choiceList.tickedTitles.map(spec.submittedValue(ofOption:)))
    }
    let text = self.text.value
    // A readonly field is submitted as it is: normalized when valid, else its text.
    let result = spec.readOnly ? validator.validate(text) : validation
    guard !result.value.isEmpty else { return "null" }
    // A required switch that is off is not valid, and still a boolean.
    if spec.kind == .boolean, isOn != nil { return text }
    guard result.state.isValid else { return JSONText.string(text) }
    let normalized = result.normalized ?? result.value
    switch spec.kind {
    case .integer, .decimal, .number, .boolean:
      return normalized
    case .choice:
      return JSONText.string(spec.submittedValue(ofOption: normalized))
    default:
      return JSONText.string(normalized)
    }
  }
}

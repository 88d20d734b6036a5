// MARK: - The accessory bar

extension Session {
  /// `show toolbar`: the focused field's bar on one line.
  func showToolbar() throws(SessionError) -> [String] {
    _ = try focusedField()
    return [text.toolbarLine]
  }

  /// `tap NAME|TITLE`: taps a button of the focused field's bar, named as the spec names it
  /// (`next`) or by its title (`Weiter`, in any case).
  func tap(_ rest: String) throws(SessionError) -> [String] {
    let name = try argument(rest, for: "tap", example: "tap done")
    let field = try focusedField()
    let form = try loadedForm()
    let rule = screen.toolbarRule
    guard rule.isOn else { throw SessionError(.toolbarOff(rule)) }
    guard let items = form.toolbar else { throw SessionError(.noAccessoryBar(field.name)) }
    let folded = Form.fold(name)
    let item =
      items.first { $0.button?.rawValue == name } ?? items.first { $0.title == name }
      ?? items.first { $0.button != nil && Form.fold($0.title) == folded }
      ?? items.first { $0.button == nil && !$0.title.isEmpty && Form.fold($0.title) == folded }
    guard let item, let button = item.button else {
      let shown = items.isEmpty ? "no items" : items.map(\.description).joined(separator: " ")
      if item != nil {
        throw SessionError(
          "\(quoted(name)) is a label in the toolbar of \(quoted(field.name)); only buttons can be tapped."
        )
      }
      throw SessionError(
        "The toolbar of \(quoted(field.name)) has no \(quoted(name)); it has \(shown).")
    }
    try onScreen { () throws(PhoneScreenError) in try screen.tap(button) }
    switch button {
    case .previous, .next, .done: return [text.focusLine(form)]
    case .cancel:
      let shown = field.input?.buffer.value.displayedText ?? field.text.value
      return [fieldLine(field, shown: shown), text.focusLine(form)]
    case .clear, .today:
      return [field.spec.kind == .boolean ? PhoneScreenText.switchLine(field) : try textLine()]
    }
  }

  private func fieldLine(_ field: Field, shown: String) -> String {
    field.spec.kind == .boolean
      ? PhoneScreenText.switchLine(field) : PhoneScreenText.valueLine(field.name, shown: shown)
  }
}

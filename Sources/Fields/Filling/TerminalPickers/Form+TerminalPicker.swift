// MARK: - Terminal pickers

extension Form {
  /// The picker a terminal draws for a field instead of a line prompt, or `nil` for a field
  /// that takes typed text.
  ///
  /// - A choice: ``ChoiceTerminalPicker`` over its rows now (a dependent choice's are those of
  ///   its parent's current answer), marking the field's answer or default, else the first.
  /// - A multiple choice: ``MultipleChoiceTerminalPicker`` with the field's ticks and limits.
  /// - A date, time or date and time: ``DateTerminalPicker`` at the field's date picker, which
  ///   holds the field's value, or else the form's date.
  /// - A boolean: ``BooleanTerminalPicker`` at the field's value, else off.
  ///
  /// - Parameter field: A field of this form.
  /// - Returns: A new picker; its answer still has to be given to the field, through
  ///   ``FormFiller/respond(to:)``.
  package func terminalPicker(for field: Field) -> (any TerminalPicker)? {
    if let list = field.choiceList, let rules = field.selectionRules {
      return MultipleChoiceTerminalPicker(
        titles: list.titles, ticks: list.ticks.value, rules: rules, form: self)
    }
    if let picker = field.picker {
      let titles = (0..<picker.numberOfRows(inComponent: 0)).map {
        picker.title(forRow: $0, inComponent: 0) ?? ""
      }
      // Until an answer or a default shows the picker, its selection is no choice of the
      // field's.
      let marked = field.isInputViewShown ? picker.selectedRows.first ?? 0 : 0
      return ChoiceTerminalPicker(titles: titles, marked: marked, catalog: catalog)
    }
    if let datePicker = field.datePicker {
      return DateTerminalPicker(model: datePicker.model.value, kind: field.spec.kind)
    }
    if field.spec.kind == .boolean {
      return BooleanTerminalPicker(isOn: field.isOn ?? false, catalog: catalog)
    }
    return nil
  }
}

import FoundationEssentials

// MARK: - What a field holds, to put back

extension Field {
  /// What a field holds at one moment: its text, and its input view's state.
  struct Snapshot: Sendable {
    var text: String
    var date: DatePickerModel?
    var rows: [Int]
    var ticks: [Bool]?
  }

  /// What the field holds now.
  func snapshot() -> Snapshot {
    Snapshot(
      text: text.value, date: datePicker?.model.value, rows: picker?.selectedRows ?? [],
      ticks: choiceList?.ticks.value)
  }

  /// Puts back what a snapshot holds: the input view first, since the text follows it, then
  /// the text, which may have been empty while the input view showed a value.
  func restore(_ snapshot: Snapshot) {
    if let datePicker, let date = snapshot.date { datePicker.model.value = date }
    if let picker {
      for (component, row) in snapshot.rows.enumerated() {
        try? picker.selectRow(row, inComponent: component)
      }
    }
    if let choiceList, let ticks = snapshot.ticks { choiceList.ticks.value = ticks }
    text.value = snapshot.text
  }

  /// Empties the field, as a clear button does.
  ///
  /// No text, no switch position, nothing ticked. A picker keeps its wheels where they are; turning one fills the field again.
  func clear() {
    if let choiceList { try? choiceList.select([]) }
    text.value = ""
  }
}

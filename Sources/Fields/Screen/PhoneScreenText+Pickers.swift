// MARK: - Wheels

extension PhoneScreenText {
  /// The titles of the row above the selection, the selected row and the row below, as a wheel
  /// shows them; a wheel that wraps shows its last row above its first.
  static func wheelRows(
    of selected: Int, count: Int, wraps: Bool, title: (Int) -> String
  ) -> (above: String?, selected: String, below: String?) {
    func neighbour(_ offset: Int) -> String? {
      var row = selected + offset
      if wraps, count > 2 { row = (row + count) % count }
      guard row >= 0, row < count, row != selected else { return nil }
      return title(row)
    }
    return (neighbour(-1), title(selected), neighbour(1))
  }

  /// Each column of a field's picker or date picker as its three rows on show, by column;
  /// a column without rows shows nothing; empty when the field has neither.
  static func pickerColumns(_ field: Field) -> [(above: String?, selected: String, below: String?)]
  {
    pickerColumnsOrEmpty(field).map { $0 ?? (nil, "", nil) }
  }

  /// ``pickerColumns(_:)``, with `nil` for a column without rows.
  static func pickerColumnsOrEmpty(_ field: Field)
    -> [(above: String?, selected: String, below: String?)?]
  {
    if let datePicker = field.datePicker {
      let model = datePicker.model.value
      return model.wheels.enumerated().map { index, wheel in
        wheelRows(of: wheel.selectedRow, count: wheel.rowCount, wraps: wheel.wraps) {
          model.title(forRow: $0, inComponent: index) ?? "?"
        }
      }
    }
    guard let picker = field.picker else { return [] }
    return (0..<picker.numberOfComponents).map { component in
      let count = picker.numberOfRows(inComponent: component)
      guard count > 0 else { return nil }
      return wheelRows(of: picker.selectedRows[component], count: count, wraps: false) {
        picker.title(forRow: $0, inComponent: component) ?? "?"
      }
    }
  }

  /// A line per column of a field's picker or date picker: the row before, the selected row in
  /// brackets, and the row after (`0 day: 13 [14] 15`).
  static func pickerLines(_ field: Field) -> [String] {
    let names = field.datePicker.map { $0.model.value.wheels.map { " \($0.component.rawValue)" } }
    return pickerColumnsOrEmpty(field).enumerated().map { index, column in
      let label = "\(index)" + (names?[index] ?? "")
      guard let column else { return "\(label): no rows" }
      let shown = [column.above, "[\(column.selected)]", column.below].compactMap { $0 }
      return "\(label): " + shown.joined(separator: " ")
    }
  }
}

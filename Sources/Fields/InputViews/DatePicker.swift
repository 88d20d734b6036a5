import FoundationEssentials

/// A date picker as an input view: its model in an observable property, and bindings that
/// connect it to a field's value and text.
///
/// ```swift
/// let picker = DatePicker(try DatePickerModel(mode: .date, locale: "en_US"))
/// let birthday = ObservableProperty(Date(timeIntervalSince1970: 0))
/// let link = picker.date.connect(to: birthday.binding)   // the field follows the wheels
/// try picker.turn(component: 1, by: 13)                  // day 14
/// ```
///
/// ## Thread safety
/// `Sendable`: the model changes atomically.
public final class DatePicker: Sendable {
  /// The picker's state.
  public let model: ObservableProperty<DatePickerModel>

  /// Makes a picker showing `model`.
  public init(_ model: DatePickerModel) {
    self.model = ObservableProperty(model)
  }

  /// The date, set as code sets it (rounded, clamped).
  public var date: Binding<Date> {
    let model = self.model
    return Binding(
      get: { model.value.date }, set: { date in model.update { $0.setDate(date) } },
      observe: { handler in model.observe { handler($0.date) } })
  }

  /// The date as `format` writes it; text that does not parse leaves the date alone.
  ///
  /// - Parameter format: The field's date format.
  /// - Returns: A binding to the text.
  public func text(_ format: DateFormat) -> Binding<String> {
    date.map(get: { format.format($0) }, set: { try? format.parse($0) })
  }

  /// Turns a wheel by `rows`, as ``DatePickerModel/turn(component:by:)`` does.
  ///
  /// The label is UIPickerView's word for a column, the same as ``PickerModel``'s.
  ///
  /// - Throws: ``DatePickerModel/WheelError``.
  public func turn(component: Int, by rows: Int) throws(DatePickerModel.WheelError) {
    try model.update { (model) throws(DatePickerModel.WheelError) in
      try model.turn(component: component, by: rows)
    }
  }

  /// Picks a row of a wheel, as ``DatePickerModel/selectRow(_:inComponent:)`` does.
  ///
  /// - Throws: ``DatePickerModel/WheelError``.
  public func selectRow(_ row: Int, inComponent wheel: Int) throws(DatePickerModel.WheelError) {
    try model.update { (model) throws(DatePickerModel.WheelError) in
      try model.selectRow(row, inComponent: wheel)
    }
  }
}

extension PhoneScreen {
  /// The view that takes the keyboard's place for a field that is not typed into, as UIKit's
  /// `inputView`.
  public enum InputView {
    /// The wheels of a date or time field.
    case datePicker(DatePicker)
    /// The columns of a choice field.
    case picker(PickerModel)
  }
}

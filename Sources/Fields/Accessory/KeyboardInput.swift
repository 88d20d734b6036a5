/// What appears at the bottom of the screen when a field becomes first responder: a system
/// keyboard, or an input view that replaces it (UIKit's `inputView`).
public enum KeyboardInput: Sendable, Hashable {
  /// The system keyboard of a type.
  case keyboard(KeyboardType)
  /// A `UIDatePicker` in wheels style as the field's input view.
  case datePicker
  /// A `UIPickerView` as the field's input view.
  case picker
}

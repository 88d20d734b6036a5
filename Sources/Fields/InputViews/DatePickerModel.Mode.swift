extension DatePickerModel {
  /// What a date picker shows, as UIDatePicker.Mode; raw values are the form spec's spelling.
  public enum Mode: String, CaseIterable, Sendable, Hashable {
    /// Year, month and day.
    case date
    /// Hour and minute (and AM/PM where the locale uses it).
    case time
    /// The date's wheels, then the time's.
    case dateAndTime
    /// Hours and minutes of a countdown.
    case countDownTimer
    /// Year and month.
    case yearAndMonth
  }
}

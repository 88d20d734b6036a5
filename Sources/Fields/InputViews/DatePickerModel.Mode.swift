extension DatePickerModel {
  /// What a date picker shows, as UIDatePicker.Mode; raw values are the form spec's spelling.
  public enum Mode: String, CaseIterable, Sendable, Hashable {
    /// Year, month and day.
    case date
    /// Hour and minute (and AM/PM where the locale uses it).
    case time
    /// A column of days with their weekdays, then the time's wheels, as iOS shows it.
    case dateAndTime
    /// Hours and minutes of a countdown.
    case countDownTimer
    /// Year and month.
    case yearAndMonth
  }
}

extension LocaleInfo {
  /// A day of the week, numbered as ICU and UIKit number them: Sunday is 1.
  public enum Weekday: Int, Sendable, Hashable, CaseIterable {
    case sunday = 1
    case monday, tuesday, wednesday, thursday, friday, saturday
  }
}

extension AccessoryBar {
  /// What a bar's button does; the raw value is the form spec's and the session's spelling.
  public enum Button: String, CaseIterable, Sendable, Hashable {
    /// Focus moves to the previous enabled field; disabled on the first.
    case previous
    /// Focus moves to the next enabled field; disabled on the last.
    case next
    /// Focus goes: the keyboard or input view goes away.
    case done
    /// The field gets back the value it had when it got focus, and focus goes.
    case cancel
    /// The field is emptied.
    case clear
    /// The date picker moves to today; only on date and datetime fields.
    case today

    /// The message catalog key of the button's label.
    public var catalogKey: String { "toolbar." + rawValue }
  }
}

extension DateFormat {
  /// What a date format shows.
  public enum Layout: Sendable, Hashable {
    /// The locale's own formats for a date style and a time style.
    case styles(date: Style, time: Style)
    /// An ICU pattern such as `EEEE, d. MMMM y 'um' HH:mm`, applied as written.
    case pattern(String)
    /// An ICU skeleton such as `yMMMdjm`: the fields wanted, in any order, which ICU's
    /// date-time pattern generator turns into the locale's pattern.
    case skeleton(String)
  }
}

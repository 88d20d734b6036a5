extension DateIntervalFormat {
  /// What a date interval format shows.
  public enum Layout: Sendable, Hashable {
    /// The fields of the locale's formats for a date style and a time style, as
    /// Intl.DateTimeFormat's `formatRange` takes `dateStyle` and `timeStyle`: the skeleton of
    /// the locale's pattern for the styles.
    case styles(date: DateFormat.Style, time: DateFormat.Style)
    /// An ICU skeleton such as `yMMMd`: the fields wanted, which ICU's interval format lays
    /// out for the locale, showing the fields the two ends share once.
    case skeleton(String)
  }
}

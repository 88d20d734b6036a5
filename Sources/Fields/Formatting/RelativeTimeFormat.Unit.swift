extension RelativeTimeFormat {
  /// What an offset counts; the raw value is the CLI's spelling.
  public enum Unit: String, CaseIterable, Sendable, Hashable {
    /// `vor 2 Sekunden` in de_DE; 0 is `jetzt`.
    case second
    /// `in 5 Minuten` in de_DE.
    case minute
    /// `vor 3 Stunden` in de_DE.
    case hour
    /// `gestern`, `morgen` in de_DE.
    case day
    /// `letzte Woche` in de_DE.
    case week
    /// `nächsten Monat` in de_DE.
    case month
    /// `letztes Quartal` in de_DE.
    case quarter
    /// `vor 2 Jahren` in de_DE.
    case year

    var icuValue: ICU.RelativeTimeFormatter.Unit {
      switch self {
      case .second: .second
      case .minute: .minute
      case .hour: .hour
      case .day: .day
      case .week: .week
      case .month: .month
      case .quarter: .quarter
      case .year: .year
      }
    }
  }
}

extension DateFormat {
  /// How much of the date or the time a style shows; the raw value is the CLI's spelling.
  public enum Style: String, CaseIterable, Sendable, Hashable {
    /// Nothing.
    case none
    /// Numeric only: `14.09.24`, `15:00`.
    case short
    /// Abbreviated names: `14.09.2024`, `Sep 14, 2024`.
    case medium
    /// Full month names: `14. September 2024`.
    case long
    /// Everything, with the weekday and the zone's full name.
    case full

    /// ICU's UDateFormatStyle value.
    var icuValue: Int32 {
      switch self {
      case .none: return -1
      case .full: return 0
      case .long: return 1
      case .medium: return 2
      case .short: return 3
      }
    }
  }
}

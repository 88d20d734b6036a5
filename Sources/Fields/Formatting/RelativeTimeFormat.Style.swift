extension RelativeTimeFormat {
  /// How long the unit names are; the raw value is the CLI's spelling.
  public enum Style: String, CaseIterable, Sendable, Hashable {
    /// `in 3 Stunden` in de_DE.
    case long
    /// `in 3 Std.` in de_DE.
    case short
    /// The shortest the locale has; often the same as short.
    case narrow

    var icuValue: ICU.RelativeTimeFormatter.Width {
      switch self {
      case .long: .long
      case .short: .short
      case .narrow: .narrow
      }
    }
  }
}

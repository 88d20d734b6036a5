extension ListFormat {
  /// How short the joining words are; the raw value is the CLI's spelling.
  public enum Width: String, CaseIterable, Sendable, Hashable {
    /// The words written out: `a, b, and c` in en.
    case wide
    /// Shorter where the locale has it: `a, b, & c` in en.
    case short
    /// The shortest the locale has: `a, b, c` for a unit list in en.
    case narrow

    var icuValue: ICU.ListFormatter.Width {
      switch self {
      case .wide: .wide
      case .short: .short
      case .narrow: .narrow
      }
    }
  }
}

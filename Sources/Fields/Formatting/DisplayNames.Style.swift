extension DisplayNames {
  /// How long a name is; the raw value is the CLI's spelling (`--style short`).
  public enum Style: String, CaseIterable, Sendable, Hashable {
    /// The full name: `United States` in English.
    case long
    /// CLDR's short name where it has one (`US`), the full name otherwise.
    case short
  }
}

extension ListFormat {
  /// What joins the items; the raw value is the CLI's spelling, JavaScript's
  /// `Intl.ListFormat` `type` (whose "conjunction", "disjunction" and "unit" these are).
  public enum ListType: String, CaseIterable, Sendable, Hashable {
    /// `a, b und c` in de_DE.
    case and
    /// `a, b oder c` in de_DE.
    case or
    /// A list of measures, such as `3 Std., 5 Min.`: `a, b und c` in de_DE, `a, b, c` in en.
    case unit

    var icuValue: ICU.ListFormatter.Kind {
      switch self {
      case .and: .and
      case .or: .or
      case .unit: .units
      }
    }
  }
}

extension PathRule {
  /// Where a rule comes from: a configuration file, by index from 0, or the built-in
  /// historical-location routes.
  ///
  /// Its ``description`` is how `fieldcli route` and `fieldcli lint` name it: `3`, or
  /// `builtin:recede`.
  public enum Origin: Sendable, Hashable, CustomStringConvertible {
    /// The rule at this index of the configuration's `rules`.
    case file(Int)
    /// A built-in historical-location route.
    case builtin(HistoricalLocation)

    /// The index, or `builtin:` and the route's name.
    public var description: String {
      switch self {
      case .file(let index): return String(index)
      case .builtin(let route): return "builtin:" + route.rawValue
      }
    }
  }

  /// The routes turbo-rails' `recede_or_redirect_to`, `resume_or_redirect_to` and
  /// `refresh_or_redirect_to` send a native app to.
  public enum HistoricalLocation: String, Sendable, Hashable, CaseIterable {
    /// `/recede_historical_location`: go back.
    case recede
    /// `/resume_historical_location`: stay.
    case resume
    /// `/refresh_historical_location`: go back and reload.
    case refresh
  }
}

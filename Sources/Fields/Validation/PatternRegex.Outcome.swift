extension PatternRegex {
  /// How matching one value ended.
  enum Outcome: Sendable, Hashable {
    /// The whole value matches.
    case matched
    /// The value does not match.
    case mismatched
    /// The match was stopped before it could decide: it took more time or backtracking memory
    /// than a validator allows, so the value counts as not matching.
    case tooCostly
  }
}

extension PluralRules {
  /// Which of a locale's rules: for counting or for ranking.
  public enum RuleType: String, CaseIterable, Sendable, Hashable {
    /// Counting: "1 file", "2 files".
    case cardinal
    /// Ranking: "1st", "2nd", "3rd", "4th".
    case ordinal
  }
}

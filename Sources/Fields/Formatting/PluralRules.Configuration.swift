extension PluralRules {
  /// Everything that decides which ICU object the rules need: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var type: RuleType
  }
}

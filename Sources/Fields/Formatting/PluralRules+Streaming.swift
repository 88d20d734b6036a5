// MARK: - Package API for streaming

extension PluralRules {
  /// The same rules with an ICU object of their own, for one worker thread of a stream: a
  /// shared object serves one thread at a time.
  package func withOwnICUObject() throws(FormattingError) -> PluralRules {
    PluralRules(self, handle: try PluralRulesHandle(configuration))
  }
}

// MARK: - A pattern too costly to check

extension ValidationResult {
  /// The message arguments of a value whose pattern match was stopped by its time or memory
  /// limit: `patternMismatch` is set, and the catalogs' `validity.patternTooCostly` message
  /// says why instead of `validity.patternMismatch`.
  static let tooCostlyPatternArguments: [String: MessageArgument] = ["pattern": "tooCostly"]

  /// Whether the first flag, `patternMismatch`, is there because the pattern took too long to
  /// check rather than because the value does not match.
  var patternTooCostly: Bool {
    state.firstFlag == .patternMismatch
      && arguments["pattern"] == Self.tooCostlyPatternArguments["pattern"]
  }
}

// MARK: - Matching within a submission's budget

extension PatternRegex {
  /// Whether the whole of `value` matches, spending at most what `budget` has left.
  ///
  /// The answer is the one the engine gives within the budget's limit, whether it runs or a
  /// costly verdict for the same value is reused (see ``PatternVerdicts``): a kept verdict that
  /// took no more work than the budget has left is that answer, and is charged that work; a
  /// value too costly within a whole limit is too costly within any smaller one. Anything else
  /// runs the engine.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - budget: The work the submission may still do; charged what the match did.
  /// - Returns: ``Outcome/tooCostly`` when the budget is spent.
  func match(_ value: String, budget: inout PatternBudget) -> Outcome {
    let limit = budget.nextLimit
    guard limit > 0 else { return .tooCostly }
    let verdicts = compiled.verdicts
    if let kept = verdicts.verdict(for: value) {
      if kept.work <= limit {
        budget.spend(kept.work)
        return kept.outcome
      }
      if kept.outcome == .tooCostly {
        budget.spend(limit + 1)
        return .tooCostly
      }
    }
    let (outcome, work) = compiled.matches(value, workLimit: limit)
    budget.spend(work)
    // Stopped by a budget smaller than a whole limit, the match says nothing of the value.
    if outcome != .tooCostly || limit == ECMAScriptPattern.workLimit {
      verdicts.keep(value, outcome, work: work)
    }
    return outcome
  }
}

/// The pattern-matching work one submission may still do, across all its fields.
///
/// ```swift
/// var budget = PatternBudget()
/// regex.match(first, budget: &budget)   // spends what the match did
/// regex.match(second, budget: &budget)  // .tooCostly once the budget is spent
/// ```
///
/// Each match may do at most ``ECMAScriptPattern/workLimit`` units of work (about 0.15 s), so
/// without a budget a form of 100 fields with `(a+)+b` and one hostile value in each took 100
/// times that: 13 s of CPU for one submission. A submission's whole budget is that same limit:
/// a field whose match would go past it is `patternMismatch`, with the message that the
/// pattern is too costly, and so is every pattern field after it. Work is counted in the
/// engine's steps, not in time, so the same submission always gets the same answer, on any
/// machine and however busy it is. Linear patterns spend a few units per code point, so a
/// submission of at most 1 MiB spends a few million units on them at most.
///
/// A value, not shared: each check has its own, and threads never see each other's.
struct PatternBudget: Sendable {
  /// The work a whole submission may do: one pattern's limit.
  static let submissionLimit = ECMAScriptPattern.workLimit

  /// The work left; zero or less once spent.
  private(set) var remaining: Int

  /// A full budget, or one of `remaining` units.
  init(remaining: Int = Self.submissionLimit) {
    self.remaining = remaining
  }

  /// The most work the next match may do.
  var nextLimit: Int { min(ECMAScriptPattern.workLimit, remaining) }

  /// Takes the work a match did.
  mutating func spend(_ work: Int) {
    remaining -= work
  }
}

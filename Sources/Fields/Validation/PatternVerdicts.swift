import Synchronization

/// The verdicts of a pattern's costly matches by value, so that a hostile value submitted again
/// does not run the engine again.
///
/// ```swift
/// let (outcome, work) = compiled.matches(value, workLimit: limit)
/// verdicts.keep(value, outcome, work: work)  // kept when the match was costly
/// verdicts.verdict(for: value)               // (outcome, work) the next time
/// ```
///
/// Only matches of at least ``costlyWork`` units are kept: a cheap match costs less than the
/// lookup, and the table of a pattern that never met a costly value stays empty, so that
/// looking in it is one atomic load and `fieldcli check --stdin` on ordinary submissions does
/// not slow down. A verdict is kept with the work it took, so that a submission's
/// ``PatternBudget`` is charged as if the engine had run: the cache saves time and never
/// changes an answer.
///
/// ## Memory
/// At most ``capacity`` values of at most ``longestValue`` bytes each are kept per pattern;
/// when full, the verdict used least recently is forgotten. A longer value is not kept: its
/// match is still bounded by the submission's budget.
///
/// ## Thread safety
/// `Sendable`: the table is behind a `Mutex`, and the compiled pattern that owns it is shared
/// by every checker and worker thread that uses its source.
final class PatternVerdicts: Sendable {
  /// The least work a match must do to be kept: about 0.75 ms of the engine's time.
  static let costlyWork = 100_000
  /// The most values kept per pattern.
  static let capacity = 64
  /// The longest value kept, in UTF-8 bytes.
  static let longestValue = 64 << 10

  /// A kept verdict.
  struct Verdict: Sendable {
    var outcome: PatternRegex.Outcome
    var work: Int
    /// When the verdict was last used, on the table's own clock.
    var used: UInt64
  }

  private struct Table: ~Copyable {
    var verdicts: [String: Verdict] = [:]
    var clock: UInt64 = 0
  }

  private let table = Mutex(Table())
  /// How many values the table holds, read without the lock: zero for almost every pattern.
  private let count = Atomic<Int>(0)
  /// How many costly matches were kept or would have been: the test hook counts engine runs.
  let costlyRuns = Atomic<Int>(0)

  init() {}

  /// The kept verdict for `value` and the work it took, or `nil`.
  func verdict(for value: String) -> (outcome: PatternRegex.Outcome, work: Int)? {
    guard count.load(ordering: .relaxed) > 0 else { return nil }
    return table.withTSanVisibleLock { table in
      guard var found = table.verdicts[value] else { return nil }
      table.clock += 1
      found.used = table.clock
      table.verdicts[value] = found
      return (found.outcome, found.work)
    }
  }

  /// Keeps a match's verdict when it was costly enough and the value short enough.
  func keep(_ value: String, _ outcome: PatternRegex.Outcome, work: Int) {
    guard work >= Self.costlyWork else { return }
    costlyRuns.add(1, ordering: .relaxed)
    guard value.utf8.count <= Self.longestValue else { return }
    let kept = table.withTSanVisibleLock { table in
      table.clock += 1
      if table.verdicts[value] == nil, table.verdicts.count >= Self.capacity,
        let oldest = table.verdicts.min(by: { $0.value.used < $1.value.used })?.key
      {
        table.verdicts[oldest] = nil
      }
      table.verdicts[value] = Verdict(outcome: outcome, work: work, used: table.clock)
      return table.verdicts.count
    }
    count.store(kept, ordering: .relaxed)
  }
}

import Synchronization

/// Opened ICU objects shared by every format with the same configuration.
///
/// Opening an ICU formatter costs far more than using one, so each configuration is opened once
/// and reused. The cache is bounded: when it is full it forgets the objects no format holds any
/// more (they close at once), and keeps those in use, so equal formats alive at the same time
/// always share one object. Many objects in use at once are looked over ever more rarely, so
/// each insertion costs amortized constant time.
///
/// Thread safety: all access goes through a `Mutex`.
package final class FormatterCache<Key: Hashable & Sendable, Value: AnyObject & Sendable>: Sendable
{
  private let state: Mutex<State>
  private let limit: Int

  /// The entries, and how many there may be before the unused ones are forgotten.
  private struct State: ~Copyable {
    var entries: [Key: Value] = [:]
    var threshold: Int
  }

  /// Makes a cache that holds at most `limit` objects that no format holds.
  package init(limit: Int = 64) {
    self.limit = limit
    state = Mutex(State(threshold: limit))
  }

  /// The object for `key`, made with `make` on first use.
  ///
  /// `make` runs outside the lock, so two threads may both make one; the first stored wins.
  package func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
    if let cached = state.withTSanVisibleLock({ $0.entries[key] }) { return cached }
    let made = try make()
    return state.withTSanVisibleLock { state in
      if let raced = state.entries[key] { return raced }
      if state.entries.count >= state.threshold {
        Self.forgetUnused(&state.entries)
        // When most entries are still in use, the next look waits until the cache has doubled:
        // a scan per insertion would make a form of n live patterns cost n² steps.
        state.threshold = max(limit, 2 * state.entries.count)
      }
      state.entries[key] = made
      return made
    }
  }

  /// Drops the entries that only the cache holds.
  private static func forgetUnused(_ entries: inout [Key: Value]) {
    var kept: [Key: Value] = [:]
    for key in Array(entries.keys) {
      // Taken out of the dictionary, the value is referenced here and by its other holders.
      guard var value = entries.removeValue(forKey: key) else { continue }
      if !isKnownUniquelyReferenced(&value) { kept[key] = value }
    }
    entries = kept
  }
}

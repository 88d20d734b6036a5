import Synchronization

/// Opened ICU objects shared by every format with the same configuration.
///
/// Opening an ICU formatter costs far more than using one, so each configuration is opened once
/// and reused. The cache is bounded: when it is full it forgets everything and starts again, and
/// an object closes when the last format holding it is released.
///
/// Thread safety: all access goes through a `Mutex`.
package final class FormatterCache<Key: Hashable & Sendable, Value: AnyObject & Sendable>: Sendable
{
  private let entries = Mutex<[Key: Value]>([:])
  private let limit: Int

  /// Makes a cache that holds at most `limit` objects.
  package init(limit: Int = 64) {
    self.limit = limit
  }

  /// The object for `key`, made with `make` on first use.
  ///
  /// `make` runs outside the lock, so two threads may both make one; the first stored wins.
  package func value<E: Error>(for key: Key, make: () throws(E) -> Value) throws(E) -> Value {
    if let cached = entries.withLock({ $0[key] }) { return cached }
    let made = try make()
    return entries.withLock { entries in
      if let raced = entries[key] { return raced }
      if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
      entries[key] = made
      return made
    }
  }
}

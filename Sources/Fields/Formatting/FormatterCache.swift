import Synchronization

/// Opened ICU objects shared by every format with the same configuration.
///
/// Opening an ICU formatter costs far more than using one, so each configuration is opened once
/// and reused. The cache is bounded: when it is full it forgets the objects no format holds any
/// more (they close at once), and keeps those in use, so equal formats alive at the same time
/// always share one object.
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
      if entries.count >= limit { Self.forgetUnused(&entries) }
      entries[key] = made
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

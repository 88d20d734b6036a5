import Synchronization

/// The observers of one property, in registration order.
///
/// Kept apart from the property so that a token can remove its observer without keeping the
/// property alive.
///
/// Adding, removing and asking whether an observer is still there cost O(log n) (amortized)
/// in the number of observers, and a round of calls O(n log n): a property may have many
/// thousands of observers (every dependent choice field of a large form observes its parent),
/// and searching the whole list for each made a round, and releasing them all, quadratic.
final class ObserverList<Value: Sendable>: Sendable {
  private let entries = Mutex<Entries>(Entries())

  private struct Entries {
    /// In registration order, which is the order of their ids; a removed observer's call is
    /// `nil` until the list is compacted.
    var observers: [(id: Int, call: (@Sendable (Value) -> Void)?)] = []
    var removed = 0
    var nextID = 0

    /// Where the observer with `id` is, by binary search over the increasing ids.
    func index(of id: Int) -> Int? {
      var low = 0
      var high = observers.count
      while low < high {
        let middle = (low + high) / 2
        if observers[middle].id < id { low = middle + 1 } else { high = middle }
      }
      return low < observers.count && observers[low].id == id ? low : nil
    }

    func contains(_ id: Int) -> Bool {
      index(of: id).map { observers[$0].call != nil } ?? false
    }

    mutating func remove(_ id: Int) {
      guard let index = index(of: id), observers[index].call != nil else { return }
      observers[index].call = nil
      removed += 1
      // Dropping the removed entries once they are half the list keeps removal amortized
      // O(log n) and the list at most twice as long as its observers.
      if removed * 2 > observers.count {
        observers.removeAll { $0.call == nil }
        removed = 0
      }
    }
  }

  func add(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
    let id = entries.withTSanVisibleLock { entries in
      defer { entries.nextID += 1 }
      entries.observers.append((entries.nextID, observer))
      return entries.nextID
    }
    return ObservationToken { [weak self] in self?.remove(id) }
  }

  func remove(_ id: Int) {
    entries.withTSanVisibleLock { $0.remove(id) }
  }

  var count: Int { entries.withTSanVisibleLock { $0.observers.count - $0.removed } }

  /// Calls each observer registered now, skipping any cancelled while the round runs.
  func notify(_ value: Value) {
    let round = entries.withTSanVisibleLock { $0.observers }
    for (id, call) in round {
      guard let call, entries.withTSanVisibleLock({ $0.contains(id) }) else { continue }
      call(value)
    }
  }
}

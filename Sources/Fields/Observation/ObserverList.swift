import Synchronization

/// The observers of one property, in registration order.
///
/// Kept apart from the property so that a token can remove its observer without keeping the
/// property alive.
final class ObserverList<Value: Sendable>: Sendable {
  private let entries = Mutex<Entries>(Entries())

  private struct Entries {
    var observers: [(id: Int, call: @Sendable (Value) -> Void)] = []
    var nextID = 0
  }

  func add(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
    let id = entries.withLock { entries in
      defer { entries.nextID += 1 }
      entries.observers.append((entries.nextID, observer))
      return entries.nextID
    }
    return ObservationToken { [weak self] in self?.remove(id) }
  }

  func remove(_ id: Int) {
    entries.withLock { $0.observers.removeAll { $0.id == id } }
  }

  var count: Int { entries.withLock { $0.observers.count } }

  /// Calls each observer registered now, skipping any cancelled while the round runs.
  func notify(_ value: Value) {
    let round = entries.withLock { $0.observers }
    for (id, call) in round where entries.withLock({ $0.observers.contains { $0.id == id } }) {
      call(value)
    }
  }
}

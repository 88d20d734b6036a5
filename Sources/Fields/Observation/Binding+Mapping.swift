import Synchronization

// MARK: - Mapping and connecting

extension Binding {
  /// A binding to a value derived from this one, written back through `set`.
  ///
  /// - Parameters:
  ///   - get: Derives the new binding's value from this one's.
  ///   - set: Turns a value written to the new binding into this one's, or `nil` to leave this
  ///     one unchanged (text that is not a date, a row past the end).
  /// - Returns: The mapped binding.
  public func map<Mapped: Sendable>(
    get: @escaping @Sendable (Value) -> Mapped, set: @escaping @Sendable (Mapped) -> Value?
  ) -> Binding<Mapped> {
    Binding<Mapped>(
      get: { get(self.value) },
      set: { mapped in
        if let value = set(mapped) { self.value = value }
      },
      observe: { handler in self.observe { handler(get($0)) } })
  }

  /// Keeps this binding and `other` equal from now on: `other` takes this one's value first,
  /// then a change to either is written to the other.
  ///
  /// Writing an equal value notifies no one, so the two settle after one round trip even when
  /// a mapping on the way rounds the value. Changes are carried one at a time, with the
  /// current value of the side that changed, so writes at both ends from different threads
  /// settle too.
  ///
  /// - Parameter other: The binding to keep in step.
  /// - Returns: The token that ends the connection.
  public func connect(to other: Binding<Value>) -> ObservationToken {
    other.value = value
    let link = ConnectionLink { side in
      switch side {
      case .this: other.value = self.value
      case .other: self.value = other.value
      }
    }
    let forward = observe { _ in link.changed(.this) }
    let backward = other.observe { _ in link.changed(.other) }
    return ObservationToken([forward, backward])
  }
}

/// Carries the changes of two connected bindings across, one at a time.
///
/// Each side's observer once wrote the value it was given to the other side. Written at both
/// ends by two threads, each thread then delivered its side's stale value to the other, and
/// the two values swapped places forever. Now the first thread to see a change carries every
/// change until none is left, always copying the current value, so the copies stop as soon
/// as the sides are equal.
private final class ConnectionLink: Sendable {
  enum Side {
    case this
    case other
  }

  private struct State {
    var thisChanged = false
    var otherChanged = false
    /// Whether some thread is carrying changes now.
    var carrying = false
  }

  private let state = Mutex(State())
  private let carry: @Sendable (Side) -> Void

  /// Makes a link that copies a side's value to the other side with `carry`.
  init(carry: @escaping @Sendable (Side) -> Void) {
    self.carry = carry
  }

  /// Notes that `side` changed, and carries the changes unless another thread already does.
  func changed(_ side: Side) {
    let mustCarry = state.withTSanVisibleLock { state in
      switch side {
      case .this: state.thisChanged = true
      case .other: state.otherChanged = true
      }
      guard !state.carrying else { return false }
      state.carrying = true
      return true
    }
    guard mustCarry else { return }
    while let next = nextChange() { carry(next) }
  }

  /// The side whose change to carry next, or `nil` when none is left and carrying ends.
  private func nextChange() -> Side? {
    state.withTSanVisibleLock { state in
      if state.thisChanged {
        state.thisChanged = false
        return .this
      }
      if state.otherChanged {
        state.otherChanged = false
        return .other
      }
      state.carrying = false
      return nil
    }
  }
}

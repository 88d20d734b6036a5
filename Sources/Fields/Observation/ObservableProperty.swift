import Synchronization

/// A value that tells its observers when it changes: what fields, pickers and date pickers
/// share.
///
/// ```swift
/// let age = ObservableProperty(18)
/// let token = age.observe { print("age is now", $0) }
/// age.value = 19   // prints "age is now 19"
/// age.value = 19   // prints nothing: the value did not change
/// token.cancel()
/// ```
///
/// ## Delivery
///
/// Observers are called synchronously, in the order they registered, on the thread that
/// changed the value, and only when the new value differs from the old one. A change made
/// while observers are being called (from inside an observer, or from another thread) waits
/// until every observer has seen the current change, and is then delivered by the thread
/// already delivering; so every observer sees the changes in the order they were made, and
/// two properties bound to each other settle instead of recursing.
///
/// ## Thread safety
///
/// A property is `Sendable`: reading, setting, ``update(_:)``, observing and cancelling are
/// safe from any thread. Observers must be `@Sendable`, since they run on whichever thread
/// makes the change.
public final class ObservableProperty<Value: Sendable & Equatable>: Sendable {
  private let state: Mutex<State>
  private let observers: ObserverList<Value>

  private struct State {
    var value: Value
    /// Changes made but not yet delivered, oldest first.
    var pending: [Value] = []
    /// Whether some thread is calling observers now.
    var delivering = false
  }

  /// Makes a property holding `value`.
  public init(_ value: Value) {
    state = Mutex(State(value: value))
    observers = ObserverList()
  }

  // MARK: - Value

  /// The current value; setting a different value notifies the observers.
  public var value: Value {
    get { state.withTSanVisibleLock { $0.value } }
    set { update { $0 = newValue } }
  }

  /// Changes the value in place, atomically, and notifies the observers if it changed.
  ///
  /// - Parameter body: Gets the current value to change; it must not use this property, whose
  ///   lock it runs under.
  /// - Returns: What `body` returns.
  /// - Throws: What `body` throws; the value is then left as it was.
  @discardableResult
  public func update<Result, Failure: Error>(
    _ body: (inout Value) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let (result, mustDeliver) = try state.withTSanVisibleLock {
      (state) throws(Failure) -> (Result, Bool) in
      var value = state.value
      let result = try body(&value)
      guard value != state.value else { return (result, false) }
      state.value = value
      state.pending.append(value)
      guard !state.delivering else { return (result, false) }
      state.delivering = true
      return (result, true)
    }
    if mustDeliver { deliverPendingChanges() }
    return result
  }

  // MARK: - Observing

  /// Calls `observer` with each new value until the token is cancelled or released.
  ///
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ observer: @escaping @Sendable (Value) -> Void) -> ObservationToken {
    observers.add(observer)
  }

  /// A binding that reads and writes this property.
  public var binding: Binding<Value> {
    Binding(
      get: { self.value }, set: { self.value = $0 },
      observe: { self.observe($0) })
  }

  // MARK: - Internals

  /// Calls the observers with every pending change, one round per change, until none is left.
  private func deliverPendingChanges() {
    while true {
      let change = state.withTSanVisibleLock { state -> Value? in
        guard !state.pending.isEmpty else {
          state.delivering = false
          return nil
        }
        return state.pending.removeFirst()
      }
      guard let change else { return }
      observers.notify(change)
    }
  }
}

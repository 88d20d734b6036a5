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
  /// a mapping on the way rounds the value.
  ///
  /// - Parameter other: The binding to keep in step.
  /// - Returns: The token that ends the connection.
  public func connect(to other: Binding<Value>) -> ObservationToken {
    other.value = value
    let forward = observe { other.value = $0 }
    let backward = other.observe { self.value = $0 }
    return ObservationToken([forward, backward])
  }
}

/// A way to read, write and observe a value that lives elsewhere: what a picker column or a
/// date wheel is given instead of the field's property itself.
///
/// ```swift
/// let country = ObservableProperty("France")
/// let options = ["Deutschland", "France"]
/// let row = country.binding.map(
///   get: { options.firstIndex(of: $0) ?? 0 }, set: { options[$0] })
/// row.value        // 1
/// row.value = 0    // country.value is now "Deutschland"
/// ```
///
/// A binding is `Sendable` when what it reads and writes is: the closures it holds are.
public struct Binding<Value: Sendable>: Sendable {
  private let getter: @Sendable () -> Value
  private let setter: @Sendable (Value) -> Void
  private let observer: @Sendable (@escaping @Sendable (Value) -> Void) -> ObservationToken

  /// Makes a binding from its three operations.
  ///
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes a value.
  ///   - observe: Registers an observer of changes and returns its token.
  public init(
    get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void,
    observe: @escaping @Sendable (@escaping @Sendable (Value) -> Void) -> ObservationToken
  ) {
    getter = get
    setter = set
    observer = observe
  }

  /// The value, read and written through the binding.
  public var value: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// Calls `handler` with each new value until the token is cancelled or released.
  ///
  /// - Returns: The token that keeps the observation alive.
  public func observe(_ handler: @escaping @Sendable (Value) -> Void) -> ObservationToken {
    observer(handler)
  }
}

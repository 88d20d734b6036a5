import Synchronization

/// Keeps an observation alive: it ends when the token is cancelled or released.
///
/// ```swift
/// var token: ObservationToken? = property.observe { print($0) }
/// token = nil   // no more calls
/// ```
///
/// Cancelling is safe from any thread and more than once.
public final class ObservationToken: Sendable {
  private let onCancel: Mutex<(@Sendable () -> Void)?>

  init(onCancel: @escaping @Sendable () -> Void) {
    self.onCancel = Mutex(onCancel)
  }

  /// A token that holds several observations and ends them together.
  ///
  /// - Parameter tokens: The tokens to end with this one.
  public convenience init(_ tokens: [ObservationToken]) {
    self.init { for token in tokens { token.cancel() } }
  }

  /// Ends the observation; later calls do nothing.
  public func cancel() {
    let action = onCancel.withTSanVisibleLock { action in
      defer { action = nil }
      return action
    }
    action?()
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { onCancel.withTSanVisibleLock { $0 == nil } }

  deinit { cancel() }
}

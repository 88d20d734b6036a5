import Synchronization

extension Screen {
  /// A screen's identity: a number no other screen made in the process has.
  ///
  /// Screens are values, so a copy keeps its identity; a new screen, even of the same page,
  /// gets a new one.
  public struct ID: Sendable, Hashable, CustomStringConvertible {
    /// The number, counted from 1 in the order screens were made.
    let number: UInt64

    /// The next number; screens are made on any thread, so the count is atomic.
    static func next() -> ID {
      ID(number: counter.add(1, ordering: .relaxed).newValue)
    }

    private static let counter = Atomic<UInt64>(0)

    /// `#12`.
    public var description: String { "#\(number)" }
  }
}

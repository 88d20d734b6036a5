/// Why a session command did nothing: one sentence naming what was wrong and what to type.
public struct SessionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The sentence.
  public let message: String

  init(_ message: String) { self.message = message }

  public var description: String { message }
}

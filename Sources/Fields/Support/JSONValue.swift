/// A JSON value with the place it starts in its text, so that a form spec's errors can say
/// where they are (Foundation's decoders do not tell).
struct JSONValue: Sendable {
  /// A line and column, both from 1; columns count characters.
  struct Position: Sendable, Hashable {
    var line: Int
    var column: Int
  }

  /// A member of an object, with where its key starts.
  struct Member: Sendable {
    var key: String
    var keyPosition: Position
    var value: JSONValue
  }

  enum Kind: Sendable {
    case object([Member])
    case array([JSONValue])
    case string(String)
    /// A number as written, so that `0.1` stays exactly `0.1`.
    case number(String)
    case bool(Bool)
    case null
  }

  var kind: Kind
  var position: Position

  /// What a person calls this kind of value, for messages.
  var kindName: String {
    switch kind {
    case .object: return "an object"
    case .array: return "an array"
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .null: return "null"
    }
  }
}

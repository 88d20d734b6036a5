/// A JSON value with the place it starts in its text, so that a form spec's errors can say
/// where they are (Foundation's decoders do not tell).
///
/// The place is a byte offset: the line and column a message names are worked out from it by
/// the text's ``JSONSource`` only when the message is made, so reading counts no lines.
struct JSONValue: Sendable {
  /// A line and column, both from 1; columns count characters.
  struct Position: Sendable, Hashable {
    var line: Int
    var column: Int
  }

  /// A member of an object, with where its key starts.
  struct Member: Sendable {
    var key: String
    /// The byte offset of the key's opening quote.
    var keyOffset: Int
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
  /// The byte offset of the value's first byte in its text.
  var offset: Int

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

/// What is wrong with a form spec, and where: the file, line and column, and what was
/// expected there.
///
/// ```text
/// signup.json:4:7: Unknown key 'requried' in a field. Did you mean 'required'?
/// ```
public struct FormSpecError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file, as the user named it.
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1, in characters.
  public let column: Int
  /// What was wrong and what was expected instead.
  public let message: String

  /// Makes an error.
  ///
  /// - Parameters:
  ///   - file: The file.
  ///   - position: Where in it.
  ///   - message: What was wrong and what was expected.
  init(file: String, at position: JSONValue.Position, _ message: String) {
    self.file = file
    self.line = position.line
    self.column = position.column
    self.message = message
  }

  /// Makes an error at a byte offset of a parsed text.
  ///
  /// - Parameters:
  ///   - source: The text and its file.
  ///   - offset: Where in it, in bytes.
  ///   - message: What was wrong and what was expected.
  init(in source: JSONSource, at offset: Int, _ message: String) {
    self.init(file: source.file, at: source.position(of: offset), message)
  }

  /// `file:line:column: message`, as compilers write it.
  public var description: String { "\(file):\(line):\(column): \(message)" }
}

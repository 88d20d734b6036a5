/// Something of a page's form that the spec read from it leaves out or changes, and where it is.
///
/// ```text
/// signin.html:12:5: warning: The control 'avatar' (<input type=file>) cannot be modelled; it is left out of the spec.
/// ```
///
/// A browser shows what the spec cannot say (a file picker, a colour well, a default its own
/// rules refuse), so the reader goes on and says what it dropped instead of failing the page or
/// dropping it silently. Lines and columns count from 1, columns in characters, as gumbo reports
/// them for the element's start tag.
public struct HTMLFormWarning: Sendable, Hashable, CustomStringConvertible {
  /// The page, as the user named it.
  public let file: String
  /// The line of the element's start tag, from 1.
  public let line: Int
  /// The column of the element's start tag, from 1, in characters.
  public let column: Int
  /// What was left out or changed, and why.
  public let message: String

  /// `file:line:column: warning: message`, as compilers write it.
  public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

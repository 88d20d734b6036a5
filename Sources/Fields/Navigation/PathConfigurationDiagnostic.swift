/// A problem in a path configuration file: where it is, which rule, and what is wrong.
///
/// ```text
/// paths.json:9:9: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?
/// paths.json:4:20: error: rule 0: The pattern '(new' does not compile: its parentheses do not pair up at character 4.
/// ```
///
/// Lines and columns count from 1, columns in Unicode scalars; rules count from 0, as
/// `fieldcli route` numbers them. A problem outside any rule has no `rule N:` part.
public struct PathConfigurationDiagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// How bad a problem is.
  public enum Severity: String, Sendable, Hashable {
    /// The configuration cannot be used.
    case error
    /// The configuration loads, but probably not as meant: a key a typo away from a known one.
    case warning
  }

  /// Whether the configuration can be used despite it.
  public let severity: Severity
  /// The file, as the user named it.
  public let file: String
  /// The line, from 1.
  public let line: Int
  /// The column, from 1.
  public let column: Int
  /// The index of the rule it is in, from 0, or `nil` when it is outside the rules.
  public let rule: Int?
  /// What is wrong and what to write instead: one sentence or two.
  public let message: String

  init(
    _ severity: Severity, file: String, at position: JSONValue.Position, rule: Int?,
    _ message: String
  ) {
    self.severity = severity
    self.file = file
    self.line = position.line
    self.column = position.column
    self.rule = rule
    self.message = message
  }

  /// `FILE:LINE:COLUMN: SEVERITY: rule N: MESSAGE`, as compilers write it.
  public var description: String {
    "\(file):\(line):\(column): \(severity.rawValue): " + (rule.map { "rule \($0): " } ?? "")
      + message
  }
}

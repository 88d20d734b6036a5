/// Why a path configuration could not be loaded, or a location not matched.
public enum PathConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A file cannot be read.
  case unreadable(file: String)
  /// A configuration has errors; the list holds every problem found, warnings too, in order.
  case invalid([PathConfigurationDiagnostic])
  /// The text is neither a path that starts with `/` nor an absolute URL.
  case notALocation(String)
  /// Searching for a pattern in a location was stopped before it could decide.
  case searchTooCostly(location: String, pattern: String, rule: PathRule.Origin)

  /// One line; for ``invalid(_:)``, the errors one per line.
  public var description: String {
    switch self {
    case .unreadable(let file):
      return "The file \(quoted(file)) cannot be read; check the path and that it is a file."
    case .invalid(let diagnostics):
      return diagnostics.filter { $0.severity == .error }.map(\.description)
        .joined(separator: "\n")
    case .notALocation(let text):
      return
        "\(quoted(text)) is not a path or a URL. Please give a path that starts with '/', such as '/signin', or a URL such as 'https://example.com/signin'."
    case .searchTooCostly(let location, let pattern, let rule):
      return
        "Searching for the pattern \(quoted(pattern)) of rule \(rule) in \(quoted(location)) took too long, so the rule could not be decided. Please simplify the pattern."
    }
  }
}

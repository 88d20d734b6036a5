/// A rule of a path configuration: patterns, and the properties a path takes when one of them
/// matches it.
///
/// ```json
/// { "patterns": ["/new$", "/edit$"], "properties": { "context": "modal" } }
/// ```
///
/// Rules are values, checked when they load: a pattern that does not compile or a property of
/// the wrong type is an error, never a rule skipped.
public struct PathRule: Sendable, Hashable {
  /// Which rule this is: its index in the file, or a built-in route.
  public let origin: Origin
  /// The patterns as written.
  public var patterns: [String] { compiled.map(\.source) }
  /// The properties the rule gives a path it matches.
  public let properties: PathProperties

  let compiled: [PathPattern]

  init(origin: Origin, patterns: [PathPattern], properties: PathProperties) {
    self.origin = origin
    self.compiled = patterns
    self.properties = properties
  }

  /// Whether any pattern is found in `text`.
  ///
  /// - Throws: ``PathConfigurationError/searchTooCostly(location:pattern:rule:)`` when a
  ///   pattern's search was stopped before it could decide.
  func matches(_ text: String, location: String) throws(PathConfigurationError) -> Bool {
    for pattern in compiled {
      switch pattern.search(in: text) {
      case .matched: return true
      case .mismatched: continue
      case .tooCostly:
        throw .searchTooCostly(location: location, pattern: pattern.source, rule: origin)
      }
    }
    return false
  }
}

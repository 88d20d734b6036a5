// MARK: - Matching

extension PathConfiguration {
  /// The properties a location takes, and the rules that gave them.
  public struct Match: Sendable, Hashable {
    /// The location as given.
    public let location: String
    /// The URL as the app receives it: a path's normalized path and query (`/a%20b?x=1`), or a
    /// URL's normalized href; for ``PathConfiguration/match(searchingIn:)``, the text.
    public let url: String
    /// The text the patterns were searched in: the path, or `path?query`.
    public let searched: String
    /// The merged properties of every matching rule.
    public let properties: PathProperties
    /// The matching rules, in the order they were merged.
    public let rules: [PathRule.Origin]
  }

  /// Matches a location: a path that starts with `/` (`/posts/new?draft=1`) or an absolute URL.
  ///
  /// The location is read as the app receives it from the web view: parsed as the WHATWG URL
  /// Standard says (a path against `https://example.com/`); then, as Hotwire Native reads it
  /// with `URL.path` and `URL.query`, the path percent-decoded and without a trailing `/`
  /// (except the root), and the query as written.
  ///
  /// - Throws: ``PathConfigurationError/notALocation(_:)`` for anything else, and
  ///   ``PathConfigurationError/searchTooCostly(location:pattern:rule:)`` when a search was
  ///   stopped.
  public func match(_ location: String) throws(PathConfigurationError) -> Match {
    let app = try Self.appLocation(of: location)
    var searched = app.path
    if matchQueryStrings, let query = app.query { searched += "?" + query }
    return try match(location: location, url: app.url, searching: searched)
  }

  /// Matches text as it is, as Hotwire Native's `properties(for: path)` does: no URL parsing,
  /// and a `?` in it is searched like any character whatever ``matchQueryStrings`` says.
  ///
  /// - Throws: ``PathConfigurationError/searchTooCostly(location:pattern:rule:)``.
  public func match(searchingIn text: String) throws(PathConfigurationError) -> Match {
    try match(location: text, url: text, searching: text)
  }

  /// The merged properties for a location; see ``match(_:)``.
  public func properties(for location: String) throws(PathConfigurationError) -> PathProperties {
    try match(location).properties
  }

  private func match(location: String, url: String, searching text: String)
    throws(PathConfigurationError) -> Match
  {
    var properties = PathProperties()
    var matched: [PathRule.Origin] = []
    func merge(_ group: [PathRule]) throws(PathConfigurationError) {
      for rule in group where try rule.matches(text, location: location) {
        properties.merge(rule.properties)
        matched.append(rule.origin)
      }
    }
    try merge(builtinRules)
    try merge(rules)
    return Match(
      location: location, url: url, searched: text, properties: properties, rules: matched)
  }
}

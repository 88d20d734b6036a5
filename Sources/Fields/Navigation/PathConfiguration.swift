import FoundationEssentials

/// Turbo Native's path configuration: app `settings`, and `rules` that give each URL path its
/// properties (whether it opens in a modal, how the stacks change, whether forms there show the
/// default toolbar).
///
/// ```swift
/// let configuration = try PathConfiguration(sources: [.file("Examples/paths-modal.json")])
/// let match = try configuration.match("https://example.com/posts/new")
/// match.properties.context   // .modal
/// match.rules                // [.file(0)]
/// ```
///
/// ## Matching
/// Each rule's patterns are ICU regular expressions, read as NSRegularExpression reads them on
/// iOS, and searched for anywhere (not anchored) in the location's path, or in `path?query`
/// when ``matchQueryStrings`` is on. The properties of every matching rule are merged in order,
/// a later rule winning: first the built-in historical-location rules
/// (``PathRule/historicalLocationRules``), then the file's.
///
/// ## Loading
/// Sources load in order, as the native libraries load a bundled file and then a server copy:
/// each replaces the configuration before it whole, so the last one is used. Every source is
/// checked, and a problem in any of them is an error: ``PathConfigurationError/invalid(_:)``
/// lists every problem found.
///
/// Matching costs one search per pattern until a rule matches, each linear in the location for
/// the patterns people write and stopped after a bounded time otherwise. A `Sendable` value:
/// any number of threads may match at once.
public struct PathConfiguration: Sendable {
  /// The `settings` object of the configuration in use.
  public let settings: [String: PathPropertyValue]
  /// The `rules` of the configuration in use, in order; a rule's ``PathRule/origin`` is its
  /// index.
  public internal(set) var rules: [PathRule]
  /// The built-in historical-location rules, searched before ``rules``.
  var builtinRules = PathRule.historicalLocationRules
  /// The warnings of every source, in order: problems the configuration loads despite, such
  /// as a property a typo away from a known one.
  public let warnings: [PathConfigurationDiagnostic]
  /// Whether a location's query is searched too.
  ///
  /// When on, patterns are searched in `path?query` rather than the path alone, when a location
  /// has a query. On by default, as `Hotwire.config.pathConfiguration.matchQueryStrings` is.
  public var matchQueryStrings = true

  /// Where a configuration comes from.
  public enum Source: Sendable, Hashable {
    /// A JSON file.
    case file(String)
    /// JSON text, named for messages.
    case json(String, name: String)
  }

  /// Loads sources in order; the last one is used.
  ///
  /// - Parameter sources: The sources; with none, only the built-in rules apply.
  /// - Throws: ``PathConfigurationError/unreadable(file:)`` for a file that cannot be read, or
  ///   ``PathConfigurationError/invalid(_:)`` with every problem of every source when any has
  ///   an error.
  public init(sources: [Source]) throws(PathConfigurationError) {
    var diagnostics: [PathConfigurationDiagnostic] = []
    var last: Contents?
    for source in sources {
      let (contents, found) = try Self.load(source)
      diagnostics += found
      last = contents
    }
    guard !diagnostics.contains(where: { $0.severity == .error }) else {
      throw .invalid(diagnostics)
    }
    settings = last?.settings ?? [:]
    rules = last?.rules ?? []
    warnings = diagnostics
  }

  /// Loads one configuration from JSON text.
  ///
  /// - Parameters:
  ///   - json: The text.
  ///   - name: The name messages give it.
  /// - Throws: ``PathConfigurationError/invalid(_:)`` with every problem when it has an error.
  public init(json: String, name: String = "path-configuration.json")
    throws(PathConfigurationError)
  {
    try self.init(sources: [.json(json, name: name)])
  }

  /// Every problem in a source, errors and warnings, in the order they appear.
  ///
  /// - Throws: ``PathConfigurationError/unreadable(file:)`` for a file that cannot be read.
  public static func lint(_ source: Source) throws(PathConfigurationError)
    -> [PathConfigurationDiagnostic]
  {
    try load(source).1
  }

  // MARK: - Internals

  /// Reads and decodes one source.
  static func load(_ source: Source) throws(PathConfigurationError) -> (
    Contents?, [PathConfigurationDiagnostic]
  ) {
    let text: String
    let name: String
    switch source {
    case .json(let json, let given):
      text = json
      name = given
    case .file(let path):
      var isFolder = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder, let data = FileManager.default.contents(atPath: path)
      else { throw .unreadable(file: path) }
      guard let decoded = String(validating: data, as: UTF8.self) else {
        let problem = PathConfigurationDiagnostic(
          .error, file: path, at: .init(line: 1, column: 1), rule: nil,
          "The file is not UTF-8; save it as UTF-8.")
        return (nil, [problem])
      }
      text = decoded
      name = path
    }
    var decoder = Decoder(file: name)
    let contents = decoder.decode(text)
    return (contents, decoder.diagnostics)
  }
}

// MARK: - Built-in historical-location rules

extension PathRule {
  /// The three historical-location rules every configuration starts with, as Hotwire Native
  /// adds them: each sets `context` to `default`, `historical_location` to `true`, and a
  /// presentation (`pop` to recede, `none` to resume, `refresh` to refresh).
  ///
  /// They come before the file's rules, so a rule of the file that matches the same path
  /// overrides them, property by property. (Hotwire Native adds them after the file's rules,
  /// where nothing can override them.)
  public static let historicalLocationRules: [PathRule] = HistoricalLocation.allCases.map {
    route in
    let presentation: NavigationPresentation
    switch route {
    case .recede: presentation = .pop
    case .resume: presentation = .none
    case .refresh: presentation = .refresh
    }
    let source = "/\(route.rawValue)_historical_location"
    // The patterns are plain words, which always compile.
    let pattern = try? PathPattern(source)
    return PathRule(
      origin: .builtin(route), patterns: pattern.map { [$0] } ?? [],
      properties: PathProperties([
        PathProperty.presentation.rawValue: .string(presentation.rawValue),
        PathProperty.context.rawValue: .string(NavigationContext.default.rawValue),
        PathProperty.historicalLocation.rawValue: .bool(true),
      ]))
  }
}

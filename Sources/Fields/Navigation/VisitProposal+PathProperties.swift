extension VisitProposal {
  /// Makes a proposal whose context and presentation come from a path configuration's merged
  /// properties, as the apps read them.
  ///
  /// ```swift
  /// let proposal = try VisitProposal(
  ///   url: "/posts/new", pathProperties: ["context": "modal", "modal_style": "form_sheet"])
  /// proposal.context  // .modal
  /// ```
  ///
  /// A missing or `null` `context` or `presentation` is `default`; any other value must be one
  /// of their spellings, since a misspelled one would otherwise route the screen somewhere
  /// unexpected. Every property, these two included, stays in ``properties``.
  ///
  /// - Parameters:
  ///   - url: A path on the app's host, or a full URL.
  ///   - action: Turbo's action; `advance` unless a redirect or a script asked to replace.
  ///   - pathProperties: The merged properties of the rules that match the URL.
  /// - Throws: ``NavigatorError/unknownContext(_:)`` or
  ///   ``NavigatorError/unknownPresentation(_:)`` for a value that is not a known spelling.
  public init(
    url: String, action: VisitAction = .advance, pathProperties: [String: PathPropertyValue]
  ) throws(NavigatorError) {
    let context: NavigationContext
    switch pathProperties["context"] {
    case nil, .null?: context = .default
    case .string(let text)?:
      guard let value = NavigationContext(rawValue: text) else { throw .unknownContext(text) }
      context = value
    case let value?: throw .unknownContext(value.text)
    }
    let presentation: NavigationPresentation
    switch pathProperties["presentation"] {
    case nil, .null?: presentation = .default
    case .string(let text)?:
      guard let value = NavigationPresentation(rawValue: text) else {
        throw .unknownPresentation(text)
      }
      presentation = value
    case let value?: throw .unknownPresentation(value.text)
    }
    self.init(
      url: url, action: action, context: context, presentation: presentation,
      properties: pathProperties)
  }
}

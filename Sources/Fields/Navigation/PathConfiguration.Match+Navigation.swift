// MARK: - Navigation

extension PathConfiguration.Match {
  /// The visit proposal Turbo makes for the location: its URL, the matched `context` and
  /// `presentation`, and every merged property.
  ///
  /// - Parameter action: Turbo's action for the visit.
  /// - Returns: The proposal.
  public func visitProposal(action: VisitAction = .advance) -> VisitProposal {
    VisitProposal(
      url: url, action: action, context: properties.context,
      presentation: properties.presentation, properties: properties.values)
  }

  /// What visiting the location does to a navigator whose stacks are empty.
  ///
  /// ```swift
  /// try configuration.match("/posts/new").decisionFromEmptyStacks().description
  /// // "present modal with /posts/new"
  /// ```
  ///
  /// - Parameter startLocation: The app's start location, as
  ///   ``navigator(from:startLocation:)`` takes it.
  /// - Returns: The steps the visit takes.
  /// - Throws: ``NavigatorError`` for a start location that is not an `http` or `https` URL, or
  ///   a URL the navigator cannot read.
  public func decisionFromEmptyStacks(startLocation: String? = nil) throws(NavigatorError)
    -> NavigationDecision
  {
    try navigator(from: NavigationStacks(), startLocation: startLocation).route(visitProposal())
  }

  /// A navigator with these stacks in the app the location belongs to, to route the location
  /// from them.
  ///
  /// ```swift
  /// let match = try configuration.match("/two")
  /// let navigator = try match.navigator(from: NavigationStacks(main: ["/one", "/two"]))
  /// try navigator.perform(match.visitProposal()).description  // "replace top of main with /two"
  /// navigator.stacks.main                                       // ["/one", "/two"]
  /// ```
  ///
  /// - Parameters:
  ///   - stacks: The paths on the navigator's stacks, root first.
  ///   - startLocation: The app's start location, whose host is the app's: a URL on another
  ///     host opens outside the app. `nil` takes an `http` or `https` location's own origin, so
  ///     that only other schemes leave the app, and `https://example.com/` for a path.
  /// - Returns: The navigator; it has not routed the location yet.
  /// - Throws: ``NavigatorError/invalidStartLocation(_:)`` for a start location that is not an
  ///   `http` or `https` URL.
  public func navigator(from stacks: NavigationStacks, startLocation: String? = nil)
    throws(NavigatorError) -> Navigator
  {
    var start = startLocation ?? "https://example.com/"
    if startLocation == nil, let parsed = try? WebURL(url),
      ["http", "https"].contains(parsed.scheme),
      parsed.host != nil
    {
      start = parsed.scheme + "://" + parsed.hostWithPort + "/"
    }
    return Navigator(
      configuration: try Navigator.Configuration(startLocation: start), stacks: stacks)
  }
}

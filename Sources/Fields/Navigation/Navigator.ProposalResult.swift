extension Navigator {
  /// What a route override answers for a visit proposal.
  ///
  /// ```swift
  /// navigator.routeOverride = { proposal in
  ///   if proposal.url == "/numbers" { return .acceptCustom("Numbers") }
  ///   if proposal.presentation == .clearAll { return .reject }
  ///   return .accept
  /// }
  /// ```
  public enum ProposalResult: Sendable, Hashable {
    /// Route a web screen for the URL, as without an override.
    case accept
    /// Route a custom screen of this name for the URL; the stacks change as for a web screen.
    case acceptCustom(String)
    /// Stop the visit: the stacks stay as they are.
    case reject
  }
}

/// A request to show a URL, with the path-configuration properties that decide how.
///
/// ```swift
/// let proposal = VisitProposal(url: "/posts/new", context: .modal)
/// let decision = try navigator.route(proposal)  // "present modal with /posts/new"
/// ```
///
/// The URL is a path on the app's host (`/posts/1?tab=2`) or a full URL
/// (`https://app.example.com/posts/1`, `mailto:team@example.com`); ``Navigator`` checks it when it
/// routes the proposal.
public struct VisitProposal: Sendable, Hashable {
  /// The path or full URL to visit.
  public var url: String
  /// Turbo's action for the visit: `replace` replaces the top screen instead of pushing.
  public var action: VisitAction
  /// The stack the screen belongs on.
  public var context: NavigationContext
  /// How the visit changes the stacks.
  public var presentation: NavigationPresentation
  /// Every other property the path configuration gave the URL, by key.
  ///
  /// The navigator reads `historical_location` (`true` for turbo-rails' recede, resume and
  /// refresh routes) and `query_string_presentation` (`"replace"` makes a visit that differs from
  /// the top screen only in its query string replace it); a route override may read any.
  public var properties: [String: PathPropertyValue]

  /// Makes a proposal.
  ///
  /// - Parameters:
  ///   - url: A path on the app's host, or a full URL.
  ///   - action: Turbo's action; `advance` unless a redirect or a script asked to replace.
  ///   - context: The stack the screen belongs on.
  ///   - presentation: How the visit changes the stacks.
  ///   - properties: The other path-configuration properties.
  public init(
    url: String,
    action: VisitAction = .advance,
    context: NavigationContext = .default,
    presentation: NavigationPresentation = .default,
    properties: [String: PathPropertyValue] = [:]
  ) {
    self.url = url
    self.action = action
    self.context = context
    self.presentation = presentation
    self.properties = properties
  }

  /// Whether this is one of turbo-rails' historical-location routes, which always dismiss a
  /// modal first.
  var isHistoricalLocation: Bool { properties["historical_location"] == .bool(true) }

  /// Whether a visit that differs from a screen only in its query string counts as the same
  /// page.
  var ignoresQueryForSamePage: Bool {
    properties["query_string_presentation"] == .string("replace")
  }
}

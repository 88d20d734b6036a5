/// The navigation model of a Turbo Native app: a main stack of screens and a modal stack over
/// it, changed by visit proposals as Turbo Navigator's table says.
///
/// ```swift
/// let navigator = Navigator(configuration: try .init(startLocation: "https://app.example.com/"))
/// try navigator.perform(VisitProposal(url: "/posts"))                    // push /posts on main
/// try navigator.perform(VisitProposal(url: "/posts/new", context: .modal)) // present modal with /posts/new
/// try navigator.route(VisitProposal(url: "/posts/1")).description
/// // "dismiss modal, push /posts/1 on main"
/// navigator.stackLines()  // ["main: /posts", "modal: /posts/new"]
/// ```
///
/// ## The table
/// The *current context* is `modal` while the modal stack holds a screen, `default` otherwise.
///
/// | current | given | presentation | what happens |
/// | --- | --- | --- | --- |
/// | default | default | default | push on main; replace the top if it shows the same page; pop (and reload) if the screen below it does |
/// | default | default | replace | replace the top of main |
/// | default | modal | default or replace | present a modal with only this screen |
/// | modal | default | default | dismiss, then push on main (same-page and previous-page rules apply) |
/// | modal | default | replace | dismiss, then replace the top of main |
/// | modal | modal | default | push on the modal stack (same-page and previous-page rules apply) |
/// | modal | modal | replace | replace the top of the modal stack |
/// | default | any | pop | pop main; its last screen stays |
/// | default | any | refresh | pop main, then reload its new top |
/// | modal | any | pop | pop the modal stack, or dismiss when it holds one screen |
/// | modal | any | refresh | pop the modal stack and reload its new top, or dismiss and reload the top of main |
/// | any | any | clear_all | dismiss, pop main to its root, reload the root |
/// | any | any | replace_root | dismiss, pop main to its root, replace the root |
/// | any | any | none | nothing |
///
/// Beyond the table, as Hotwire Native does:
/// - Turbo's `replace` and `restore` actions replace the top screen where the table pushes,
///   except right after dismissing a modal, where the visit still pushes.
/// - `push`, which Hotwire Native lacks, pushes on the given context's stack even for the same
///   page or the previous one, and whatever the action.
/// - A URL on another host, or with a scheme other than `http` and `https`, opens outside the
///   app and leaves the stacks as they were.
/// - A historical-location route (`historical_location: true`) first dismisses any modal, and
///   then follows its presentation from the main stack: a `pop` (turbo-rails' recede) pops main
///   as Hotwire Native's `test_recedeHistoricalLocation` expects, and a `refresh` reloads the top
///   of main without popping it.
/// - ``routeOverride`` can route a custom screen instead of a web one, or stop the visit.
///
/// ## Complexity
/// Routing a proposal takes time linear in the URL's length and in the stacks' depth (a
/// decision is worked out on copies of the stacks).
///
/// ## Thread safety
/// Not `Sendable`: a navigator is one app's state, used from one thread.
public final class Navigator {
  /// What the navigator knows of its app.
  public let configuration: Configuration
  /// The main stack, first screen at the root.
  public internal(set) var mainStack: [Screen]
  /// The stack of the presented modal, empty when none is presented.
  public internal(set) var modalStack: [Screen]
  /// Decides, before the stacks change, whether a proposal routes a web screen, a custom screen,
  /// or nothing; `nil` accepts every proposal.
  ///
  /// It is not asked about URLs that open outside the app.
  public var routeOverride: ((VisitProposal) -> ProposalResult)?

  /// Makes a navigator with empty stacks.
  ///
  /// - Parameters:
  ///   - configuration: What the navigator knows of its app.
  ///   - routeOverride: Decides whether a proposal routes a web screen, a custom screen, or
  ///     nothing.
  public convenience init(
    configuration: Configuration,
    routeOverride: ((VisitProposal) -> ProposalResult)? = nil
  ) {
    self.init(
      configuration: configuration, mainStack: [], modalStack: [], routeOverride: routeOverride)
  }

  init(
    configuration: Configuration,
    mainStack: [Screen],
    modalStack: [Screen],
    routeOverride: ((VisitProposal) -> ProposalResult)?
  ) {
    self.configuration = configuration
    self.mainStack = mainStack
    self.modalStack = modalStack
    self.routeOverride = routeOverride
  }

  /// Whether a modal is presented: the current context of Turbo Navigator's table.
  public var currentContext: NavigationContext { modalStack.isEmpty ? .default : .modal }

  /// Says what a proposal would do, without doing it.
  ///
  /// - Parameter proposal: The visit.
  /// - Returns: The steps the visit would take.
  /// - Throws: ``NavigatorError`` when the proposal's URL is neither a path nor a full URL.
  public func route(_ proposal: VisitProposal) throws(NavigatorError) -> NavigationDecision {
    decide(proposal, at: try NavigationLocation(parsing: proposal.url))
  }

  /// Routes a proposal: changes the stacks as its decision says.
  ///
  /// - Parameter proposal: The visit.
  /// - Returns: The steps the visit took.
  /// - Throws: ``NavigatorError`` when the proposal's URL is neither a path nor a full URL; the
  ///   stacks then stay as they were.
  @discardableResult
  public func perform(_ proposal: VisitProposal) throws(NavigatorError) -> NavigationDecision {
    let decision = try route(proposal)
    apply(decision)
    return decision
  }

  /// Visits the start location when the main stack is empty, as an app does on launch.
  ///
  /// - Returns: The steps the visit took; none when the main stack already holds a screen.
  @discardableResult
  public func start() -> NavigationDecision {
    guard mainStack.isEmpty else { return NavigationDecision(steps: []) }
    let proposal = VisitProposal(url: configuration.startLocation)
    let decision = decide(proposal, at: configuration.start)
    apply(decision)
    return decision
  }

  /// Changes the stacks as a decision says.
  ///
  /// - Parameter decision: A decision made for the stacks as they are now.
  func apply(_ decision: NavigationDecision) {
    for step in decision.steps { step.apply(main: &mainStack, modal: &modalStack) }
  }
}

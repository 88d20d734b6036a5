/// The paths on a navigator's two stacks, root first: a navigator's state as a value.
///
/// ```swift
/// let stacks = try NavigationStacks(json: #"{"main":["/one","/two"],"modal":["/new"]}"#)
/// stacks.isModalPresented   // true
/// let navigator = Navigator(configuration: configuration, stacks: stacks)
/// try navigator.route(VisitProposal(url: "/two")).description
/// // "dismiss modal, replace top of main with /two"
/// navigator.stacks.jsonText  // {"main":["/one","/two"],"modal":["/new"]}
/// ```
///
/// `fieldcli route --stack STATE` reads one from JSON to route from it, and prints the stacks
/// after each decision as ``jsonText``.
///
/// ## What it leaves out
/// Each screen is its path and query only: a custom screen's name, a screen's reload count and
/// its identity are not kept, since routing depends on none of them.
public struct NavigationStacks: Sendable, Hashable {
  /// The main stack's paths, root first.
  public var main: [String]
  /// The modal stack's paths, root first; a modal is presented when it is not empty.
  public var modal: [String]

  /// Makes stacks of these paths.
  ///
  /// A modal over an empty main stack is allowed: it is where a navigator is after its first
  /// visit presented a modal.
  ///
  /// - Parameters:
  ///   - main: The main stack's paths, root first.
  ///   - modal: The modal stack's paths, root first.
  public init(main: [String] = [], modal: [String] = []) {
    self.main = main
    self.modal = modal
  }

  /// Whether a modal is presented: the modal stack holds a screen.
  public var isModalPresented: Bool { !modal.isEmpty }
}

// MARK: - Navigator

extension Navigator {
  /// Makes a navigator whose stacks hold web screens at the given paths, to decide what a
  /// visit does from there.
  ///
  /// - Parameters:
  ///   - configuration: What the navigator knows of its app.
  ///   - stacks: The paths on its stacks, root first.
  ///   - routeOverride: Decides whether a proposal routes a web screen, a custom screen, or
  ///     nothing.
  public convenience init(
    configuration: Configuration,
    stacks: NavigationStacks,
    routeOverride: ((VisitProposal) -> ProposalResult)? = nil
  ) {
    self.init(
      configuration: configuration,
      mainStack: stacks.main.map { Screen(path: $0) },
      modalStack: stacks.modal.map { Screen(path: $0) },
      routeOverride: routeOverride)
  }

  /// The paths on the navigator's stacks, root first.
  public var stacks: NavigationStacks {
    NavigationStacks(main: mainStack.map(\.path), modal: modalStack.map(\.path))
  }
}

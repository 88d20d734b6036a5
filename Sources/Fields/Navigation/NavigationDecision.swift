/// What a visit does to the navigator's stacks: the steps, in order.
///
/// ```swift
/// let decision = try navigator.route(VisitProposal(url: "/posts/1"))
/// decision.description  // "dismiss modal, push /posts/1 on main"
/// decision.jsonText     // {"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/posts/1"}]}
/// ```
///
/// A decision lists only steps that change something: popping a stack's last remaining
/// screen, or dismissing when no modal is presented, is left out, so no steps means the stacks
/// stay as they are.
public struct NavigationDecision: Sendable, Hashable {
  /// The steps, in the order they happen.
  public var steps: [Step]

  /// Makes a decision.
  ///
  /// - Parameter steps: The steps, in order.
  public init(steps: [Step]) { self.steps = steps }

  /// Whether the visit leaves the stacks as they are.
  public var isNone: Bool { steps.isEmpty }
}

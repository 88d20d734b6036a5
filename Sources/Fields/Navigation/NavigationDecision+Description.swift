extension NavigationDecision: CustomStringConvertible {
  /// The decision on one line: its steps joined by commas, or `nothing`.
  ///
  /// ```text
  /// dismiss modal, push /posts/1 on main
  /// ```
  public var description: String {
    guard !steps.isEmpty else { return "nothing" }
    return steps.map(\.description).joined(separator: ", ")
  }
}

extension NavigationDecision.Step: CustomStringConvertible {
  /// The step in a few words, such as `replace top of main with /posts/2`.
  public var description: String {
    switch self {
    case .dismissModal: return "dismiss modal"
    case .push(let screen, let stack): return "push \(screen.token) on \(stack.rawValue)"
    case .replace(let screen, let stack):
      return "replace top of \(stack.rawValue) with \(screen.token)"
    case .pop(let stack): return "pop \(stack.rawValue)"
    case .popToRoot: return "pop main to root"
    case .present(let screen): return "present modal with \(screen.token)"
    case .refresh(let path, let stack): return "refresh \(path) on \(stack.rawValue)"
    case .openExternally(let url): return "open \(url) externally"
    }
  }
}

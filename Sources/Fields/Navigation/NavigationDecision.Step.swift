extension NavigationDecision {
  /// One change to the navigator's stacks.
  public enum Step: Sendable, Hashable {
    /// Dismiss the modal, emptying the modal stack.
    case dismissModal
    /// Push a screen on a stack.
    case push(Screen, on: Navigator.Stack)
    /// Replace the top screen of a stack.
    case replace(Screen, on: Navigator.Stack)
    /// Pop the top screen off a stack.
    case pop(Navigator.Stack)
    /// Pop every screen of the main stack but its first.
    case popToRoot
    /// Present a modal whose stack holds only this screen.
    case present(Screen)
    /// Reload the top screen of a stack, at this path.
    case refresh(path: String, on: Navigator.Stack)
    /// Open the URL outside the app; the stacks stay as they are.
    case openExternally(url: String)

    /// The step's name in JSON, such as `dismiss_modal`.
    public var name: String {
      switch self {
      case .dismissModal: return "dismiss_modal"
      case .push: return "push"
      case .replace: return "replace"
      case .pop: return "pop"
      case .popToRoot: return "pop_to_root"
      case .present: return "present"
      case .refresh: return "refresh"
      case .openExternally: return "open_externally"
      }
    }
  }
}

extension Session {
  /// What the session knows of one screen on the navigator's stacks: the properties it was
  /// visited with and the bridge components connected on it.
  ///
  /// The session keeps one per screen, in the same order as the navigator's stacks, so that a
  /// connection belongs to one screen and goes with it when it is popped, replaced or
  /// dismissed.
  struct ScreenState {
    /// The merged path properties and the visit's own, as the visit used them.
    var properties: [String: PathPropertyValue]
    /// The names of the bridge components connected on the screen, in the order they connected.
    var connected: [String] = []
    /// The form `load` put on the screen, with its message catalog; it goes with the screen.
    var form: (form: Form, catalog: MessageCatalog?)?

    /// Whether forms on the screen show their default toolbar, as `default_toolbar` says.
    var defaultToolbar: Bool { properties["default_toolbar"] != .bool(false) }
  }

  /// The screen states of both stacks, root first, as the navigator's.
  struct ScreenStacks {
    var main: [ScreenState] = []
    var modal: [ScreenState] = []

    /// The screen on top: of the modal stack when a modal is presented, else of main.
    var current: ScreenState? {
      get { modal.last ?? main.last }
      set {
        guard let newValue else { return }
        if !modal.isEmpty {
          modal[modal.count - 1] = newValue
        } else if !main.isEmpty {
          main[main.count - 1] = newValue
        }
      }
    }

    /// Follows a decision's steps as the navigator applies them: a new screen starts with no
    /// connections, and a reloaded one loses its own, as its page loads again.
    mutating func apply(_ decision: NavigationDecision, visited: ScreenState) {
      for step in decision.steps {
        switch step {
        case .dismissModal: modal.removeAll()
        case .push(_, let stack): change(stack) { $0.append(visited) }
        case .replace(_, let stack):
          change(stack) { screens in
            if screens.isEmpty {
              screens.append(visited)
            } else {
              screens[screens.count - 1] = visited
            }
          }
        case .pop(let stack): change(stack) { if !$0.isEmpty { $0.removeLast() } }
        case .popToRoot: if main.count > 1 { main.removeSubrange(1...) }
        case .present: modal = [visited]
        case .refresh(_, let stack):
          change(stack) { if !$0.isEmpty { $0[$0.count - 1].connected.removeAll() } }
        case .openExternally: break
        }
      }
    }

    private mutating func change(
      _ stack: Navigator.Stack, _ body: (inout [ScreenState]) -> Void
    ) {
      switch stack {
      case .main: body(&main)
      case .modal: body(&modal)
      }
    }
  }
}

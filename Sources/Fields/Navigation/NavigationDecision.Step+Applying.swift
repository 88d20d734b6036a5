extension NavigationDecision.Step {
  /// Changes two stacks as the step says.
  ///
  /// - Parameters:
  ///   - main: The main stack.
  ///   - modal: The modal stack.
  func apply(main: inout [Screen], modal: inout [Screen]) {
    switch self {
    case .dismissModal:
      modal.removeAll()
    case .push(let screen, let stack):
      change(stack, main: &main, modal: &modal) { $0.append(screen) }
    case .replace(let screen, let stack):
      change(stack, main: &main, modal: &modal) { screens in
        if screens.isEmpty { screens.append(screen) } else { screens[screens.count - 1] = screen }
      }
    case .pop(let stack):
      change(stack, main: &main, modal: &modal) { screens in
        if !screens.isEmpty { screens.removeLast() }
      }
    case .popToRoot:
      if main.count > 1 { main.removeSubrange(1...) }
    case .present(let screen):
      modal = [screen]
    case .refresh(_, let stack):
      change(stack, main: &main, modal: &modal) { screens in
        if !screens.isEmpty { screens[screens.count - 1].refreshCount += 1 }
      }
    case .openExternally:
      break
    }
  }

  private func change(
    _ stack: Navigator.Stack, main: inout [Screen], modal: inout [Screen],
    _ body: (inout [Screen]) -> Void
  ) {
    switch stack {
    case .main: body(&main)
    case .modal: body(&modal)
    }
  }
}

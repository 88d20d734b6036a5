extension Navigator {
  /// The steps a proposal takes from the stacks as they are: Turbo Navigator's table, row by
  /// row (see ``Navigator``).
  ///
  /// - Parameters:
  ///   - proposal: The visit.
  ///   - location: Its URL, taken apart.
  /// - Returns: The steps, each one changing something.
  func decide(_ proposal: VisitProposal, at location: NavigationLocation) -> NavigationDecision {
    if location.isExternal(toHost: configuration.host) {
      return NavigationDecision(steps: [.openExternally(url: proposal.url)])
    }
    var screen = Screen(path: location.pathAndQuery)
    switch routeOverride?(proposal) ?? .accept {
    case .accept: break
    case .acceptCustom(let name): screen.customName = name
    case .reject: return NavigationDecision(steps: [])
    }
    var plan = Plan(main: mainStack, modal: modalStack, proposal: proposal, screen: screen)
    plan.run()
    return NavigationDecision(steps: plan.steps)
  }
}

/// The steps of one visit, worked out on copies of the stacks so that each rule sees what the
/// steps before it did.
private struct Plan {
  var main: [Screen]
  var modal: [Screen]
  let proposal: VisitProposal
  let screen: Screen
  var steps: [NavigationDecision.Step] = []

  init(main: [Screen], modal: [Screen], proposal: VisitProposal, screen: Screen) {
    self.main = main
    self.modal = modal
    self.proposal = proposal
    self.screen = screen
  }

  var isModalPresented: Bool { !modal.isEmpty }

  mutating func run() {
    // turbo-rails sends its recede, resume and refresh routes after a form in a modal is done
    // with, so they leave the modal whatever their presentation. A recede (`pop`) then pops the
    // main stack too, as in hotwire-native-ios: `dismissModalIfNeeded` dismisses, and
    // `pop(animated:)` no longer counts a modal being dismissed, so it pops the main stack
    // (Source/Turbo/Navigator/NavigationHierarchyController.swift). Its
    // `test_recedeHistoricalLocation` (Tests/Turbo/Navigator/
    // NavigationHierarchyControllerHistoricalLocationTests.swift) expects main to go from two
    // screens to one.
    if proposal.isHistoricalLocation { dismissIfPresented() }
    switch proposal.presentation {
    case .default: navigate(alwaysPush: false)
    case .push: navigate(alwaysPush: true)
    case .replace: replace()
    case .pop: pop()
    case .refresh where proposal.isHistoricalLocation: refreshTop(of: .main)
    case .refresh: refresh()
    case .clearAll:
      dismissIfPresented()
      popToRoot()
      refreshTop(of: .main)
    case .replaceRoot:
      dismissIfPresented()
      popToRoot()
      replaceTop(of: .main)
    case .none: break
    }
  }

  /// Rows with presentation `default` (and `push`): the given context's stack grows.
  private mutating func navigate(alwaysPush: Bool) {
    switch proposal.context {
    case .default:
      let wasModalPresented = isModalPresented
      dismissIfPresented()
      pushOrReplace(on: .main, afterDismissing: wasModalPresented, alwaysPush: alwaysPush)
    case .modal:
      if isModalPresented {
        pushOrReplace(on: .modal, afterDismissing: false, alwaysPush: alwaysPush)
      } else {
        add(.present(screen))
      }
    }
  }

  private mutating func pushOrReplace(
    on stack: Navigator.Stack, afterDismissing: Bool, alwaysPush: Bool
  ) {
    let screens = self.screens(of: stack)
    if alwaysPush {
      add(.push(screen, on: stack))
    } else if let top = screens.last, isSamePage(top) {
      add(.replace(screen, on: stack))
    } else if screens.count >= 2, isSamePage(screens[screens.count - 2]) {
      // Going back to the page under the top: pop to it, and load it again.
      add(.pop(stack))
      refreshTop(of: stack)
    } else if proposal.action == .advance || afterDismissing {
      add(.push(screen, on: stack))
    } else {
      replaceTop(of: stack)
    }
  }

  /// Rows with presentation `replace`.
  private mutating func replace() {
    switch proposal.context {
    case .default:
      dismissIfPresented()
      replaceTop(of: .main)
    case .modal:
      if isModalPresented { replaceTop(of: .modal) } else { add(.present(screen)) }
    }
  }

  /// Rows with presentation `pop`.
  private mutating func pop() {
    if isModalPresented {
      add(modal.count == 1 ? .dismissModal : .pop(.modal))
    } else if main.count > 1 {
      add(.pop(.main))
    }
  }

  /// Rows with presentation `refresh`.
  private mutating func refresh() {
    if isModalPresented {
      if modal.count == 1 {
        add(.dismissModal)
        refreshTop(of: .main)
      } else {
        add(.pop(.modal))
        refreshTop(of: .modal)
      }
    } else {
      if main.count > 1 { add(.pop(.main)) }
      refreshTop(of: .main)
    }
  }

  private mutating func dismissIfPresented() {
    if isModalPresented { add(.dismissModal) }
  }

  private mutating func popToRoot() {
    if main.count > 1 { add(.popToRoot) }
  }

  private mutating func replaceTop(of stack: Navigator.Stack) {
    // Replacing the top of an empty stack puts the screen there, which is a push.
    add(screens(of: stack).isEmpty ? .push(screen, on: stack) : .replace(screen, on: stack))
  }

  private mutating func refreshTop(of stack: Navigator.Stack) {
    if let top = screens(of: stack).last { add(.refresh(path: top.path, on: stack)) }
  }

  /// Whether a screen shows the page the proposal visits: the same path and query, or the same
  /// path when `query_string_presentation` is `replace`.
  private func isSamePage(_ other: Screen) -> Bool {
    guard proposal.ignoresQueryForSamePage else { return other.path == screen.path }
    return Self.pathWithoutQuery(other.path) == Self.pathWithoutQuery(screen.path)
  }

  private static func pathWithoutQuery(_ path: String) -> Substring {
    path[..<(path.firstIndex(of: "?") ?? path.endIndex)]
  }

  private func screens(of stack: Navigator.Stack) -> [Screen] {
    switch stack {
    case .main: return main
    case .modal: return modal
    }
  }

  private mutating func add(_ step: NavigationDecision.Step) {
    step.apply(main: &main, modal: &modal)
    steps.append(step)
  }
}

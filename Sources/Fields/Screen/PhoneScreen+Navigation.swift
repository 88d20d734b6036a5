// MARK: - Visits

extension PhoneScreen {
  /// The screen on top: of the navigator's modal stack when a modal is presented, else of its
  /// main stack; `nil` before any visit.
  public var currentScreen: Screen? {
    guard let navigator else { return nil }
    return navigator.modalStack.last ?? navigator.mainStack.last
  }

  /// Visits a path with the properties ``pathConfiguration`` gives it.
  ///
  /// - Parameters:
  ///   - location: A path such as `/signin`, or a full URL.
  ///   - action: Turbo's visit action.
  /// - Returns: The steps the visit took.
  /// - Throws: ``PhoneScreenError/noNavigator``, ``PhoneScreenError/pathConfiguration(_:)`` for
  ///   a path the rules cannot match, ``PhoneScreenError/navigation(_:)`` for a bad URL.
  @discardableResult
  public func visit(_ location: String, action: VisitAction = .advance)
    throws(PhoneScreenError) -> NavigationDecision
  {
    let properties: PathProperties
    let url: String
    do throws(PathConfigurationError) {
      let rules: PathConfiguration
      if let pathConfiguration { rules = pathConfiguration } else { rules = try Self.noRules() }
      let match = try rules.match(location)
      properties = match.properties
      url = match.url
    } catch {
      throw .pathConfiguration(error)
    }
    let proposal: VisitProposal
    do {
      proposal = try VisitProposal(url: url, action: action, pathProperties: properties.values)
    } catch {
      throw .navigation(error)
    }
    return try visit(proposal)
  }

  /// Visits as a proposal says: the navigator changes its stacks, a new screen starts with
  /// the proposal's properties and no form or bridge component, and the form shown becomes
  /// the new current screen's when forms belong to screens.
  ///
  /// The form that stops being shown loses focus, so its keyboard goes away.
  ///
  /// - Parameter proposal: The visit, with the properties of its path.
  /// - Returns: The steps the visit took.
  /// - Throws: ``PhoneScreenError/noNavigator``, or ``PhoneScreenError/navigation(_:)`` for a
  ///   bad URL; nothing changes then.
  @discardableResult
  public func visit(_ proposal: VisitProposal) throws(PhoneScreenError) -> NavigationDecision {
    guard let navigator else { throw .noNavigator }
    let shown = form
    let decision: NavigationDecision
    do {
      decision = try navigator.perform(proposal)
    } catch {
      throw .navigation(error)
    }
    defer { followFocus() }
    for step in decision.steps {
      switch step {
      case .push(let screen, _), .replace(let screen, _), .present(let screen):
        screenStates[screen.id] = ScreenState(
          properties: proposal.properties, refreshCount: screen.refreshCount)
      case .dismissModal, .pop, .popToRoot, .refresh, .openExternally: break
      }
    }
    let onStacks = Set((navigator.mainStack + navigator.modalStack).map(\.id))
    screenStates = screenStates.filter { onStacks.contains($0.key) }
    if form !== shown {
      shown?.resignFocus()
      resignKeyboardTextFields()
      keyboardTextFields = [:]
    }
    return decision
  }

  /// What the phone screen keeps of a screen: its own, without the bridge components of a
  /// page the navigator reloaded since; for a screen visited outside the phone screen, the
  /// properties ``pathConfiguration`` gives its path.
  func state(of screen: Screen) -> ScreenState {
    guard var state = screenStates[screen.id] else {
      let properties = try? pathConfiguration?.properties(for: screen.path)
      return ScreenState(
        properties: properties?.values ?? [:], refreshCount: screen.refreshCount)
    }
    if state.refreshCount != screen.refreshCount {
      state.connected = []
      state.refreshCount = screen.refreshCount
    }
    return state
  }

  /// Changes what the phone screen keeps of the current screen.
  func updateCurrentState(_ body: (inout ScreenState) -> Void) {
    guard let screen = currentScreen else { return }
    var state = self.state(of: screen)
    body(&state)
    screenStates[screen.id] = state
  }

  /// A configuration without rules: every path has no properties.
  static func noRules() throws(PathConfigurationError) -> PathConfiguration {
    try PathConfiguration(json: #"{"rules": []}"#, name: "built-in rules")
  }
}

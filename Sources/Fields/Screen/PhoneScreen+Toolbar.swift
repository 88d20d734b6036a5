// MARK: - The accessory bar and the rule that turns it off

extension PhoneScreen {
  /// Whether the current screen leaves forms their accessory bar: the bridge component
  /// connected last turns it off, else the path's `default_toolbar`.
  ///
  /// Before any visit, the loaded form's own `path` decides, through ``pathConfiguration``.
  public var toolbarRule: ToolbarRule {
    guard let screen = currentScreen else {
      guard let path = form?.spec.path,
        let properties = try? pathConfiguration?.match(path).properties,
        !properties.defaultToolbar
      else { return .on }
      return .offByPath(path)
    }
    let state = self.state(of: screen)
    if let name = state.connected.last { return .offByBridgeComponent(name) }
    guard state.defaultToolbar else { return .offByPath(screen.token) }
    return .on
  }

  /// The focused field's accessory bar as it shows now, item by item; `nil` when no field has
  /// focus, its bar is `none`, or ``toolbarRule`` turns the bar off.
  public var accessoryBar: [ToolbarItem]? {
    guard toolbarRule.isOn else { return nil }
    return form?.toolbar
  }

  /// Taps a button of the focused field's accessory bar; the keyboard follows focus.
  ///
  /// - Parameter button: The button.
  /// - Throws: ``PhoneScreenError/noForm``, ``PhoneScreenError/noFocus``,
  ///   ``PhoneScreenError/toolbarOff(_:)`` when the screen turns the bar off,
  ///   ``PhoneScreenError/noAccessoryBar(_:)`` for a field whose bar is `none`, or
  ///   ``PhoneScreenError/form(_:)`` for a button the bar lacks or that is disabled.
  public func tap(_ button: AccessoryBar.Button) throws(PhoneScreenError) {
    defer { followFocus() }
    let field = try focusedField()
    let rule = toolbarRule
    guard rule.isOn else { throw .toolbarOff(rule) }
    let form = try loadedForm()
    guard form.toolbar != nil else { throw .noAccessoryBar(field.name) }
    do {
      try form.tap(button)
    } catch {
      throw .form(error)
    }
  }

  // MARK: - Bridge components

  /// The bridge components connected on the current screen, in the order they connected.
  public var connectedBridgeComponents: [String] {
    currentScreen.map { state(of: $0).connected } ?? []
  }

  /// A bridge component connects on the current screen: the accessory bar goes while it is
  /// connected, and comes back when it disappears or its screen goes.
  ///
  /// - Parameter name: The component's name, such as `form`.
  /// - Throws: ``PhoneScreenError/noScreen`` before any visit, or
  ///   ``PhoneScreenError/bridgeComponentConnected(_:path:)`` when it already is.
  public func connect(bridgeComponent name: String) throws(PhoneScreenError) {
    defer { followFocus() }
    guard let screen = currentScreen else { throw .noScreen }
    guard !state(of: screen).connected.contains(name) else {
      throw .bridgeComponentConnected(name, path: screen.token)
    }
    updateCurrentState { $0.connected.append(name) }
  }

  /// A bridge component's view disappears from the current screen: it no longer turns the
  /// accessory bar off.
  ///
  /// - Parameter name: The component's name.
  /// - Throws: ``PhoneScreenError/noScreen`` before any visit, or
  ///   ``PhoneScreenError/bridgeComponentNotConnected(_:path:)`` when it is not connected.
  public func disconnect(bridgeComponent name: String) throws(PhoneScreenError) {
    defer { followFocus() }
    guard let screen = currentScreen else { throw .noScreen }
    guard let index = state(of: screen).connected.firstIndex(of: name) else {
      throw .bridgeComponentNotConnected(name, path: screen.token)
    }
    updateCurrentState { $0.connected.remove(at: index) }
  }
}

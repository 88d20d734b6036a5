extension PhoneScreen {
  /// What the phone screen keeps of one screen on the navigator's stacks, by the screen's
  /// ``Screen/id``: nothing here is a stack of its own, so it goes when the navigator's screen
  /// goes.
  struct ScreenState {
    /// The merged path properties and the visit's own, as the visit used them.
    var properties: [String: PathPropertyValue]
    /// The screen's reload count when the components below connected: a reload loads the
    /// page again, and its components with it.
    var refreshCount: Int
    /// The names of the bridge components connected on the screen, in the order they
    /// connected.
    var connected: [String] = []
    /// The form loaded on the screen; it goes and comes back with the screen.
    var form: Form?

    /// Whether forms on the screen show their default toolbar, as `default_toolbar` says.
    var defaultToolbar: Bool { properties["default_toolbar"] != .bool(false) }
  }
}

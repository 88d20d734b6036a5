// MARK: - Bridge components and the toolbar per screen

extension Session {
  /// `bridge connect NAME` and `bridge disappear NAME`: a bridge component's lifecycle on the
  /// current screen, which turns the default toolbar off while it is connected.
  func bridge(_ words: [String]) throws(SessionError) -> [String] {
    let example = "'bridge connect form'"
    guard words.count == 2, words[0] == "connect" || words[0] == "disappear" else {
      throw SessionError(
        "'bridge' takes connect or disappear and a component's name, as in \(example).")
    }
    let name = words[1]
    guard var screen = screens.current, let path = currentScreenPath() else {
      throw SessionError("No screen is shown; 'visit PATH' first, as in 'visit /signin'.")
    }
    if words[0] == "connect" {
      guard !screen.connected.contains(name) else {
        throw SessionError("The bridge component \(quoted(name)) is already connected on \(path).")
      }
      screen.connected.append(name)
      screens.current = screen
      return ["bridge \(name) connected on \(path): \(toolbarState())"]
    }
    guard let index = screen.connected.firstIndex(of: name) else {
      throw SessionError(
        "No bridge component \(quoted(name)) is connected on \(path); 'bridge connect \(name)' connects it."
      )
    }
    screen.connected.remove(at: index)
    screens.current = screen
    return ["bridge \(name): \(path) disappeared, \(toolbarState())"]
  }

  /// The current screen's path and query, or `nil` before any visit.
  func currentScreenPath() -> String? {
    guard let navigator else { return nil }
    return (navigator.modalStack.last ?? navigator.mainStack.last)?.token
  }

  /// Whether forms show their toolbar now: `toolbar on`, or `toolbar off` and why.
  func toolbarState() -> String {
    guard let reason = toolbarOffReason() else { return "toolbar on" }
    return "toolbar off (\(reason))"
  }

  /// Why the default toolbar is off on the current screen, or `nil` when it is on.
  ///
  /// Before any visit, the loaded form's own `path` decides, through the configuration.
  func toolbarOffReason() -> String? {
    guard let screen = screens.current else {
      guard let path = form?.spec.path,
        let properties = try? pathConfiguration().match(path).properties,
        !properties.defaultToolbar
      else { return nil }
      return "default_toolbar: false at \(path)"
    }
    if let name = screen.connected.last {
      return "bridge \(name) connected"
    }
    guard screen.defaultToolbar else {
      return "default_toolbar: false at \(currentScreenPath() ?? "")"
    }
    return nil
  }
}

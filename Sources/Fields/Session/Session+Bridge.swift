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
    if words[0] == "connect" {
      try onScreen { () throws(PhoneScreenError) in try screen.connect(bridgeComponent: name) }
      return ["bridge \(name) connected on \(currentScreenPath()): \(text.toolbarStateLine)"]
    }
    try onScreen { () throws(PhoneScreenError) in try screen.disconnect(bridgeComponent: name) }
    return ["bridge \(name): \(currentScreenPath()) disappeared, \(text.toolbarStateLine)"]
  }

  /// The current screen's path and query, as the stacks show it.
  private func currentScreenPath() -> String { screen.currentScreen?.token ?? "" }
}

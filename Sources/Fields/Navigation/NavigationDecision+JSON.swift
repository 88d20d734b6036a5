extension NavigationDecision {
  /// The decision as one line of JSON: an object whose `steps` array holds one object per step.
  ///
  /// Each step names itself in `step`, then gives what it needs, in this order:
  ///
  /// | step | members |
  /// | --- | --- |
  /// | `dismiss_modal` | none |
  /// | `push`, `replace` | `stack`, `path`, and `screen` for a custom screen |
  /// | `pop` | `stack` |
  /// | `pop_to_root` | `stack` (always `main`) |
  /// | `present` | `stack` (always `modal`), `path`, and `screen` for a custom screen |
  /// | `refresh` | `stack`, `path` |
  /// | `open_externally` | `url` |
  ///
  /// ```json
  /// {"steps":[{"step":"dismiss_modal"},{"step":"push","stack":"main","path":"/posts/1"}]}
  /// ```
  public var jsonText: String {
    "{\"steps\":[" + steps.map(\.jsonText).joined(separator: ",") + "]}"
  }
}

extension NavigationDecision.Step {
  /// The step as a JSON object, as ``NavigationDecision/jsonText`` describes.
  public var jsonText: String {
    var members = [("step", JSONText.string(name))]
    switch self {
    case .dismissModal:
      break
    case .push(let screen, let stack), .replace(let screen, let stack):
      members.append(("stack", JSONText.string(stack.rawValue)))
      members += Self.members(of: screen)
    case .pop(let stack):
      members.append(("stack", JSONText.string(stack.rawValue)))
    case .popToRoot:
      members.append(("stack", JSONText.string(Navigator.Stack.main.rawValue)))
    case .present(let screen):
      members.append(("stack", JSONText.string(Navigator.Stack.modal.rawValue)))
      members += Self.members(of: screen)
    case .refresh(let path, let stack):
      members.append(("stack", JSONText.string(stack.rawValue)))
      members.append(("path", JSONText.string(path)))
    case .openExternally(let url):
      members.append(("url", JSONText.string(url)))
    }
    return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  private static func members(of screen: Screen) -> [(String, String)] {
    var members = [("path", JSONText.string(screen.path))]
    if let customName = screen.customName {
      members.append(("screen", JSONText.string(customName)))
    }
    return members
  }
}

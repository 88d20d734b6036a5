// MARK: - The docked text bar

extension Session {
  /// `docked show|hide|type TEXT|return|send`.
  ///
  /// - Parameter rest: What follows `docked`, whole: the text to type keeps its spaces.
  /// - Returns: The lines printed: the bar's text and frame.
  /// - Throws: ``SessionError`` when the bar is hidden, has nothing to send, or the action is
  ///   unknown.
  func dockedCommand(_ rest: String) throws(SessionError) -> [String] {
    let (action, argument) = Self.firstWord(of: Substring(rest))
    switch action {
    case "show" where argument.isEmpty:
      docked.show()
      return [dockedFrameLine()]
    case "hide" where argument.isEmpty:
      docked.hide()
      return ["docked: hidden"]
    case "type":
      try requireDockedBar()
      guard !argument.isEmpty else {
        throw SessionError("'docked type' needs text, as in 'docked type Hello'.")
      }
      docked.type(argument)
      return [dockedTextLine(), dockedFrameLine()]
    case "return" where argument.isEmpty:
      try requireDockedBar()
      docked.type("\n")
      return [dockedTextLine(), dockedFrameLine()]
    case "send" where argument.isEmpty:
      try requireDockedBar()
      guard !docked.text.isEmpty else {
        throw SessionError(
          "The docked bar has no text, so Send is disabled; type some with 'docked type TEXT'.")
      }
      let sent = docked.send()
      return ["sent: " + quoted(sent), dockedFrameLine()]
    default:
      throw SessionError(
        "'docked' takes show, hide, 'type TEXT', return or send, as in 'docked type Hello'.")
    }
  }

  /// `docked X Y W H`, as `show frames` prints the bar.
  func dockedFrameLine() -> String { "docked " + docked.frame.spacedDescription }

  /// The bar's text and how many lines it takes: `docked text: 'Hi', 1 line`.
  private func dockedTextLine() -> String {
    let lines = docked.lineCount
    let scrolls = docked.isScrolling ? ", scrolls" : ""
    let text = QuotedText.quoted(docked.text, characterCount: docked.characterCount)
    return "docked text: \(text), \(lines) line\(lines == 1 ? "" : "s")\(scrolls)"
  }

  private func requireDockedBar() throws(SessionError) {
    guard docked.isVisible else {
      throw SessionError("The docked bar is hidden; use 'docked show' first.")
    }
  }
}

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
      screen.showDockedBar()
      return [text.dockedFrameLine]
    case "hide" where argument.isEmpty:
      screen.hideDockedBar()
      return ["docked: hidden"]
    case "type":
      try requireDockedBar()
      guard !argument.isEmpty else {
        throw SessionError("'docked type' needs text, as in 'docked type Hello'.")
      }
      try onScreen { () throws(PhoneScreenError) in try screen.typeInDockedBar(argument) }
      return [text.dockedTextLine, text.dockedFrameLine]
    case "return" where argument.isEmpty:
      try onScreen { () throws(PhoneScreenError) in try screen.typeInDockedBar("\n") }
      return [text.dockedTextLine, text.dockedFrameLine]
    case "send" where argument.isEmpty:
      let sent = try onScreen { () throws(PhoneScreenError) in try screen.sendDockedBar() }
      return ["sent: " + quoted(sent), text.dockedFrameLine]
    default:
      throw SessionError(
        "'docked' takes show, hide, 'type TEXT', return or send, as in 'docked type Hello'.")
    }
  }

  private func requireDockedBar() throws(SessionError) {
    guard screen.docked.isVisible else { throw SessionError(.dockedBarHidden) }
  }
}

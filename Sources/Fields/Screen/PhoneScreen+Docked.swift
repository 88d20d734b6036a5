// MARK: - The docked text bar

extension PhoneScreen {
  /// Shows the docked text bar at the bottom of the screen, riding on the keyboard.
  public func showDockedBar() { docked.show() }

  /// Hides the docked text bar; its text stays.
  public func hideDockedBar() { docked.hide() }

  /// Types into the docked bar; a line feed starts a new line, as its Return key does.
  ///
  /// - Parameter text: The characters.
  /// - Throws: ``PhoneScreenError/dockedBarHidden``.
  public func typeInDockedBar(_ text: String) throws(PhoneScreenError) {
    guard docked.isVisible else { throw .dockedBarHidden }
    docked.type(text)
  }

  /// Sends the docked bar's text, which empties it.
  ///
  /// - Returns: The text sent.
  /// - Throws: ``PhoneScreenError/dockedBarHidden``, or ``PhoneScreenError/nothingToSend``
  ///   when the bar is empty and its Send button disabled.
  public func sendDockedBar() throws(PhoneScreenError) -> String {
    guard docked.isVisible else { throw .dockedBarHidden }
    guard !docked.text.isEmpty else { throw .nothingToSend }
    return docked.send()
  }
}

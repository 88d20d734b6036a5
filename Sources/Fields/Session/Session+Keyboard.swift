// MARK: - The device and its keyboard

extension Session {
  /// `device NAME`: another phone; what is up stays up, laid out on the new screen.
  func device(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 1 else {
      throw SessionError("'device' takes one name, as in 'device iphone-se'.")
    }
    do {
      screen.device = try DeviceProfile.named(words[0])
    } catch {
      throw SessionError(error.description)
    }
    return [text.deviceLine]
  }

  /// `rotate [portrait|landscape]`: turns the device, printing the keyboard's notifications.
  func rotate(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count <= 1 else {
      throw SessionError("'rotate' takes at most one orientation, as in 'rotate landscape'.")
    }
    var orientation: Orientation = screen.orientation == .portrait ? .landscape : .portrait
    if let name = words.first {
      do {
        orientation = try Orientation.named(name)
      } catch {
        throw SessionError(error.description)
      }
    }
    guard screen.rotate(to: orientation) else {
      return ["rotate: already \(orientation.rawValue)"]
    }
    return [text.deviceLine] + text.eventLines(screen.takeEvents())
  }

  /// `keyboard show|hide` and `keyboard events on|off`.
  func keyboardCommand(_ words: [String]) throws(SessionError) -> [String] {
    switch (words.first, words.count) {
    case ("show", 1):
      guard try onScreen({ () throws(PhoneScreenError) in try screen.showKeyboard() }) else {
        return ["keyboard: already shown"]
      }
      return text.eventLines(screen.takeEvents())
    case ("hide", 1):
      guard screen.hideKeyboard() else { return ["keyboard: already hidden"] }
      return text.eventLines(screen.takeEvents())
    case ("events", 2) where words[1] == "on" || words[1] == "off":
      printsKeyboardEvents = words[1] == "on"
      return ["keyboard events: \(words[1])"]
    default:
      throw SessionError(
        "'keyboard' takes show, hide or 'events on|off', as in 'keyboard show'.")
    }
  }

  /// Brings the keyboard in line with the focused field after a command, and prints the
  /// notifications when `keyboard events on`.
  func followFocus(output: (String) -> Void) {
    screen.followFocus()
    let events = screen.takeEvents()
    guard printsKeyboardEvents else { return }
    for line in text.eventLines(events) { output(line) }
  }
}

// MARK: - The device and its keyboard

extension Session {
  /// What rises from the bottom of the screen for the focused field, and for which field.
  struct KeyboardOwner: Hashable {
    /// The focused field's name.
    var name: String
    /// Its keyboard or input view.
    var input: KeyboardInput
    /// Whether an accessory bar sits on top.
    var accessory: Bool
  }

  /// `device NAME`: another phone; what is up stays up, laid out on the new screen.
  func device(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count == 1 else {
      throw SessionError("'device' takes one name, as in 'device iphone-se'.")
    }
    let device: DeviceProfile
    do {
      device = try DeviceProfile.named(words[0])
    } catch {
      throw SessionError(error.description)
    }
    let orientation = keyboard.orientation
    keyboard = KeyboardModel(device: device, orientation: orientation)
    docked.move(to: device)
    // A new device is not an event iOS posts: the keyboard is simply there on the new screen.
    if let owner = keyboardOwner {
      docked.follow(
        keyboard.show(owner.input, accessory: owner.accessory), orientation: orientation)
    }
    return [deviceLine()]
  }

  /// `device iphone-se: 375 x 667 points, portrait`.
  func deviceLine() -> String {
    let size = keyboard.device.screenSize(keyboard.orientation)
    let points = Rect.points(size.width) + " x " + Rect.points(size.height)
    return "device \(keyboard.device.rawValue): \(points) points, \(keyboard.orientation.rawValue)"
  }

  /// `rotate [portrait|landscape]`: turns the device, printing the keyboard's notifications.
  func rotate(_ words: [String]) throws(SessionError) -> [String] {
    guard words.count <= 1 else {
      throw SessionError("'rotate' takes at most one orientation, as in 'rotate landscape'.")
    }
    var orientation: Orientation = keyboard.orientation == .portrait ? .landscape : .portrait
    if let name = words.first {
      do {
        orientation = try Orientation.named(name)
      } catch {
        throw SessionError(error.description)
      }
    }
    guard orientation != keyboard.orientation else {
      return ["rotate: already \(orientation.rawValue)"]
    }
    let events = keyboard.rotate(to: orientation)
    if events.isEmpty {
      docked.rotate(to: orientation)
    } else {
      docked.follow(events, orientation: orientation)
    }
    return [deviceLine()] + eventLines(events)
  }

  /// `keyboard show|hide` and `keyboard events on|off`.
  func keyboardCommand(_ words: [String]) throws(SessionError) -> [String] {
    switch (words.first, words.count) {
    case ("show", 1):
      let field = try focusedField()
      guard keyboardOwner == nil else { return ["keyboard: already shown"] }
      keyboardDismissedFor = nil
      guard desiredKeyboard() != nil else {
        throw SessionError("The field \(quoted(field.name)) \(inputHint(field)).")
      }
      return eventLines(followFocus())
    case ("hide", 1):
      guard keyboardOwner != nil, let field = form?.focusedField else {
        return ["keyboard: already hidden"]
      }
      keyboardDismissedFor = field.name
      return eventLines(followFocus())
    case ("events", 2) where words[1] == "on" || words[1] == "off":
      printsKeyboardEvents = words[1] == "on"
      return ["keyboard events: \(words[1])"]
    default:
      throw SessionError(
        "'keyboard' takes show, hide or 'events on|off', as in 'keyboard show'.")
    }
  }

  /// The focused field's keyboard or input view, unless it has none or was put away.
  func desiredKeyboard() -> KeyboardOwner? {
    guard let form, let field = form.focusedField, keyboardDismissedFor != field.name else {
      return nil
    }
    let input: KeyboardInput
    if let type = field.keyboard {
      input = .keyboard(type)
    } else if field.datePicker != nil {
      input = .datePicker
    } else if field.picker != nil {
      input = .picker
    } else {
      // A switch or a list of options takes no first responder: the keyboard goes away.
      return nil
    }
    let accessory = form.toolbar != nil && toolbarOffReason() == nil
    return KeyboardOwner(name: field.name, input: input, accessory: accessory)
  }

  /// Brings the keyboard in line with the focused field, as iOS does when the first responder
  /// changes or its accessory bar comes or goes.
  ///
  /// - Returns: The notifications posted, in order; none when nothing changed.
  @discardableResult
  func followFocus() -> [KeyboardEvent] {
    if let dismissed = keyboardDismissedFor, form?.focusedField?.name != dismissed {
      keyboardDismissedFor = nil
    }
    let desired = desiredKeyboard()
    guard desired != keyboardOwner else { return [] }
    keyboardOwner = desired
    let events = desired.map { keyboard.show($0.input, accessory: $0.accessory) } ?? keyboard.hide()
    docked.follow(events, orientation: keyboard.orientation)
    return events
  }

  /// Follows focus after a command and prints the notifications when `keyboard events on`.
  func followFocus(output: (String) -> Void) {
    let events = followFocus()
    guard printsKeyboardEvents else { return }
    for line in eventLines(events) { output(line) }
  }

  /// A line per notification, then the docked bar's frame when it is on screen.
  func eventLines(_ events: [KeyboardEvent]) -> [String] {
    guard !events.isEmpty else { return [] }
    return events.map(\.description) + (docked.isVisible ? [dockedFrameLine()] : [])
  }
}

// MARK: - The keyboard and what rises with it

extension PhoneScreen {
  /// Brings the keyboard up again for the focused field after ``hideKeyboard()``.
  ///
  /// - Returns: Whether it came up; `false` when it was already up.
  /// - Throws: ``PhoneScreenError/noForm``, ``PhoneScreenError/noFocus``,
  ///   ``PhoneScreenError/noKeyboard(_:)`` when the focused field shows a switch or a list of
  ///   options, which take no keyboard, ``PhoneScreenError/readOnly(_:)`` for a readonly field,
  ///   or ``PhoneScreenError/keyboardHidden(_:)`` for one whose keyboard is `none`.
  @discardableResult
  public func showKeyboard() throws(PhoneScreenError) -> Bool {
    let field = try focusedField()
    guard firstResponder == nil else { return false }
    keyboardDismissedFor = nil
    if field.spec.readOnly { throw .readOnly(field.name) }
    if field.spec.hidesKeyboard { throw .keyboardHidden(field.name) }
    guard desiredResponder() != nil else { throw .noKeyboard(field.name) }
    followFocus()
    return true
  }

  /// Puts the keyboard away while the focused field keeps focus, until focus moves.
  ///
  /// - Returns: Whether it went; `false` when it was already hidden.
  @discardableResult
  public func hideKeyboard() -> Bool {
    guard firstResponder != nil, let field = form?.focusedField else { return false }
    keyboardDismissedFor = field.name
    followFocus()
    return true
  }

  /// Brings the keyboard in line with the focused field, as iOS does when the first responder
  /// changes or its accessory bar comes or goes, and keeps the notifications for
  /// ``takeEvents()``.
  ///
  /// The screen's own methods call it; call it after changing focus on ``form`` directly.
  public func followFocus() {
    if let dismissed = keyboardDismissedFor, form?.focusedField?.name != dismissed {
      keyboardDismissedFor = nil
    }
    let desired = desiredResponder()
    guard desired != firstResponder else { return }
    firstResponder = desired
    let events =
      desired.map { keyboard.show($0.input, accessory: $0.showsAccessoryBar) } ?? keyboard.hide()
    docked.follow(events, orientation: keyboard.orientation)
    pendingEvents += events
  }

  /// The focused field's keyboard or input view, unless it has none or was put away.
  ///
  /// A readonly field and one whose keyboard is `none` take focus with nothing rising, as
  /// WebKit on iOS shows its keyboard, and the form's accessory bar with it, only for a focused
  /// control that can be edited and has no inputmode=none.
  func desiredResponder() -> FirstResponder? {
    guard let form, let field = form.focusedField, keyboardDismissedFor != field.name,
      !field.spec.readOnly
    else {
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
    let accessory = form.toolbar != nil && toolbarRule.isOn
    return FirstResponder(name: field.name, input: input, showsAccessoryBar: accessory)
  }

  /// The picker or date picker that is up in place of the keyboard, if one is.
  public var inputView: InputView? {
    guard let firstResponder, let field = form?.focusedField else { return nil }
    switch firstResponder.input {
    case .keyboard: return nil
    case .datePicker: return field.datePicker.map(InputView.datePicker)
    case .picker: return field.picker.map(InputView.picker)
    }
  }

  // MARK: - Frames

  /// The keyboard's frame in screen coordinates, its accessory bar included as iOS's
  /// notifications give it; `nil` unless a keyboard (not an input view) is up.
  public var keyboardFrame: Rect? {
    guard let frame = keyboard.frame, case .keyboard = keyboard.input else { return nil }
    return frame
  }

  /// The accessory bar's frame on top of the keyboard or input view; `nil` when none shows.
  public var accessoryBarFrame: Rect? {
    guard let frame = keyboard.frame, keyboard.hasAccessory else { return nil }
    return Rect(x: frame.x, y: frame.y, width: frame.width, height: accessoryBarHeight)
  }

  /// The docked bar's frame; `nil` while it is hidden.
  public var dockedBarFrame: Rect? { docked.isVisible ? docked.frame : nil }

  /// The frame of the picker or date picker that is up in place of the keyboard, below its
  /// accessory bar; `nil` when none is up.
  public var inputViewFrame: Rect? {
    guard let frame = keyboard.frame, keyboard.input == .datePicker || keyboard.input == .picker
    else { return nil }
    let bar = accessoryBarHeight
    return Rect(x: frame.x, y: frame.y + bar, width: frame.width, height: frame.height - bar)
  }

  /// The height of the accessory bar that is up, or 0.
  private var accessoryBarHeight: Double {
    keyboard.hasAccessory ? KeyboardGeometry.accessoryBarHeight(on: keyboard.device) : 0
  }
}

/// A phone's screen as a person holds it: a device turned one way up, the form on the current
/// screen, the keyboard or input view that follows focus, the accessory bar and the rule that
/// turns it off, the docked bar, and the notifications iOS posts as the keyboard moves.
///
/// ```swift
/// let navigator = Navigator(configuration: try .init(startLocation: "https://example.com/"))
/// let screen = PhoneScreen(device: .iPhone15, navigator: navigator)
/// try screen.visit("/signin")
/// screen.load(try Form(spec: FormSpec(contentsOf: "signin.json"), now: Form.referenceDate))
/// try screen.focus("email")                // the email keyboard slides up
/// try screen.type("ada@example.com")
/// screen.toolbarRule                       // .on, or why the accessory bar is off
/// screen.takeEvents().map(\.name)          // [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
/// ```
///
/// ## Screens and their forms
/// The screens are the ``navigator``'s: a form loaded while a screen is shown belongs to that
/// screen, and so do the bridge components connected on it. Both go when the navigator pops,
/// replaces or dismisses the screen, and come back with it when a visit returns to a screen
/// still on a stack. A form loaded before any visit stays whatever is visited.
///
/// ## The keyboard follows focus
/// Every method that can move focus brings the keyboard in line with the focused field, as iOS
/// does when the first responder changes: up for a keyboard field, an input view for a picker
/// field, away for a switch, a list of options, or no focus. After changing focus on ``form``
/// directly, call ``followFocus()``.
///
/// ## Events
/// Each keyboard notification iOS would post is kept, in order, until ``takeEvents()`` hands
/// them over. Changing ``device`` posts none: the keyboard is simply there on the new screen.
///
/// ## Thread safety
/// Not `Sendable`: a screen is one app's state, used from one thread.
public final class PhoneScreen {
  /// The navigator whose stacks hold the screens; `nil` for a single screen that never
  /// navigates.
  public var navigator: Navigator?
  /// The path configuration that says, for the loaded form's `path` before any visit, and for
  /// ``visit(_:action:)``, which properties a path has; `nil` for no rules.
  public var pathConfiguration: PathConfiguration?
  /// The keyboard on the device's screen: the device, its orientation, and what is up.
  public internal(set) var keyboard: KeyboardModel
  /// The docked text bar at the bottom of the screen; hidden until ``showDockedBar()``.
  public internal(set) var docked: DockedBar
  /// The focused field's keyboard or input view that is up, with its field; `nil` while the
  /// keyboard is hidden.
  public internal(set) var firstResponder: FirstResponder?
  /// The text fields inside the keyboard, such as a search box, by name; a new form starts
  /// without any.
  public internal(set) var keyboardTextFields: [String: KeyboardTextField] = [:]

  /// The form loaded before any visit, or every form while ``formsBelongToScreens`` is false.
  var looseForm: Form?
  /// Whether the last form was loaded on a visited screen, so that the form shown is the
  /// current screen's.
  var formsBelongToScreens = false
  /// What the screen keeps of each screen on the navigator's stacks, by the screen's identity.
  var screenStates: [Screen.ID: ScreenState] = [:]
  /// The focused field whose keyboard ``hideKeyboard()`` put away, until focus moves.
  var keyboardDismissedFor: String?
  /// The notifications posted and not yet taken.
  var pendingEvents: [KeyboardEvent] = []

  /// Makes a screen with the keyboard hidden, the docked bar hidden and no form.
  ///
  /// - Parameters:
  ///   - device: The phone; an iPhone 15 unless given.
  ///   - orientation: Which way up it is held.
  ///   - navigator: The navigator whose stacks hold the screens, if the app navigates.
  ///   - pathConfiguration: The rules paths are matched against, if any.
  public init(
    device: DeviceProfile = .iPhone15, orientation: Orientation = .portrait,
    navigator: Navigator? = nil, pathConfiguration: PathConfiguration? = nil
  ) {
    keyboard = KeyboardModel(device: device, orientation: orientation)
    docked = DockedBar(device: device, orientation: orientation)
    docked.hide()
    self.navigator = navigator
    self.pathConfiguration = pathConfiguration
  }

  // MARK: - The device

  /// The phone; setting another lays out what is up on the new screen without posting
  /// notifications, and keeps the orientation.
  public var device: DeviceProfile {
    get { keyboard.device }
    set {
      let orientation = keyboard.orientation
      keyboard = KeyboardModel(device: newValue, orientation: orientation)
      docked.move(to: newValue)
      if let firstResponder {
        docked.follow(
          keyboard.show(firstResponder.input, accessory: firstResponder.showsAccessoryBar),
          orientation: orientation)
      }
    }
  }

  /// Which way up the device is held; ``rotate(to:)`` turns it.
  public var orientation: Orientation { keyboard.orientation }

  /// Turns the device; the keyboard that is up takes the new orientation's size and posts its
  /// notifications.
  ///
  /// - Parameter orientation: The new orientation.
  /// - Returns: Whether the device turned; `false` when it was already held that way.
  @discardableResult
  public func rotate(to orientation: Orientation) -> Bool {
    guard orientation != keyboard.orientation else { return false }
    let events = keyboard.rotate(to: orientation)
    if events.isEmpty {
      docked.rotate(to: orientation)
    } else {
      docked.follow(events, orientation: orientation)
    }
    pendingEvents += events
    return true
  }

  // MARK: - The form

  /// The form on the screen: the current screen's when forms belong to screens, else the one
  /// loaded last.
  public var form: Form? {
    guard formsBelongToScreens else { return looseForm }
    return currentScreen.flatMap { screenStates[$0.id]?.form }
  }

  /// Puts a form on the screen: on the current screen when one is shown, so that it goes and
  /// comes back with it, else on the screen whatever is visited.
  ///
  /// The new form has no focus, so the keyboard goes away, and the keyboard starts without
  /// text fields of its own.
  ///
  /// - Parameter form: The form; its locale and `now` are the caller's to choose.
  public func load(_ form: Form) {
    defer { followFocus() }
    resignKeyboardTextFields()
    keyboardTextFields = [:]
    formsBelongToScreens = currentScreen != nil
    if let screen = currentScreen {
      var state = self.state(of: screen)
      state.form = form
      screenStates[screen.id] = state
    } else {
      looseForm = form
    }
  }

  // MARK: - Focus

  /// Gives a field focus, or a keyboard text field when `name` is one: the field's keyboard or
  /// input view comes up.
  ///
  /// - Parameter name: A field's name, or a keyboard text field's.
  /// - Throws: ``PhoneScreenError/noForm``, or ``PhoneScreenError/form(_:)`` for an unknown or
  ///   disabled field.
  public func focus(_ name: String) throws(PhoneScreenError) {
    defer { followFocus() }
    let form = try loadedForm()
    if let keyField = keyboardTextFields[name] {
      keyField.becomeFirstResponder()
      return
    }
    do {
      try form.focus(name)
    } catch {
      throw .form(error)
    }
    resignKeyboardTextFields()
  }

  /// Moves focus to the next enabled field, as the Next button does.
  ///
  /// - Returns: Whether there was one; at the last, focus stays.
  /// - Throws: ``PhoneScreenError/noForm`` or ``PhoneScreenError/noFocus``.
  @discardableResult
  public func focusNext() throws(PhoneScreenError) -> Bool {
    defer { followFocus() }
    _ = try focusedField()
    return try loadedForm().focusNext()
  }

  /// Moves focus to the previous enabled field, as the Previous button does.
  ///
  /// - Returns: Whether there was one; at the first, focus stays.
  /// - Throws: ``PhoneScreenError/noForm`` or ``PhoneScreenError/noFocus``.
  @discardableResult
  public func focusPrevious() throws(PhoneScreenError) -> Bool {
    defer { followFocus() }
    _ = try focusedField()
    return try loadedForm().focusPrevious()
  }

  /// Takes focus from every field, as Done does: the keyboard goes away.
  ///
  /// - Throws: ``PhoneScreenError/noForm``.
  public func resignFocus() throws(PhoneScreenError) {
    defer { followFocus() }
    try loadedForm().resignFocus()
  }

  /// The form, or ``PhoneScreenError/noForm``.
  func loadedForm() throws(PhoneScreenError) -> Form {
    guard let form else { throw .noForm }
    return form
  }

  /// The focused field, or ``PhoneScreenError/noForm`` or ``PhoneScreenError/noFocus``.
  func focusedField() throws(PhoneScreenError) -> Field {
    guard let field = try loadedForm().focusedField else { throw .noFocus }
    return field
  }

  // MARK: - Events

  /// The keyboard notifications posted since the last call, oldest first; they are then
  /// forgotten.
  ///
  /// - Returns: The notifications, in the order iOS posts them.
  public func takeEvents() -> [KeyboardEvent] {
    defer { pendingEvents = [] }
    return pendingEvents
  }
}

/// A text field inside the keyboard (a search box, an emoji search) that takes the keys while
/// it has focus, as KeyboardKit's keyboard text fields do.
///
/// ```swift
/// let search = KeyboardTextField(name: "emoji search", router: router)
/// search.becomeFirstResponder()    // keys now go to it
/// search.resignFirstResponder()    // and back to the document
/// ```
///
/// ## Thread safety
/// `Sendable`, as its input and router are.
public final class KeyboardTextField: Sendable {
  /// The field's input; it takes any key.
  public let input: TextInput
  /// The router it registers with.
  public let router: InputRouter

  /// Makes a field that registers with `router` when focused.
  ///
  /// - Parameters:
  ///   - name: The field's name.
  ///   - router: The router to register with.
  ///   - onReturn: What Return does in the field.
  public init(name: String, router: InputRouter, onReturn: @escaping @Sendable () -> Void = {}) {
    self.input = TextInput.anyKey(name: name, onReturn: onReturn)
    self.router = router
  }

  /// Whether keys go to this field now.
  public var isFirstResponder: Bool { router.textInputProxy === input }

  /// Registers the field as the router's text input proxy.
  public func becomeFirstResponder() { router.setTextInputProxy(input) }

  /// Unregisters the field, if it is still the proxy; keys go back to the document.
  public func resignFirstResponder() { router.clearTextInputProxy(ifItIs: input) }

  deinit { router.clearTextInputProxy(ifItIs: input) }
}

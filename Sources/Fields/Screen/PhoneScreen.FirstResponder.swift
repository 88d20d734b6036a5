extension PhoneScreen {
  /// What rises from the bottom of the screen for the focused field, and for which field.
  public struct FirstResponder: Sendable, Hashable {
    /// The focused field's name.
    public var name: String
    /// Its keyboard, or the input view that replaces it.
    public var input: KeyboardInput
    /// Whether the accessory bar sits on top: the field has one and the screen's
    /// ``PhoneScreen/toolbarRule`` leaves it on.
    public var showsAccessoryBar: Bool
  }
}

extension Navigator {
  /// One of the navigator's two stacks of screens.
  ///
  /// The raw value is the spelling in decisions' text and JSON (`"stack": "modal"`).
  public enum Stack: String, Sendable, Hashable, CaseIterable {
    /// The main stack, always under any modal.
    case main
    /// The stack of the modal presented over the main stack; empty when none is.
    case modal
  }
}

/// Where a screen is shown: on the main stack, or in a modal over it.
///
/// The raw value is the path configuration's spelling (`"context": "modal"`).
public enum NavigationContext: String, Sendable, Hashable, CaseIterable {
  /// The main navigation stack.
  case `default`
  /// A modal presented over the main stack, with a stack of its own.
  case modal
}

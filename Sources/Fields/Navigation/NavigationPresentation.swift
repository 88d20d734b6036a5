/// How a visit changes the navigation stacks, as a path configuration's `presentation` asks.
///
/// The raw value is the path configuration's spelling, such as `"presentation": "clear_all"`.
public enum NavigationPresentation: String, Sendable, Hashable, CaseIterable {
  /// Push, or replace when visiting the same page, or pop when visiting the previous one.
  case `default`
  /// Push a new screen.
  case push
  /// Replace the top screen of the stack.
  case replace
  /// Pop the top screen.
  case pop
  /// Pop the top screen, then reload the one below it.
  case refresh
  /// Dismiss any modal, pop to the root, and reload the root.
  case clearAll = "clear_all"
  /// Dismiss any modal, pop to the root, and replace the root.
  case replaceRoot = "replace_root"
  /// Leave the stacks as they are.
  case none
}

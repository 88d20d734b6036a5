/// Which way up the device is held; landscape swaps the screen's width and height.
public enum Orientation: String, CaseIterable, Sendable, Hashable {
  /// The home indicator (or button) at the bottom.
  case portrait
  /// Held sideways; the screen is wider than it is tall.
  case landscape
}

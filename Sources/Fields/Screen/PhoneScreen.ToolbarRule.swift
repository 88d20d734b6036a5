extension PhoneScreen {
  /// Whether forms on the current screen show their accessory bar, and if not, why.
  ///
  /// Hotwire Native apps turn the web form's default toolbar off where a native one takes its
  /// place: on paths whose rule says `default_toolbar: false`, and while a bridge component
  /// that draws its own is connected.
  public enum ToolbarRule: Sendable, Hashable {
    /// The accessory bar shows.
    case on
    /// The path's rule says `default_toolbar: false`; the associated value is the path.
    case offByPath(String)
    /// A bridge component of this name is connected on the screen.
    case offByBridgeComponent(String)

    /// Whether the accessory bar shows.
    public var isOn: Bool { self == .on }
  }
}

extension PhoneScreen.ToolbarRule: CustomStringConvertible {
  /// `on`, `default_toolbar: false at /signin` or `bridge form connected`.
  public var description: String {
    switch self {
    case .on: "on"
    case .offByPath(let path): "default_toolbar: false at \(path)"
    case .offByBridgeComponent(let name): "bridge \(name) connected"
    }
  }
}

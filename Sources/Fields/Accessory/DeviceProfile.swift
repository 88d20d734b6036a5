/// A device whose screen the keyboard model lays out; the raw value is the name specs and the CLI
/// use.
///
/// Screen sizes are Apple's published points (Human Interface Guidelines, "Layout", device screen
/// sizes); safe-area insets are the values the Xcode simulator reports for each device, as widely
/// published.
///
/// ```swift
/// DeviceProfile.iPhone15.screenSize(.landscape)   // (width: 852, height: 393)
/// DeviceProfile.iPhone15.safeArea(.portrait).bottom   // 34
/// ```
public enum DeviceProfile: String, CaseIterable, Sendable, Hashable {
  /// iPhone SE (2nd and 3rd generation): 375×667, a home button, no notch.
  case iPhoneSE = "iphone-se"
  /// iPhone 15: 393×852 with the Dynamic Island.
  case iPhone15 = "iphone-15"
  /// iPhone 15 Pro Max: 430×932 with the Dynamic Island.
  case iPhone15ProMax = "iphone-15-pro-max"
  /// iPad (10th generation): 820×1180.
  case iPad10 = "ipad-10"

  /// Whether the device is an iPad, whose keyboards and toolbars differ from an iPhone's.
  public var isPad: Bool { self == .iPad10 }

  /// The screen's size in points in an orientation; landscape swaps portrait's sides.
  public func screenSize(_ orientation: Orientation) -> (width: Double, height: Double) {
    let portrait: (width: Double, height: Double)
    switch self {
    case .iPhoneSE: portrait = (375, 667)
    case .iPhone15: portrait = (393, 852)
    case .iPhone15ProMax: portrait = (430, 932)
    case .iPad10: portrait = (820, 1180)
    }
    switch orientation {
    case .portrait: return portrait
    case .landscape: return (portrait.height, portrait.width)
    }
  }

  /// The safe area's insets in an orientation, as the simulator reports them.
  public func safeArea(_ orientation: Orientation) -> EdgeInsets {
    switch (self, orientation) {
    // The status bar's 20 points; in landscape iOS hides the status bar on iPhone.
    case (.iPhoneSE, .portrait): return EdgeInsets(top: 20)
    case (.iPhoneSE, .landscape): return EdgeInsets()
    // Dynamic Island devices: 59 at the top and the home indicator's 34 at the bottom; in
    // landscape the island's 59 moves to both sides and the home indicator keeps 21.
    case (.iPhone15, .portrait), (.iPhone15ProMax, .portrait):
      return EdgeInsets(top: 59, bottom: 34)
    case (.iPhone15, .landscape), (.iPhone15ProMax, .landscape):
      return EdgeInsets(left: 59, bottom: 21, right: 59)
    // iPad without a home button: the status bar's 24 and the home indicator's 20, either way up.
    case (.iPad10, _): return EdgeInsets(top: 24, bottom: 20)
    }
  }

  /// The whole screen as a rectangle at the origin.
  public func screen(_ orientation: Orientation) -> Rect {
    let size = screenSize(orientation)
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }
}

/// One keyboard notification as iOS posts it: which one, and the keyboard's frame before and after
/// its animation in screen coordinates.
///
/// Frames include the accessory bar on top, as `UIKeyboardFrameBeginUserInfoKey` and
/// `UIKeyboardFrameEndUserInfoKey` do. Duration and curve are the values iOS sends for its own
/// keyboard animation: 0.25 seconds and curve 7, a private curve outside `UIView.AnimationCurve`.
public struct KeyboardEvent: Sendable, Hashable, CustomStringConvertible {
  /// Which notification; the raw value is the notification's name without `UIKeyboard` and
  /// `Notification`.
  public enum Name: String, CaseIterable, Sendable, Hashable {
    /// `UIKeyboardWillShowNotification`.
    case willShow
    /// `UIKeyboardDidShowNotification`.
    case didShow
    /// `UIKeyboardWillChangeFrameNotification`.
    case willChangeFrame
    /// `UIKeyboardDidChangeFrameNotification`.
    case didChangeFrame
    /// `UIKeyboardWillHideNotification`.
    case willHide
    /// `UIKeyboardDidHideNotification`.
    case didHide
  }

  /// The animation's length in seconds iOS sends with every keyboard notification.
  public static let standardDuration = 0.25
  /// The animation curve iOS sends with every keyboard notification.
  public static let standardCurve = 7

  /// Which notification this is.
  public var name: Name
  /// The keyboard's frame before the animation.
  public var begin: Rect
  /// The keyboard's frame after the animation.
  public var end: Rect
  /// The animation's length in seconds.
  public var duration: Double
  /// The animation curve's raw value.
  public var curve: Int

  /// An event with iOS's standard duration and curve unless given.
  public init(
    _ name: Name, begin: Rect, end: Rect, duration: Double = standardDuration,
    curve: Int = standardCurve
  ) {
    self.name = name
    self.begin = begin
    self.end = end
    self.duration = duration
    self.curve = curve
  }

  /// `willShow {{0, 852}, {393, 380}} -> {{0, 472}, {393, 380}} 0.25s curve 7`.
  public var description: String {
    "\(name.rawValue) \(begin) -> \(end) \(duration)s curve \(curve)"
  }
}

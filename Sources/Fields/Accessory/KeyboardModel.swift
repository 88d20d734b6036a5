/// The keyboard at the bottom of a device's screen: shown, changed, rotated and hidden, with the
/// notifications iOS posts for each.
///
/// The order of the notifications is the one iOS logs (published with logs from iOS 8 to 10 in
/// Stack Overflow question 25946121, "Move my toolbar up or down based on keyboard and the
/// predictive text view"): `willChangeFrame`, `willShow`, `didChangeFrame`, `didShow` when the keyboard
/// appears or its frame changes while it is up, and `willChangeFrame`, `willHide`,
/// `didChangeFrame`, `didHide` when it goes. Apple documents only that the change-frame
/// notifications come immediately before and after the frame's change.
///
/// ```swift
/// var keyboard = KeyboardModel(device: .iPhone15)
/// keyboard.show(.keyboard(.default), accessory: true).map(\.name.rawValue)
/// // ["willChangeFrame", "willShow", "didChangeFrame", "didShow"]
/// keyboard.frame   // {{0, 472}, {393, 380}}: 336 of keyboard and a 44-point bar
/// ```
public struct KeyboardModel: Sendable, Hashable {
  /// The device whose screen the keyboard rises on.
  public let device: DeviceProfile
  /// Which way up the device is held.
  public private(set) var orientation: Orientation
  /// The keyboard or input view that is up; `nil` while the keyboard is hidden.
  public private(set) var input: KeyboardInput?
  /// Whether an accessory bar sits on the keyboard that is up.
  public private(set) var hasAccessory = false

  /// A hidden keyboard on a device held one way up.
  public init(device: DeviceProfile, orientation: Orientation = .portrait) {
    self.device = device
    self.orientation = orientation
  }

  /// Whether the keyboard is up.
  public var isShown: Bool { input != nil }

  /// The keyboard's frame in screen coordinates, accessory bar included; `nil` while hidden.
  public var frame: Rect? {
    input.map { shownFrame(input: $0, accessory: hasAccessory, orientation) }
  }

  /// Brings up a keyboard or input view for a field, or changes the one that is up when focus
  /// moves to another field.
  ///
  /// - Parameters:
  ///   - input: The field's keyboard or input view.
  ///   - accessory: Whether the field has an accessory bar on top.
  /// - Returns: The notifications iOS posts, in order; a change of field posts them too, with
  ///   equal frames when the height stays the same.
  public mutating func show(_ input: KeyboardInput, accessory: Bool) -> [KeyboardEvent] {
    let end = shownFrame(input: input, accessory: accessory, orientation)
    let begin = frame ?? offscreen(end)
    self.input = input
    hasAccessory = accessory
    return Self.sequence(.willShow, .didShow, begin: begin, end: end)
  }

  /// Dismisses the keyboard.
  ///
  /// - Returns: The notifications iOS posts, in order; none when the keyboard is already hidden.
  public mutating func hide() -> [KeyboardEvent] {
    guard let begin = frame else { return [] }
    input = nil
    hasAccessory = false
    return Self.sequence(.willHide, .didHide, begin: begin, end: offscreen(begin))
  }

  /// Turns the device; the keyboard that is up takes the new orientation's height and width.
  ///
  /// - Returns: The notifications iOS posts, in order; none when the keyboard is hidden or the
  ///   orientation stays the same.
  public mutating func rotate(to orientation: Orientation) -> [KeyboardEvent] {
    guard orientation != self.orientation else { return [] }
    let begin = frame
    self.orientation = orientation
    guard let begin, let end = frame else { return [] }
    return Self.sequence(.willShow, .didShow, begin: begin, end: end)
  }

  private func shownFrame(input: KeyboardInput, accessory: Bool, _ orientation: Orientation)
    -> Rect
  {
    let screen = device.screenSize(orientation)
    let bar = accessory ? KeyboardGeometry.accessoryBarHeight(on: device) : 0
    let height = KeyboardGeometry.height(of: input, on: device, orientation) + bar
    return Rect(x: 0, y: screen.height - height, width: screen.width, height: height)
  }

  /// The frame moved just below the screen's bottom edge, where iOS starts and ends its slide.
  private func offscreen(_ frame: Rect) -> Rect {
    Rect(
      x: frame.x, y: device.screenSize(orientation).height, width: frame.width,
      height: frame.height)
  }

  private static func sequence(
    _ will: KeyboardEvent.Name, _ did: KeyboardEvent.Name, begin: Rect, end: Rect
  ) -> [KeyboardEvent] {
    [.willChangeFrame, will, .didChangeFrame, did].map { KeyboardEvent($0, begin: begin, end: end) }
  }
}

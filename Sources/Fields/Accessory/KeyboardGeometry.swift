/// Heights in points of what rises from the bottom of the screen: keyboards, the accessory bar and
/// the picker input views, per device and orientation.
///
/// Apple publishes none of the keyboard heights; they are the heights the Xcode simulator reports
/// in `UIKeyboardFrameEndUserInfoKey` (English keyboard, QuickType bar on), as widely published,
/// and are marked approximate where sources disagree by a few points. Heights on devices with a
/// home indicator include the bottom safe area, as iOS's keyboard frames do.
///
/// ```swift
/// KeyboardGeometry.height(of: .keyboard(.default), on: .iPhone15, .portrait)   // 336
/// KeyboardGeometry.accessoryBarHeight(on: .iPhone15)                            // 44
/// ```
public enum KeyboardGeometry {
  /// Whether a keyboard type is a digit pad, which has no QuickType bar and is shorter on iPhone.
  ///
  /// On iPad the pads show the full keyboard's number layer, so they are as tall as it is.
  public static func isPad(_ type: KeyboardType) -> Bool {
    switch type {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: return true
    case .default, .asciiCapable, .numbersAndPunctuation, .url, .namePhonePad, .emailAddress,
      .twitter, .webSearch:
      return false
    }
  }

  /// The height of a keyboard or input view alone, without an accessory bar.
  public static func height(
    of input: KeyboardInput, on device: DeviceProfile, _ orientation: Orientation
  ) -> Double {
    switch input {
    case .keyboard(let type): return keyboardHeight(type, on: device, orientation)
    case .datePicker, .picker: return inputViewHeight(on: device, orientation)
    }
  }

  /// The height of a system keyboard, QuickType bar included where the type has one.
  public static func keyboardHeight(
    _ type: KeyboardType, on device: DeviceProfile, _ orientation: Orientation
  ) -> Double {
    let pad = isPad(type)
    switch (device, orientation) {
    // iPhone SE: 216 is the classic 4.7-inch keyboard, 44 more with the QuickType bar (simulator,
    // widely published); landscape 162 and 194 likewise.
    case (.iPhoneSE, .portrait): return pad ? 216 : 260
    case (.iPhoneSE, .landscape): return pad ? 162 : 194
    // iPhone 15: 336 for letters and 291 for pads, home indicator included (simulator, widely
    // published for the 6.1-inch Dynamic Island phones); landscape approximate.
    case (.iPhone15, .portrait): return pad ? 291 : 336
    case (.iPhone15, .landscape): return pad ? 171 : 209
    // iPhone 15 Pro Max: 346 and 301 (simulator, widely published); landscape approximate.
    case (.iPhone15ProMax, .portrait): return pad ? 301 : 346
    case (.iPhone15ProMax, .landscape): return pad ? 171 : 209
    // iPad 10th generation: approximate simulator values; pads show the full keyboard.
    case (.iPad10, .portrait): return 313
    case (.iPad10, .landscape): return 398
    }
  }

  /// The height of the date picker's and picker's input view.
  ///
  /// `UIPickerView`'s wheels are 216 points tall, 162 in an iPhone's landscape (its compact
  /// height, Apple's UIKit documentation and simulator); iOS extends an input view through the
  /// bottom safe area, so the inset is added (approximate on iPad).
  public static func inputViewHeight(on device: DeviceProfile, _ orientation: Orientation) -> Double
  {
    let wheels: Double = device.isPad || orientation == .portrait ? 216 : 162
    return wheels + device.safeArea(orientation).bottom
  }

  /// The height of the accessory bar above a keyboard or input view.
  ///
  /// A `UIToolbar` sized to fit is 44 points tall on iPhone (Apple's Human Interface Guidelines,
  /// toolbars) and 50 on iPad since iOS 12 (simulator, approximate).
  public static func accessoryBarHeight(on device: DeviceProfile) -> Double {
    device.isPad ? 50 : 44
  }
}

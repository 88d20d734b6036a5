// MARK: - Frames

extension Session {
  /// `show frames`: a line per element that rises from the bottom of the screen, in screen
  /// coordinates: `keyboard X Y W H` (its accessory bar included, as iOS's notifications give
  /// it), `accessory`, `docked` and `inputView` (a picker in place of the keyboard).
  func showFrames() -> [String] {
    let lines = frames().map { "\($0.name) \($0.frame.spacedDescription)" }
    return lines.isEmpty ? ["frames: none"] : lines
  }

  /// The elements on screen with their frames, in the order `show frames` prints them.
  func frames() -> [(name: String, frame: Rect)] {
    var frames: [(name: String, frame: Rect)] = []
    let bar = keyboard.hasAccessory ? KeyboardGeometry.accessoryBarHeight(on: keyboard.device) : 0
    if let frame = keyboard.frame, case .keyboard = keyboard.input {
      frames.append(("keyboard", frame))
    }
    if let frame = keyboard.frame, bar > 0 {
      frames.append(("accessory", Rect(x: frame.x, y: frame.y, width: frame.width, height: bar)))
    }
    if docked.isVisible { frames.append(("docked", docked.frame)) }
    if let frame = keyboard.frame, keyboard.input == .datePicker || keyboard.input == .picker {
      let wheels = Rect(
        x: frame.x, y: frame.y + bar, width: frame.width, height: frame.height - bar)
      frames.append(("inputView", wheels))
    }
    return frames
  }
}

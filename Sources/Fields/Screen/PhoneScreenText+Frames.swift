// MARK: - Frames

extension PhoneScreenText {
  /// A line per element that rises from the bottom of the screen, in screen coordinates:
  /// `keyboard X Y W H` (its accessory bar included, as iOS's notifications give it),
  /// `accessory`, `docked` and `inputView` (a picker in place of the keyboard); `frames: none`
  /// when nothing is up.
  var frameLines: [String] {
    let frames: [(name: String, frame: Rect?)] = [
      ("keyboard", screen.keyboardFrame), ("accessory", screen.accessoryBarFrame),
      ("docked", screen.dockedBarFrame), ("inputView", screen.inputViewFrame),
    ]
    let lines = frames.compactMap { element in
      element.frame.map { "\(element.name) \($0.spacedDescription)" }
    }
    return lines.isEmpty ? ["frames: none"] : lines
  }
}

extension TerminalLine {
  /// How a run of a line is marked when colour is on.
  enum Style: Sendable, Equatable {
    /// No mark.
    case plain
    /// What the keys act on: the marked row, the focused wheel. Reverse video.
    case marked
    /// What is chosen but not acted on: a wheel's selected row, the switch's side. Bold.
    case chosen
    /// What is there to read around the choice: hints, a wheel's neighbouring rows. Faint.
    case faint

    /// The text between this style's SGR code and the code that resets it.
    ///
    /// - Parameter text: The run's text.
    /// - Returns: The text itself when the style is plain.
    func wrapping(_ text: String) -> String {
      let code: String
      switch self {
      case .plain: return text
      case .marked: code = "7"
      case .chosen: code = "1"
      case .faint: code = "2"
      }
      return "\u{1B}[" + code + "m" + text + "\u{1B}[0m"
    }
  }
}

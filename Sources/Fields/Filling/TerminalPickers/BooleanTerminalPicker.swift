/// A boolean field at a terminal: a switch between the language's yes and no.
///
/// ```swift
/// var picker = BooleanTerminalPicker(isOn: false, catalog: try MessageCatalog(locale: "de_DE"))
/// picker.lines(width: 40, colour: false)   // ["( ) ja  (●) nein"]
/// picker.handle(.text("j"))                // .redraw: on
/// picker.handle(.enter)                    // .answer("true")
/// ```
///
/// ## Keys
/// ← → and Space flip the switch; `y` or the first letter of the catalog's `answer.yes`
/// (folded, so `J` and `j` alike) turn it on, `n` or that of `answer.no` off; Return answers
/// `true` or `false`.
///
/// ## Drawing
/// One line with both words, the chosen one after `(●)` and the other after `( )`; with
/// colour the chosen one is in reverse video too.
package struct BooleanTerminalPicker: TerminalPicker, Sendable {
  /// Whether the switch is on.
  package private(set) var isOn: Bool
  /// The language's yes, from the catalog's `answer.yes`.
  private let yes: String
  /// The language's no, from the catalog's `answer.no`.
  private let no: String
  /// The folded letters that turn the switch on.
  private let onKeys: Set<Character>
  /// The folded letters that turn the switch off.
  private let offKeys: Set<Character>

  /// Makes the switch.
  ///
  /// - Parameters:
  ///   - isOn: Where it starts: the field's value, else off.
  ///   - catalog: The form's messages, for the words yes and no.
  package init(isOn: Bool, catalog: MessageCatalog) {
    self.isOn = isOn
    yes = TerminalPickerRows.text(catalog, "answer.yes")
    no = TerminalPickerRows.text(catalog, "answer.no")
    // A language whose yes and no start alike keeps only `y` and `n`.
    let yesKey = Form.fold(yes).first
    let noKey = Form.fold(no).first
    let clash = yesKey == noKey
    onKeys = Set(["y"] + (clash ? [] : [yesKey].compactMap { $0 }))
    offKeys = Set(["n"] + (clash ? [] : [noKey].compactMap { $0 }))
  }

  // MARK: - TerminalPicker

  /// Flips or sets the switch, or answers; see the type's "Keys".
  ///
  /// - Parameter key: The key pressed.
  /// - Returns: ``TerminalPickerOutcome/answer(_:)`` with `true` or `false` on Return.
  package mutating func handle(_ key: TerminalKey) -> TerminalPickerOutcome {
    switch key {
    case .left, .right, .space:
      isOn.toggle()
    case .text(let text):
      guard let typed = Form.fold(text).first else { break }
      if onKeys.contains(typed) {
        isOn = true
      } else if offKeys.contains(typed) {
        isOn = false
      }
    case .enter:
      return .answer(isOn ? "true" : "false")
    default:
      break
    }
    return .redraw
  }

  /// The switch's line, at most `width` columns.
  ///
  /// - Parameters:
  ///   - width: The terminal's columns.
  ///   - colour: Whether to show the chosen word in reverse video as well.
  /// - Returns: One line.
  package func lines(width: Int, colour: Bool) -> [String] {
    /// One word of the switch, after its radio button.
    func side(_ word: String, chosen: Bool) -> (text: String, style: TerminalLine.Style) {
      (chosen ? "(●) " + word : "( ) " + word, chosen ? .marked : .plain)
    }
    let line = TerminalLine([side(yes, chosen: isOn), ("  ", .plain), side(no, chosen: !isOn)])
    return [line.rendered(width: width, colour: colour)]
  }
}

/// Text measured and cut in terminal columns, so that a picker's lines never wrap.
///
/// ```swift
/// TerminalText.width("Zürich")                 // 6
/// TerminalText.width("東京")                    // 4: wide characters take two columns
/// TerminalText.truncated("Zürich", toWidth: 4) // "Zür…"
/// ```
///
/// A grapheme cluster is as wide as its widest code point (East Asian Wide and Fullwidth
/// characters and emoji shown as pictures take 2; combining marks, joiners, variation
/// selectors and format characters 0; the rest 1), or 2 when it asks for emoji presentation
/// with U+FE0F, as terminals draw them. Right-to-left text is measured in its logical order.
///
/// Costs time linear in the text's length.
package enum TerminalText {
  /// The columns a terminal takes to show a text.
  ///
  /// - Parameter text: Text without control characters or SGR codes.
  /// - Returns: The sum of its grapheme clusters' widths.
  package static func width(_ text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + width(of: $1) }
  }

  /// The columns one grapheme cluster takes: 0, 1 or 2.
  ///
  /// - Parameter character: The cluster.
  /// - Returns: 2 when it asks for emoji presentation, else its widest code point's width.
  package static func width(of character: Character) -> Int {
    var widest = 0
    for scalar in character.unicodeScalars {
      // VARIATION SELECTOR-16 turns a text character such as ☺ or © into an emoji picture.
      if scalar == emojiPresentation { return 2 }
      widest = max(widest, ICU.columns(of: scalar))
    }
    return min(widest, 2)
  }

  /// A text cut to fit a number of columns, at a grapheme cluster boundary, with `…` at its
  /// end when it was cut.
  ///
  /// - Parameters:
  ///   - text: Text without control characters or SGR codes.
  ///   - width: The columns available; the result is empty when there are none.
  /// - Returns: The text itself when it fits, else its longest start that fits with `…`.
  package static func truncated(_ text: some StringProtocol, toWidth width: Int) -> String {
    guard width > 0 else { return "" }
    if Self.width(text) <= width { return String(text) }
    var kept = ""
    var used = 0
    for character in text {
      let columns = Self.width(of: character)
      // One column stays free for the ellipsis.
      guard used + columns <= width - 1 else { break }
      kept.append(character)
      used += columns
    }
    return kept + ellipsis
  }

  // MARK: - Internals

  /// What shows that a line was cut.
  static let ellipsis = "…"

  /// VARIATION SELECTOR-16, which asks for the emoji picture of the character before it.
  private static let emojiPresentation: Unicode.Scalar = "\u{FE0F}"
}

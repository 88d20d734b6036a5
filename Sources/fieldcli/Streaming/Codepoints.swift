/// Spells out characters that cannot be told apart on a screen.
enum Codepoints {
  /// The text with every space other than U+0020, every control and every format character
  /// (U+202F before AM/PM in ICU 72, U+200F and U+061C in Arabic and Hebrew) written as
  /// `U+XXXX`.
  static func spelledOut(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if isHidden(scalar) {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar == " " { return false }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return true
    default: return false
    }
  }
}

/// Text and attribute values made safe to place in an HTML page.
///
/// ```swift
/// HTMLEscaping.text("Fish & <Chips>")        // "Fish &amp; &lt;Chips&gt;"
/// HTMLEscaping.attribute("say \"hi\" 'now'") // "say &quot;hi&quot; &#39;now&#39;"
/// ```
///
/// Both escape the same characters, so a value is safe wherever it goes: `&`, `<`, `>`, both
/// quotes, a carriage return (which the HTML parser would turn into a line feed), and U+0000
/// (which no HTML text can hold: it is written as the U+FFFD the parser would make of it).
enum HTMLEscaping {
  /// Escapes text for an element's content.
  static func text(_ text: String) -> String { escaped(text) }

  /// Escapes a value for a double-quoted attribute.
  static func attribute(_ value: String) -> String { escaped(value) }

  private static func escaped(_ text: String) -> String {
    // Most labels and names need nothing: copy them as they are.
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\r": result += "&#13;"
      case "\u{0}": result += "&#xFFFD;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  private static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "&", "<", ">", "\"", "'", "\r", "\u{0}": return true
    default: return false
    }
  }
}

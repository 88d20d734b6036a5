/// A field of a tab-separated result line, or any text that must stay on one line.
package enum TSVText {
  /// The text with backslash, tab, carriage return and line feed written as `\\`, `\t`, `\r`
  /// and `\n`, so that a value holding them stays one field on one line.
  package static func field(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { "\\\t\r\n".unicodeScalars.contains($0) }) else {
      return text
    }
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\n": output += "\\n"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}

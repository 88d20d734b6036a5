/// A field of a tab-separated result line, or any text that must stay on one line.
package enum TSVText {
  /// The text with backslash, tab, carriage return and line feed written as `\\`, `\t`, `\r`
  /// and `\n`, so that a value holding them stays one field on one line.
  package static func field(_ text: String) -> String {
    // Most fields hold none of the four; finding that a word of UTF-8 at a time is cheap.
    guard
      text.containsUTF8Byte(where: {
        $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
          || $0 == UInt8(ascii: "\n")
      })
    else { return text }
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

/// A field of a tab-separated result line, as `validate --format tsv` writes it.
enum TSVText {
  /// The text with backslash, tab, carriage return and line feed written as `\\`, `\t`, `\r`
  /// and `\n`, so that a value holding them stays one field on one line.
  static func field(_ text: String) -> String {
    // Most fields hold none of the four: one pass over the UTF-8, with no copy, finds that.
    var scanned = text
    let needsEscape = scanned.withUTF8 { bytes in
      bytes.contains {
        $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r")
          || $0 == UInt8(ascii: "\n")
      }
    }
    guard needsEscape else { return text }
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

/// JSON text for the values `validate --format jsonl`, `fill` and `session` write.
package enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else
  /// as UTF-8.
  package static func string(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// A string literal, or `null`.
  package static func optional(_ text: String?) -> String { text.map(string) ?? "null" }
}

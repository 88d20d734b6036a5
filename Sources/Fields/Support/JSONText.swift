/// JSON text for the values `validate --format jsonl`, `fill` and `session` write.
package enum JSONText {
  /// A JSON string literal: quotes, backslashes and control characters escaped, everything else
  /// as UTF-8.
  package static func string(_ text: String) -> String {
    // Most texts need no escape; finding that in their UTF-8 is much cheaper than copying them
    // a scalar at a time.
    if !needsEscape(text) { return "\"" + text + "\"" }
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

  /// Appends a text as a JSON string literal to UTF-8 output, as ``string(_:)`` writes it.
  package static func append(_ text: String, to output: inout [UInt8]) {
    guard !needsEscape(text) else {
      output.append(contentsOf: string(text).utf8)
      return
    }
    output.append(UInt8(ascii: "\""))
    output.append(contentsOf: text.utf8)
    output.append(UInt8(ascii: "\""))
  }

  /// Whether a text holds a quote, a backslash, a control character, U+2028 or U+2029.
  private static func needsEscape(_ text: String) -> Bool {
    // Only non-ASCII text can hold U+2028 (E2 80 A8) or U+2029 (E2 80 A9); it is looked at a
    // byte at a time from its first non-ASCII word on.
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    return text.containsUTF8Byte { byte in
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return true }
      if byte == 0xA8 || byte == 0xA9, previous == 0x80, beforePrevious == 0xE2 { return true }
      beforePrevious = previous
      previous = byte
      return false
    }
  }

  /// A string literal, or `null`.
  package static func optional(_ text: String?) -> String { text.map(string) ?? "null" }
}

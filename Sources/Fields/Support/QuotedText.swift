/// User text shown inside a message or a result line, safe on one line.
///
/// Every message of Fields is one line. Text from a user (a typed value, a field name, a form's
/// title, a command) can hold line breaks, NUL, escape sequences that drive a terminal, or a
/// megabyte of anything; shown raw it would split the line, rewrite the screen or flood it.
package enum QuotedText {
  /// The most characters of a user's text a message repeats.
  package static let shownCharacterLimit = 64

  /// The text in single quotes, with control characters and line separators escaped and at
  /// most 64 characters shown; a longer text is cut and its length noted:
  /// `'aaa…' (100000 characters)`.
  package static func quoted(_ value: String) -> String {
    quoted(value, characterCount: value.count)
  }

  /// The text quoted as ``quoted(_:)`` does, its length noted from `characterCount` when cut.
  ///
  /// For a text that grows while its length is kept, such as the docked bar's: counting a long
  /// text each time it is shown makes many small additions cost time quadratic in their number.
  package static func quoted(_ value: String, characterCount: @autoclosure () -> Int) -> String {
    var shown = ""
    var count = 0
    for character in value {
      if count == shownCharacterLimit {
        return "'" + shown + "…' (\(characterCount()) characters)"
      }
      count += 1
      for scalar in character.unicodeScalars { append(scalar, to: &shown) }
    }
    return "'" + shown + "'"
  }

  /// The text with control characters and line separators escaped, and nothing cut: for a
  /// whole result line that may already hold quoted text.
  package static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var result = ""
    for scalar in text.unicodeScalars { append(scalar, to: &result) }
    return result
  }

  /// Whether a scalar would break a line or reach the terminal as a command: C0 and C1 controls
  /// (U+0085 among them), DEL, and U+2028 and U+2029.
  package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  private static func append(_ scalar: Unicode.Scalar, to text: inout String) {
    guard needsEscape(scalar) else {
      text.unicodeScalars.append(scalar)
      return
    }
    switch scalar {
    case "\t": text += "\\t"
    case "\n": text += "\\n"
    case "\r": text += "\\r"
    default: text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// The text with backslash, tab, carriage return and line feed written as `\\`, `\t`, `\r`
  /// and `\n`, so that a value holding them stays on one line: a field of a tab-separated
  /// result (`fieldcli validate`), or a field's text on the drawn phone screen.
  package static func oneLine(_ text: String) -> String {
    // Most values hold none of the four; finding that a word of UTF-8 at a time is cheap.
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

/// User text in single quotes, safe on one line; see ``QuotedText/quoted(_:)``.
package func quoted(_ value: String) -> String { QuotedText.quoted(value) }

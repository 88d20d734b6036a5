import Testing

@testable import Fields

/// The word-at-a-time byte scan behind JSON escaping and line-break stripping must find every
/// special byte wherever it sits in its word of eight.
struct StringByteScanTests {
  /// JSON escaping a scalar at a time, the plain way.
  static func escapedPlainly(_ text: String) -> String {
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

  static let specials: [String] = [
    "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{2028}", "\u{2029}", "é", "😀", "\u{7F}",
    " ", "!", "#", "[", "]", "\u{2027}", "\u{202A}",
  ]

  @Test func jsonString_specialAtEveryPlaceOfLongerTexts_escapesAsThePlainWay() {
    for length in 0..<20 {
      for place in 0...length {
        for special in Self.specials {
          var text = String(repeating: "a", count: length)
          text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: place))
          #expect(JSONText.string(text) == Self.escapedPlainly(text), "\(length) \(place)")
        }
      }
    }
  }

  @Test func containsUTF8Byte_everyByteValueAtEveryPlace_isFound() {
    for place in 0..<17 {
      for value in UInt8(0)...UInt8(0x7F) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 17)
        bytes[place] = value
        let text = String(decoding: bytes, as: UTF8.self)
        let isLineBreak = value == 0x0A || value == 0x0D
        #expect(text.containsUTF8Byte(where: { $0 == 0x0A || $0 == 0x0D }) == isLineBreak)
      }
    }
  }

  @Test func oneLine_specialAtEveryPlaceOfLongerTexts_escapesAsThePlainWay() {
    for length in 0..<20 {
      for place in 0...length {
        for special in Self.specials {
          var text = String(repeating: "a", count: length)
          text.insert(contentsOf: special, at: text.index(text.startIndex, offsetBy: place))
          var expected = ""
          for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": expected += "\\\\"
            case "\t": expected += "\\t"
            case "\r": expected += "\\r"
            case "\n": expected += "\\n"
            default: expected.unicodeScalars.append(scalar)
            }
          }
          #expect(QuotedText.oneLine(text) == expected, "\(length) \(place)")
        }
      }
    }
  }

  @Test func stripLineBreaks_breaksAfterLongASCII_areRemoved() {
    #expect(HTMLSanitization.stripLineBreaks("abcdefghij\nklmnopq\r\n") == "abcdefghijklmnopq")
    #expect(HTMLSanitization.stripLineBreaks("abcdefghijklmnopq") == "abcdefghijklmnopq")
  }
}

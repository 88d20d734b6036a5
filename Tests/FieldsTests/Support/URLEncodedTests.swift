import Testing

@testable import Fields

/// The WHATWG URL Standard's application/x-www-form-urlencoded parser, case by case.
///
/// The standard: https://url.spec.whatwg.org/#urlencoded-parsing. The cases are written from
/// the standard's steps; web-platform-tests' `urlencoded-parser-data.json` covers the same
/// ground but is not among the conformance files this repository copies.
struct URLEncodedTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var input: [UInt8]
    var output: [[String]]
    var testDescription: String { id }

    init(_ id: String, _ input: String, _ output: [[String]]) {
      self.init(id, Array(input.utf8), output)
    }

    init(_ id: String, _ input: [UInt8], _ output: [[String]]) {
      self.id = id
      self.input = input
      self.output = output
    }
  }

  static let cases: [Case] = [
    Case("empty", "", []),
    Case("nameOnly", "a", [["a", ""]]),
    Case("nameAndValue", "a=b", [["a", "b"]]),
    Case("emptyValue", "a=", [["a", ""]]),
    Case("emptyName", "=b", [["", "b"]]),
    Case("ampersandOnly", "&", []),
    Case("leadingAmpersand", "&a", [["a", ""]]),
    Case("trailingAmpersand", "a&", [["a", ""]]),
    Case("repeatedName", "a&a", [["a", ""], ["a", ""]]),
    Case("threeNames", "a&b&c", [["a", ""], ["b", ""], ["c", ""]]),
    Case("twoPairs", "a=b&c=d", [["a", "b"], ["c", "d"]]),
    Case("emptySequencesSkipped", "&&&a=b&&&&c=d&", [["a", "b"], ["c", "d"]]),
    Case("repeatedNameKeepsOrder", "a=a&a=b&a=c", [["a", "a"], ["a", "b"], ["a", "c"]]),
    Case("firstEqualsSplits", "a==a", [["a", "=a"]]),
    Case("plusIsSpace", "a=a+b+c+d", [["a", "a b c d"]]),
    Case("encodedPlusIsPlus", "a=%2B", [["a", "+"]]),
    Case("lonePercent", "%=a", [["%", "a"]]),
    Case("percentOneHexDigit", "%a=a", [["%a", "a"]]),
    Case("percentNotHex", "%a_=a", [["%a_", "a"]]),
    Case("percentDecoded", "%61=a", [["a", "a"]]),
    Case("percentEitherCase", "%61+%4d%4D=", [["a MM", ""]]),
    Case("trailingPercent", "id=0&value=%", [["id", "0"], ["value", "%"]]),
    Case("percentThenNonHex", "b=%2sf%2a", [["b", "%2sf*"]]),
    Case("percentBeforePercent", "b=%2%2af%2a", [["b", "%2*f*"]]),
    Case("doublePercent", "b=%%2a", [["b", "%*"]]),
    Case("encodedAmpersandAndEquals", "a=%26%3D", [["a", "&="]]),
    Case("rawNonASCII", "†&†=x", [["†", ""], ["†", "x"]]),
    Case("utf8Decoded", "city=K%C3%B6ln", [["city", "Köln"]]),
    Case("bomKept", "\u{FEFF}test=\u{FEFF}", [["\u{FEFF}test", "\u{FEFF}"]]),
    Case("encodedBOMKept", "%EF%BB%BFtest=%EF%BB%BF", [["\u{FEFF}test", "\u{FEFF}"]]),
    Case("noncharacterKept", "%EF%BF%BF=%EF%BF%BF", [["\u{FFFF}", "\u{FFFF}"]]),
    Case("invalidBytesReplaced", "%FE%FF", [["\u{FFFD}\u{FFFD}", ""]]),
    Case("invalidBytesReplacedReversed", "%FF%FE", [["\u{FFFD}\u{FFFD}", ""]]),
    Case("truncatedSequence", "%C2", [["\u{FFFD}", ""]]),
    Case("truncatedSequenceThenASCII", "%C2x", [["\u{FFFD}x", ""]]),
    Case(
      "charsetIgnored", "_charset_=windows-1252&test=%C2x",
      [["_charset_", "windows-1252"], ["test", "\u{FFFD}x"]]),
    Case("rawInvalidByteReplaced", [0x61, 0x3D, 0xFF], [["a", "\u{FFFD}"]]),
    Case("rawNULKept", [0x61, 0x3D, 0x00], [["a", "\u{0}"]]),
  ]

  @Test(arguments: cases)
  func parse_case_givesTheStandardsPairs(_ row: Case) {
    let pairs = URLEncoded.parse(row.input).map { [$0.name, $0.value] }
    #expect(pairs == row.output)
  }

  @Test func serialize_thenParse_givesTheSamePairs() {
    let entries = [
      FormEntry(name: "a b", value: "x+y&z=1%"), FormEntry(name: "Köln", value: "\u{1F600}"),
      FormEntry(name: "", value: ""), FormEntry(name: "t", value: "line\r\nbreak"),
    ]
    let body = URLEncoded.serialize(entries)
    #expect(body == "a+b=x%2By%26z%3D1%25&K%C3%B6ln=%F0%9F%98%80&=&t=line%0D%0Abreak")
    #expect(URLEncoded.parse(Array(body.utf8)) == entries)
  }
}

import Testing

@testable import Fields

/// `JSONSource` places a byte offset as the parser used to count for every byte: lines from 1
/// at each newline, columns from 1 in scalars.
struct JSONSourceTests {
  /// The line and column counted a byte at a time, the definition the index must keep.
  static func counted(_ text: String, _ offset: Int) -> JSONValue.Position {
    var line = 1
    var column = 1
    for byte in text.utf8.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONValue.Position(line: line, column: column)
  }

  static let texts: [(id: String, text: String)] = [
    ("empty", ""),
    ("oneLine", #"{"a": 1}"#),
    ("lines", "{\n  \"a\": tru\n}\n"),
    ("crlf", "{\r\n\"é\": 1,\r\n\"b\": 2}"),
    ("nonASCII", "{\"日本\": \"😀é\",\n\"ä\": [\"Käse\", \"Schinken\"]}"),
    (
      "longLineAcrossBlocks",
      "[" + Array(repeating: "\"Bücher 😀 é\"", count: 40).joined(separator: ", ") + "]\n[1]"
    ),
    ("newlinesOnly", "\n\n\n"),
  ]

  @Test(arguments: texts.map(\.id))
  func position_everyOffset_isTheCountedLineAndColumn(id: String) {
    let text = Self.texts.first { $0.id == id }?.text ?? ""
    let source = JSONSource(file: "f", text: text)
    var bytes = Array(text.utf8)
    let count = bytes.count
    // Every offset, in an order that is no scan, and past the end.
    let offsets = (0...count).reversed() + [count + 5]
    for offset in offsets {
      let expected = Self.counted(text, offset)
      #expect(source.position(of: offset) == expected, "offset \(offset)")
      let once = bytes.withUnsafeMutableBufferPointer {
        JSONSource.position(of: offset, in: UnsafeBufferPointer($0))
      }
      #expect(once == expected, "offset \(offset), counted once")
    }
  }

  @Test func formSpecError_atAnOffset_namesTheFileLineAndColumn() {
    let source = JSONSource(file: "form.json", text: "{\n  \"é\": tru }")
    let error = FormSpecError(in: source, at: 10, "Expected 'true'.")
    #expect(error.description == "form.json:2:8: Expected 'true'.")
  }
}

import Testing

@testable import Fields

// The parser as it was before it read by bytes without counting lines and columns for each:
// the reference its errors and positions must equal, byte for byte. It counts a line and column
// at every byte and notes them where each value and key starts, to pin `JSONSource`'s.

extension JSONValue {
  /// Parses a whole JSON text as the old parser did.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - file: The file name for errors.
  ///   - unit: What the text is, for messages about its end: "file", or "submission".
  /// - Returns: The top value, and the line and column counted at each value's and key's
  ///   offset.
  /// - Throws: ``FormSpecError`` at the first character that is not JSON.
  static func referenceParse(_ text: String, file: String, unit: String = "file")
    throws(FormSpecError)
    -> (value: JSONValue, places: [Int: JSONValue.Position])
  {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(FormSpecError) -> (value: JSONValue, places: [Int: JSONValue.Position]) in
        var parser = ReferenceJSONParser(bytes: bytes, file: file, unit: unit)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
          throw parser.error(
            "Expected the end of the \(unit) after the top value, found \(parser.found).")
        }
        return (value, parser.places)
      }
    }
    return try result.get()
  }
}

/// A recursive-descent JSON parser over UTF-8 that tracks lines and columns.
///
/// It reads the bytes of a valid Swift string, so every byte sequence is valid UTF-8; a run of
/// a string without escapes becomes a `String` in one copy. (Over an array of scalars, each
/// scalar appended on its own, it cost a submission of `fieldcli check` more than its checks.)
private struct ReferenceJSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  /// What the text is: "file" or "submission".
  let unit: String
  var index = 0
  var line = 1
  var column = 1
  /// The line and column counted where each value and key starts, by offset.
  var places: [Int: JSONValue.Position] = [:]

  /// Deeper nesting than any form needs is refused rather than risking the stack.
  static let maximumDepth = 64

  init(bytes: UnsafeBufferPointer<UInt8>, file: String, unit: String) {
    self.bytes = bytes
    self.file = file
    self.unit = unit
  }

  var position: JSONValue.Position { JSONValue.Position(line: line, column: column) }
  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// The current character, quoted, for messages.
  var found: String {
    guard let current else { return "the end of the \(unit)" }
    if current < 0x20 { return "U+" + String(current, radix: 16, uppercase: true) }
    // The scalar that starts here: its lead byte says how many bytes it has.
    let length = current < 0x80 ? 1 : current < 0xE0 ? 2 : current < 0xF0 ? 3 : 4
    let end = min(bytes.count, index + length)
    return "'" + String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
      + "'"
  }

  func error(_ message: String) -> FormSpecError {
    FormSpecError(file: file, at: position, message)
  }

  /// Moves past one byte; columns count scalars, so a continuation byte adds none.
  mutating func advance() {
    guard let current else { return }
    index += 1
    if current == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if current & 0xC0 != 0x80 {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let current,
      current == UInt8(ascii: " ") || current == UInt8(ascii: "\t")
        || current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r")
    {
      advance()
    }
  }

  /// Moves past `byte`, or throws naming what was expected; the message is made only then.
  mutating func expect(_ byte: Unicode.Scalar, _ what: @autoclosure () -> String)
    throws(FormSpecError)
  {
    guard current == UInt8(byte.value) else { throw error("Expected \(what()), found \(found).") }
    advance()
  }

  mutating func value(depth: Int) throws(FormSpecError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("Values are nested more than \(Self.maximumDepth) deep.")
    }
    let start = index
    places[index] = position
    switch current {
    case UInt8(ascii: "{"):
      return JSONValue(kind: .object(try object(depth: depth)), offset: start)
    case UInt8(ascii: "["): return JSONValue(kind: .array(try array(depth: depth)), offset: start)
    case UInt8(ascii: "\""): return JSONValue(kind: .string(try string()), offset: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return JSONValue(kind: .bool(true), offset: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return JSONValue(kind: .bool(false), offset: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return JSONValue(kind: .null, offset: start)
    case let byte? where byte == UInt8(ascii: "-") || Self.isDigit(byte):
      return JSONValue(kind: .number(try number()), offset: start)
    default:
      throw error(
        "Expected a value (an object, array, string, number, true, false or null), found \(found).")
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  mutating func literal(_ word: StaticString) throws(FormSpecError) {
    let text = word.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
    for byte in text.utf8 {
      guard current == byte else { throw error("Expected '\(text)', found \(found).") }
      advance()
    }
  }

  mutating func object(depth: Int) throws(FormSpecError) -> [JSONValue.Member] {
    advance()
    skipWhitespace()
    var members: [JSONValue.Member] = []
    if current == UInt8(ascii: "}") {
      advance()
      return members
    }
    // The keys seen so far, beside the members that keep their order: searching the members
    // for each key made an object of n keys cost n² comparisons.
    var keys: Set<String> = []
    while true {
      let keyPosition = position
      let keyOffset = index
      places[index] = keyPosition
      guard current == UInt8(ascii: "\"") else {
        throw error("Expected a key in double quotes, found \(found).")
      }
      let key = try string()
      if !keys.insert(key).inserted {
        throw FormSpecError(
          file: file, at: keyPosition, "The key \(quoted(key)) appears twice in this object.")
      }
      skipWhitespace()
      try expect(":", "':' after the key \(quoted(key))")
      skipWhitespace()
      members.append(
        JSONValue.Member(key: key, keyOffset: keyOffset, value: try value(depth: depth + 1)))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        skipWhitespace()
        continue
      }
      try expect("}", "',' or '}' after the value of \(quoted(key))")
      return members
    }
  }

  mutating func array(depth: Int) throws(FormSpecError) -> [JSONValue] {
    advance()
    skipWhitespace()
    var elements: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      advance()
      return elements
    }
    while true {
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        advance()
        skipWhitespace()
        continue
      }
      try expect("]", "',' or ']' after an element")
      return elements
    }
  }

  mutating func string() throws(FormSpecError) -> String {
    advance()
    var result = ""
    while true {
      // A run without quotes, escapes or controls is copied at once.
      let start = index
      while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"),
        byte >= 0x20
      {
        advance()
      }
      if index > start {
        result += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      }
      guard let byte = current else {
        throw error("Expected '\"' to end the string, found the end of the \(unit).")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        return result
      case UInt8(ascii: "\\"):
        advance()
        result.unicodeScalars.append(try escape())
      default:
        throw error(
          "Expected '\\n' or another escape instead of a control character (\(found)) in a string.")
      }
    }
  }

  mutating func escape() throws(FormSpecError) -> Unicode.Scalar {
    guard let byte = current else {
      throw error("Expected an escape after '\\', found the end of the \(unit).")
    }
    let shown = found
    advance()
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return Unicode.Scalar(byte)
    case UInt8(ascii: "b"): return "\u{8}"
    case UInt8(ascii: "f"): return "\u{C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try hexQuad()
      if (0xD800...0xDBFF).contains(high) {
        guard current == UInt8(ascii: "\\") else { return "\u{FFFD}" }
        advance()
        try expect("u", "'u' after '\\' to complete a surrogate pair")
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low),
          let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { return "\u{FFFD}" }
        return combined
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      throw error(
        "Expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found \(shown)."
      )
    }
  }

  mutating func hexQuad() throws(FormSpecError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue,
        byte < 0x80
      else {
        throw error("Expected four hexadecimal digits after '\\u', found \(found).")
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  mutating func number() throws(FormSpecError) -> String {
    let start = index
    func digits(_ parser: inout ReferenceJSONParser) -> Int {
      var count = 0
      while let current = parser.current, Self.isDigit(current) {
        parser.advance()
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
    } else if digits(&self) == 0 {
      throw error("Expected a digit in a number, found \(found).")
    }
    if current == UInt8(ascii: ".") {
      advance()
      guard digits(&self) > 0 else { throw error("Expected a digit after '.', found \(found).") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      guard digits(&self) > 0 else {
        throw error("Expected a digit in the exponent, found \(found).")
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }
}

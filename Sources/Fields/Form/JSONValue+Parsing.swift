// MARK: - Parsing

extension JSONValue {
  /// Parses a whole JSON text (RFC 8259), keeping positions.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - file: The file name for errors.
  ///   - unit: What the text is, for messages about its end: "file", or "line" for a line of
  ///     JSON Lines.
  /// - Returns: The top value.
  /// - Throws: ``FormSpecError`` at the first character that is not JSON.
  static func parse(_ text: String, file: String, unit: String = "file") throws(FormSpecError)
    -> JSONValue
  {
    var parser = JSONParser(scalars: Array(text.unicodeScalars), file: file, unit: unit)
    parser.skipWhitespace()
    let value = try parser.value(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.scalars.count else {
      throw parser.error(
        "Expected the end of the \(unit) after the top value, found \(parser.found).")
    }
    return value
  }
}

/// A recursive-descent JSON parser over Unicode scalars that tracks lines and columns.
private struct JSONParser {
  let scalars: [Unicode.Scalar]
  let file: String
  /// What the text is: "file" or "line".
  let unit: String
  var index = 0
  var line = 1
  var column = 1

  /// Deeper nesting than any form needs is refused rather than risking the stack.
  static let maximumDepth = 64

  init(scalars: [Unicode.Scalar], file: String, unit: String) {
    self.scalars = scalars
    self.file = file
    self.unit = unit
  }

  var position: JSONValue.Position { JSONValue.Position(line: line, column: column) }
  var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  /// The current character, quoted, for messages.
  var found: String {
    guard let current else { return "the end of the \(unit)" }
    if current.value < 0x20 { return "U+" + String(current.value, radix: 16, uppercase: true) }
    return "'\(Character(current))'"
  }

  func error(_ message: String) -> FormSpecError {
    FormSpecError(file: file, at: position, message)
  }

  mutating func advance() {
    guard let current else { return }
    index += 1
    if current == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
  }

  mutating func skipWhitespace() {
    while let current, current == " " || current == "\t" || current == "\n" || current == "\r" {
      advance()
    }
  }

  mutating func expect(_ scalar: Unicode.Scalar, _ what: String) throws(FormSpecError) {
    guard current == scalar else { throw error("Expected \(what), found \(found).") }
    advance()
  }

  mutating func value(depth: Int) throws(FormSpecError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("Values are nested more than \(Self.maximumDepth) deep.")
    }
    let start = position
    switch current {
    case "{": return JSONValue(kind: .object(try object(depth: depth)), position: start)
    case "[": return JSONValue(kind: .array(try array(depth: depth)), position: start)
    case "\"": return JSONValue(kind: .string(try string()), position: start)
    case "t":
      try literal("true")
      return JSONValue(kind: .bool(true), position: start)
    case "f":
      try literal("false")
      return JSONValue(kind: .bool(false), position: start)
    case "n":
      try literal("null")
      return JSONValue(kind: .null, position: start)
    case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
      return JSONValue(kind: .number(try number()), position: start)
    default:
      throw error(
        "Expected a value (an object, array, string, number, true, false or null), found \(found).")
    }
  }

  mutating func literal(_ word: String) throws(FormSpecError) {
    for scalar in word.unicodeScalars {
      guard current == scalar else { throw error("Expected '\(word)', found \(found).") }
      advance()
    }
  }

  mutating func object(depth: Int) throws(FormSpecError) -> [JSONValue.Member] {
    advance()
    skipWhitespace()
    var members: [JSONValue.Member] = []
    if current == "}" {
      advance()
      return members
    }
    // The keys seen so far, beside the members that keep their order: searching the members
    // for each key made an object of n keys cost n² comparisons.
    var keys: Set<String> = []
    while true {
      let keyPosition = position
      guard current == "\"" else { throw error("Expected a key in double quotes, found \(found).") }
      let key = try string()
      if !keys.insert(key).inserted {
        throw FormSpecError(
          file: file, at: keyPosition, "The key \(quoted(key)) appears twice in this object.")
      }
      skipWhitespace()
      try expect(":", "':' after the key \(quoted(key))")
      skipWhitespace()
      members.append(
        JSONValue.Member(key: key, keyPosition: keyPosition, value: try value(depth: depth + 1)))
      skipWhitespace()
      if current == "," {
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
    if current == "]" {
      advance()
      return elements
    }
    while true {
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      if current == "," {
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
    var result = String.UnicodeScalarView()
    while true {
      guard let scalar = current else {
        throw error("Expected '\"' to end the string, found the end of the \(unit).")
      }
      switch scalar {
      case "\"":
        advance()
        return String(result)
      case "\\":
        advance()
        result.append(try escape())
      case _ where scalar.value < 0x20:
        throw error(
          "Expected '\\n' or another escape instead of a control character (\(found)) in a string.")
      default:
        result.append(scalar)
        advance()
      }
    }
  }

  mutating func escape() throws(FormSpecError) -> Unicode.Scalar {
    guard let scalar = current else {
      throw error("Expected an escape after '\\', found the end of the \(unit).")
    }
    advance()
    switch scalar {
    case "\"", "\\", "/": return scalar
    case "b": return "\u{8}"
    case "f": return "\u{C}"
    case "n": return "\n"
    case "r": return "\r"
    case "t": return "\t"
    case "u":
      let high = try hexQuad()
      if (0xD800...0xDBFF).contains(high) {
        guard current == "\\" else { return "\u{FFFD}" }
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
        "Expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found '\(Character(scalar))'."
      )
    }
  }

  mutating func hexQuad() throws(FormSpecError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let scalar = current, let digit = Character(scalar).hexDigitValue else {
        throw error("Expected four hexadecimal digits after '\\u', found \(found).")
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  mutating func number() throws(FormSpecError) -> String {
    var text = ""
    func take(_ parser: inout JSONParser) {
      if let current = parser.current { text.unicodeScalars.append(current) }
      parser.advance()
    }
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while let current = parser.current, ("0"..."9").contains(current) {
        take(&parser)
        count += 1
      }
      return count
    }
    if current == "-" { take(&self) }
    if current == "0" {
      take(&self)
    } else if digits(&self) == 0 {
      throw error("Expected a digit in a number, found \(found).")
    }
    if current == "." {
      take(&self)
      guard digits(&self) > 0 else { throw error("Expected a digit after '.', found \(found).") }
    }
    if current == "e" || current == "E" {
      take(&self)
      if current == "+" || current == "-" { take(&self) }
      guard digits(&self) > 0 else {
        throw error("Expected a digit in the exponent, found \(found).")
      }
    }
    return text
  }
}

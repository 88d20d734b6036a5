// MARK: - Parsing

extension JSONValue {
  /// Parses a whole JSON text (RFC 8259), keeping positions.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - file: The file name for errors.
  ///   - unit: What the text is, for messages about its end: "file", or "submission".
  /// - Returns: The top value.
  /// - Throws: ``FormSpecError`` at the first character that is not JSON.
  static func parse(_ text: String, file: String, unit: String = "file") throws(FormSpecError)
    -> JSONValue
  {
    var text = text
    let result = text.withUTF8 { bytes in
      Result { () throws(FormSpecError) -> JSONValue in
        var parser = JSONParser(bytes: bytes, file: file, unit: unit)
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        try parser.finish()
        return value
      }
    }
    return try result.get()
  }

  /// Parses a JSON text that should be one object, handing over each member as it is read
  /// instead of building the object: the reading of `fieldcli check`'s submissions.
  ///
  /// It reads exactly what ``parse(_:file:unit:)`` reads and throws the same errors at the same
  /// places; a key given twice is the error `parse` throws, found by the reader.
  ///
  /// - Parameters:
  ///   - bytes: The text's UTF-8, valid UTF-8.
  ///   - file: The file name for errors.
  ///   - unit: What the text is, for messages about its end.
  ///   - reader: Takes the members.
  /// - Returns: `nil` when the text is an object, else the top value it is.
  /// - Throws: ``FormSpecError`` at the first character that is not JSON, or at a key given
  ///   twice.
  static func readObject<Reader: JSONMemberReader>(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, unit: String, into reader: inout Reader
  ) throws(FormSpecError) -> JSONValue? {
    var parser = JSONParser(bytes: bytes, file: file, unit: unit)
    parser.skipWhitespace()
    guard parser.current == UInt8(ascii: "{") else {
      let top = try parser.value(depth: 0)
      try parser.finish()
      return top
    }
    try parser.members(depth: 0, into: &reader)
    try parser.finish()
    return nil
  }
}

/// What takes a JSON object's members as they are read, instead of an array of them.
///
/// The parser calls ``key(_:at:)`` and then, unless it returned `false`, ``value(_:)``, for
/// each member in the text's order. Generic rather than closures, so each reader's calls are
/// direct and nothing is allocated for a member.
protocol JSONMemberReader {
  /// Takes a key as soon as it is read.
  ///
  /// - Parameters:
  ///   - utf8: The key's UTF-8, escapes resolved; valid only during the call.
  ///   - offset: The byte offset of its opening quote.
  /// - Returns: `false` when the object gave this key before, which is an error.
  mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool

  /// Takes the value of the key taken last.
  mutating func value(_ value: JSONValue)
}

/// A recursive-descent JSON parser over UTF-8.
///
/// It moves by bytes and counts no lines: a value keeps the byte offset it starts at, and an
/// error's line and column are counted from the start, once, when it is thrown. (Counting a
/// line and column for every byte cost a submission of `fieldcli check` about as much as
/// reading it.) It reads the bytes of a valid Swift string, so every byte sequence is valid
/// UTF-8, and a run of a string without escapes becomes a `String` in one copy.
private struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let file: String
  /// What the text is: "file" or "submission".
  let unit: String
  var index = 0

  /// Deeper nesting than any form needs is refused rather than risking the stack.
  static let maximumDepth = 64

  /// The keys an object compares a new key with one by one; past them, it hashes.
  static let comparedKeyLimit = 16

  init(bytes: UnsafeBufferPointer<UInt8>, file: String, unit: String) {
    self.bytes = bytes
    self.file = file
    self.unit = unit
  }

  var current: UInt8? {
    @inline(__always) get { index < bytes.count ? bytes[index] : nil }
  }

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

  /// An error at ``index``.
  func error(_ message: String) -> FormSpecError {
    error(at: index, message)
  }

  /// An error at a byte offset: its line and column are counted from the start, once.
  func error(at offset: Int, _ message: String) -> FormSpecError {
    FormSpecError(file: file, at: JSONSource.position(of: offset, in: bytes), message)
  }

  /// The error of a key given twice, at the key.
  func twice(_ key: String, at start: Int) -> FormSpecError {
    error(at: start, "The key \(quoted(key)) appears twice in this object.")
  }

  /// Insists that only whitespace follows the top value.
  mutating func finish() throws(FormSpecError) {
    skipWhitespace()
    guard index == bytes.count else {
      throw error("Expected the end of the \(unit) after the top value, found \(found).")
    }
  }

  @inline(__always)
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"):
        index += 1
      default: return
      }
    }
  }

  /// Moves past `byte`, or throws naming what was expected; the message is made only then.
  mutating func expect(_ byte: Unicode.Scalar, _ what: @autoclosure () -> String)
    throws(FormSpecError)
  {
    guard current == UInt8(byte.value) else { throw error("Expected \(what()), found \(found).") }
    index += 1
  }

  mutating func value(depth: Int) throws(FormSpecError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("Values are nested more than \(Self.maximumDepth) deep.")
    }
    let start = index
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
    // Moves past the bytes that match; the error is at the first that does not.
    let matched = word.withUTF8Buffer { word in
      for byte in word {
        guard current == byte else { return false }
        index += 1
      }
      return true
    }
    guard matched else { throw error("Expected '\(word)', found \(found).") }
  }

  /// Reads an object's members from its `{` to its `}`, handing each to `reader`.
  mutating func members<Reader: JSONMemberReader>(depth: Int, into reader: inout Reader)
    throws(FormSpecError)
  {
    index += 1
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      let keyStart = index
      guard current == UInt8(ascii: "\"") else {
        throw error("Expected a key in double quotes, found \(found).")
      }
      let key = try stringBytes()
      let isNew: Bool
      if let raw = key.raw {
        isNew = reader.key(raw, at: keyStart)
      } else {
        var escaped = key.escaped ?? ""
        isNew = escaped.withUTF8 { reader.key($0, at: keyStart) }
      }
      guard isNew else { throw twice(Self.text(of: key), at: keyStart) }
      skipWhitespace()
      if current != UInt8(ascii: ":") {
        throw error("Expected ':' after the key \(quoted(Self.text(of: key))), found \(found).")
      }
      index += 1
      skipWhitespace()
      reader.value(try value(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        continue
      }
      if current != UInt8(ascii: "}") {
        throw error(
          "Expected ',' or '}' after the value of \(quoted(Self.text(of: key))), found \(found).")
      }
      index += 1
      return
    }
  }

  /// A string as ``stringBytes()`` reads it, as text.
  static func text(of string: (raw: UnsafeBufferPointer<UInt8>?, escaped: String?)) -> String {
    string.raw.map { String(decoding: $0, as: UTF8.self) } ?? string.escaped ?? ""
  }

  mutating func object(depth: Int) throws(FormSpecError) -> [JSONValue.Member] {
    var tree = TreeMembers()
    try members(depth: depth, into: &tree)
    return tree.members
  }

  /// An object's members as an array, for the tree.
  struct TreeMembers: JSONMemberReader {
    var members: [JSONValue.Member] = []
    /// The keys hashed, once there are more than a few: comparing each new key with every
    /// earlier one made an object of n keys cost n² comparisons.
    var keys: Set<String> = []
    var pendingKey = ""
    var pendingOffset = 0

    mutating func key(_ utf8: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
      let key = String(decoding: utf8, as: UTF8.self)
      if members.count < JSONParser.comparedKeyLimit {
        if members.contains(where: { $0.key == key }) { return false }
      } else {
        if keys.isEmpty { keys = Set(members.lazy.map(\.key)) }
        if !keys.insert(key).inserted { return false }
      }
      pendingKey = key
      pendingOffset = offset
      return true
    }

    mutating func value(_ value: JSONValue) {
      members.append(JSONValue.Member(key: pendingKey, keyOffset: pendingOffset, value: value))
    }
  }

  mutating func array(depth: Int) throws(FormSpecError) -> [JSONValue] {
    index += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if current == UInt8(ascii: "]") {
      index += 1
      return elements
    }
    while true {
      elements.append(try value(depth: depth + 1))
      skipWhitespace()
      if current == UInt8(ascii: ",") {
        index += 1
        skipWhitespace()
        continue
      }
      try expect("]", "',' or ']' after an element")
      return elements
    }
  }

  mutating func string() throws(FormSpecError) -> String {
    let (raw, escaped) = try stringBytes()
    if let raw { return String(decoding: raw, as: UTF8.self) }
    return escaped ?? ""
  }

  /// Reads a string from its opening quote: the bytes between the quotes when it has no
  /// escape, else its text.
  mutating func stringBytes() throws(FormSpecError) -> (
    raw: UnsafeBufferPointer<UInt8>?, escaped: String?
  ) {
    index += 1
    let start = index
    skipPlainRun()
    if current == UInt8(ascii: "\"") {
      index += 1
      return (UnsafeBufferPointer(rebasing: bytes[start..<index - 1]), nil)
    }
    var result = String(
      decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    while true {
      guard let byte = current else {
        throw error("Expected '\"' to end the string, found the end of the \(unit).")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return (nil, result)
      case UInt8(ascii: "\\"):
        index += 1
        result.unicodeScalars.append(try escape())
      default:
        throw error(
          "Expected '\\n' or another escape instead of a control character (\(found)) in a string.")
      }
      // A run without quotes, escapes or controls is copied at once.
      let runStart = index
      skipPlainRun()
      if index > runStart {
        result += String(
          decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
      }
    }
  }

  /// Moves past bytes that are neither a quote, a backslash nor a control character, eight at
  /// a time.
  @inline(__always)
  mutating func skipPlainRun() {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return }
    while true {
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if Self.holdsSpecialByte(word) { break }
        index += 8
      }
      // The word that stopped the loop, or the last bytes, one at a time.
      let end = min(index + 8, bytes.count)
      while index < end {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return }
        index += 1
      }
      guard index < bytes.count else { return }
    }
  }

  /// Whether any of eight bytes is a quote, a backslash or a control character.
  @inline(__always)
  static func holdsSpecialByte(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte below n borrows into its high bit, which was clear (n ≤ 128): exact for "any".
    func holdsByteBelow(_ n: UInt64, _ value: UInt64) -> Bool {
      (value &- ones &* n) & ~value & highs != 0
    }
    return holdsByteBelow(0x20, word) || holdsByteBelow(1, word ^ (ones &* 0x22))
      || holdsByteBelow(1, word ^ (ones &* 0x5C))
  }

  mutating func escape() throws(FormSpecError) -> Unicode.Scalar {
    guard let byte = current else {
      throw error("Expected an escape after '\\', found the end of the \(unit).")
    }
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
      index += 1
      return Unicode.Scalar(byte)
    case UInt8(ascii: "b"):
      index += 1
      return "\u{8}"
    case UInt8(ascii: "f"):
      index += 1
      return "\u{C}"
    case UInt8(ascii: "n"):
      index += 1
      return "\n"
    case UInt8(ascii: "r"):
      index += 1
      return "\r"
    case UInt8(ascii: "t"):
      index += 1
      return "\t"
    case UInt8(ascii: "u"):
      index += 1
      let high = try hexQuad()
      if (0xD800...0xDBFF).contains(high) {
        guard current == UInt8(ascii: "\\") else { return "\u{FFFD}" }
        index += 1
        try expect("u", "'u' after '\\' to complete a surrogate pair")
        let low = try hexQuad()
        guard (0xDC00...0xDFFF).contains(low),
          let combined = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { return "\u{FFFD}" }
        return combined
      }
      return Unicode.Scalar(high) ?? "\u{FFFD}"
    default:
      // The error is placed after the backslash's first byte, where it always was.
      let shown = found
      index += 1
      throw error(
        "Expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u after '\\', found \(shown)."
      )
    }
  }

  mutating func hexQuad() throws(FormSpecError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = Self.hexDigit(byte) else {
        throw error("Expected four hexadecimal digits after '\\u', found \(found).")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  mutating func number() throws(FormSpecError) -> String {
    let start = index
    func digits(_ parser: inout JSONParser) -> Int {
      let first = parser.index
      while let current = parser.current, Self.isDigit(current) { parser.index += 1 }
      return parser.index - first
    }
    if current == UInt8(ascii: "-") { index += 1 }
    if current == UInt8(ascii: "0") {
      index += 1
    } else if digits(&self) == 0 {
      throw error("Expected a digit in a number, found \(found).")
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("Expected a digit after '.', found \(found).") }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      guard digits(&self) > 0 else {
        throw error("Expected a digit in the exponent, found \(found).")
      }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }
}

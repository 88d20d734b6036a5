// MARK: - Reading flat submissions

extension SubmissionChecker {
  /// What a submission gave each field, read without the full JSON parser.
  struct SubmittedMembers: Sendable {
    /// The value given for each rule, by the rule's index; `nil` when the field was not given.
    var submitted: [JSONValue?]
    /// The names the form has no field for, in the submission's order.
    var unknown: [String]
  }

  /// Reads a submission that is one flat JSON object straight from its UTF-8, or declines.
  ///
  /// Almost every submission a browser sends is a flat object of strings, numbers, booleans,
  /// `null` and arrays of those, with no escapes. For those, this reads each member in one pass
  /// over the bytes and finds its field by comparing bytes, where the full parser counts lines
  /// and columns for every byte, hashes every key and builds a tree. It declines (returns `nil`)
  /// for anything else: an escape or control character in a string, a nested object or array,
  /// a key given twice, many unknown names, and every text that is not JSON. The full parser
  /// then reads the submission and names any error with its line and column; so on every input
  /// the checker answers exactly as it would without this path.
  ///
  /// - Parameter bytes: The submission's UTF-8, valid UTF-8 (it comes from a `String`).
  /// - Returns: The members by field, or `nil` to leave the submission to the full parser.
  func readFlat(_ bytes: UnsafeBufferPointer<UInt8>) -> SubmittedMembers? {
    var result = SubmittedMembers(
      submitted: [JSONValue?](repeating: nil, count: rules.count), unknown: [])
    return readFlat(bytes, into: &result) ? result : nil
  }

  /// ``readFlat(_:)`` into members whose storage is reused: `result` comes with no value for
  /// any rule and no unknown name.
  ///
  /// - Returns: Whether the submission was read; when not, `result` holds anything.
  func readFlat(_ bytes: UnsafeBufferPointer<UInt8>, into result: inout SubmittedMembers) -> Bool {
    var reader = FlatReader(bytes: bytes)
    reader.skipWhitespace()
    guard reader.take(UInt8(ascii: "{")) else { return false }
    reader.skipWhitespace()
    // Where the next key's name is looked for first: after the last one's.
    var nextName = 0
    if !reader.take(UInt8(ascii: "}")) {
      while true {
        guard let key = reader.plainString() else { return false }
        reader.skipWhitespace()
        guard reader.take(UInt8(ascii: ":")) else { return false }
        reader.skipWhitespace()
        guard let value = reader.value(allowingArray: true) else { return false }
        if let index = ruleIndex(of: key, nextName: &nextName) {
          // A key given twice is an error the full parser names.
          guard result.submitted[index] == nil else { return false }
          result.submitted[index] = value
        } else {
          let name = String(decoding: key, as: UTF8.self)
          // Keys given twice are found by comparing each unknown name with the others, so
          // their number is kept small; a submission of many unknown names is rare.
          guard result.unknown.count < Self.flatUnknownLimit, !result.unknown.contains(name)
          else { return false }
          result.unknown.append(name)
        }
        reader.skipWhitespace()
        if reader.take(UInt8(ascii: ",")) {
          reader.skipWhitespace()
          continue
        }
        guard reader.take(UInt8(ascii: "}")) else { return false }
        break
      }
    }
    reader.skipWhitespace()
    return reader.isAtEnd
  }

  /// The most unknown names a flat submission may have before the full parser reads it.
  static let flatUnknownLimit = 16

  /// Finds the rule of the field a key's UTF-8 names.
  ///
  /// - Parameters:
  ///   - key: The key's UTF-8.
  ///   - nextName: The position among the names to try first; set to the one after the name
  ///     found.
  /// - Returns: The rule's index, or `nil` when the form has no field of that name.
  private func ruleIndex(of key: UnsafeBufferPointer<UInt8>, nextName: inout Int) -> Int? {
    // Comparing the bytes of a few names is cheaper than hashing the key; a large form's
    // names are found by hashing.
    if rules.count > Self.flatUnknownLimit {
      return indices[String(decoding: key, as: UTF8.self)]
    }
    guard let found = names.find(key, tryingFirst: nextName) else { return nil }
    nextName = found.position + 1
    return found.index
  }
}

/// A cursor over a flat submission's UTF-8 for ``SubmissionChecker/readFlat(_:)``: each read
/// either takes a whole piece of JSON or answers `nil`, and then the submission is declined.
private struct FlatReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0

  /// Where a value starts, for the values of a flat submission: only whole-submission errors
  /// carry positions, and the full parser makes those.
  static let noPosition = JSONValue.Position(line: 1, column: 1)

  var isAtEnd: Bool { index == bytes.count }

  var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  mutating func skipWhitespace() {
    while let byte = current,
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
    {
      index += 1
    }
  }

  /// A string without escapes or control characters, as the bytes between its quotes.
  mutating func plainString() -> UnsafeBufferPointer<UInt8>? {
    guard take(UInt8(ascii: "\"")) else { return nil }
    let start = index
    // Eight bytes at a time up to the word that may hold the closing quote.
    if let base = UnsafeRawPointer(bytes.baseAddress) {
      while index + 8 <= bytes.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        if String.mayHoldSpecialByte(word, orNonASCII: false) { break }
        index += 8
      }
    }
    while let byte = current, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
      index += 1
    }
    guard current == UInt8(ascii: "\"") else { return nil }
    let body = UnsafeBufferPointer(rebasing: bytes[start..<index])
    index += 1
    return body
  }

  /// A string, number, boolean or `null`, or when allowed an array of those.
  mutating func value(allowingArray: Bool) -> JSONValue? {
    let kind: JSONValue.Kind
    switch current {
    case UInt8(ascii: "\""):
      guard let body = plainString() else { return nil }
      kind = .string(String(decoding: body, as: UTF8.self))
    case UInt8(ascii: "t"):
      guard word("true") else { return nil }
      kind = .bool(true)
    case UInt8(ascii: "f"):
      guard word("false") else { return nil }
      kind = .bool(false)
    case UInt8(ascii: "n"):
      guard word("null") else { return nil }
      kind = .null
    case UInt8(ascii: "[") where allowingArray:
      guard let elements = array() else { return nil }
      kind = .array(elements)
    case let byte? where byte == UInt8(ascii: "-") || Self.isDigit(byte):
      guard let number = number() else { return nil }
      kind = .number(number)
    default:
      return nil
    }
    return JSONValue(kind: kind, position: Self.noPosition)
  }

  /// An array of plain values.
  mutating func array() -> [JSONValue]? {
    index += 1
    skipWhitespace()
    var elements: [JSONValue] = []
    if take(UInt8(ascii: "]")) { return elements }
    while true {
      guard let element = value(allowingArray: false) else { return nil }
      elements.append(element)
      skipWhitespace()
      if take(UInt8(ascii: ",")) {
        skipWhitespace()
        continue
      }
      return take(UInt8(ascii: "]")) ? elements : nil
    }
  }

  mutating func word(_ text: StaticString) -> Bool {
    text.withUTF8Buffer { word in
      guard bytes.count - index >= word.count,
        UnsafeBufferPointer(rebasing: bytes[index..<index + word.count]).elementsEqual(word)
      else { return false }
      index += word.count
      return true
    }
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// Digits, counted.
  mutating func digits() -> Int {
    let start = index
    while let byte = current, Self.isDigit(byte) { index += 1 }
    return index - start
  }

  /// A number in JSON's grammar, as written.
  mutating func number() -> String? {
    let start = index
    _ = take(UInt8(ascii: "-"))
    if !take(UInt8(ascii: "0")) {
      guard digits() > 0 else { return nil }
    }
    if take(UInt8(ascii: ".")) {
      guard digits() > 0 else { return nil }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digits() > 0 else { return nil }
    }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
  }
}

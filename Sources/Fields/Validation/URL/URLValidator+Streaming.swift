// MARK: - Package API for streaming

extension URLValidator {
  /// Writes the href of a valid URL straight from a line's UTF-8 bytes, TSV-escaped: the byte
  /// path of `fieldcli validate url --stdin`.
  ///
  /// The URL parser runs over the bytes as ``validate(_:)`` runs it over the text (its trimming
  /// covers the sanitization `validate` does first), so the href is the same, and no String is
  /// made. Whatever `validate` must put into words returns `nil` and goes through it: a text
  /// that is no URL, a scheme not allowed, any constraint, or an href longer than `output`.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8, as the line reader hands it over.
  ///   - output: Where the href goes; `\` is written `\\`, as a TSV field writes it.
  /// Plain URLs are copied by ``normalizedPlainASCII(_:into:)`` first, and only the others
  /// parsed.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full validator must decide.
  package func normalizedBytes(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard constraints == .none else { return nil }
    // Most URLs are plain, and copying them is twice as fast as parsing them.
    if let written = normalizedPlainASCII(bytes, into: output) { return written }
    let input = bytes.assumingMemoryBound(to: UInt8.self)
    let written = WebURL.serialize(input, base: base) { href, schemeEnd -> Int? in
      if !schemes.isEmpty {
        let scheme = String(
          decoding: UnsafeBufferPointer(rebasing: href[0..<schemeEnd]), as: UTF8.self)
        guard schemes.contains(scheme) else { return nil }
      }
      var count = 0
      for byte in href {
        // An href holds printable ASCII only, so `\` is the one byte TSV escapes.
        if byte == 0x5C {
          guard count + 2 <= output.count else { return nil }
          output[count] = 0x5C
          output[count + 1] = 0x5C
          count += 2
        } else {
          guard count < output.count else { return nil }
          output[count] = byte
          count += 1
        }
      }
      return count
    }
    return written ?? nil
  }

  /// Writes the href of a URL that is plain enough to serialize straight from its bytes: the
  /// fast path of `fieldcli validate url --stdin`.
  ///
  /// Only the common shape is taken: printable ASCII with nothing to trim, strip or encode; an
  /// `http`, `https`, `ws`, `wss` or `ftp` scheme followed by `//`; no credentials; a host of
  /// letters, digits, hyphens and dots whose last label starts with a letter (so it is neither
  /// an IPv4 address nor punycode that ICU must check); an optional port; and a path without
  /// `.` or `..` segments, and no `\` (which TSV output escapes). For such a URL the parser
  /// only lowercases the scheme and host, drops a default port and writes `/` for an empty
  /// path, so that is all this does. Anything else
  /// returns `nil` and goes through ``validate(_:)``, whose answer this always equals.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full parser must decide.
  package func normalizedPlainASCII(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard constraints == .none, output.count > bytes.count else { return nil }
    var writer = PlainURLWriter(input: bytes, output: output)
    guard let defaultPort = writer.scheme(), writer.authority(defaultPort: defaultPort),
      writer.pathQueryAndFragment()
    else { return nil }
    if !schemes.isEmpty {
      let scheme = String(decoding: output.prefix(writer.schemeLength), as: UTF8.self)
      guard schemes.contains(scheme) else { return nil }
    }
    return writer.written
  }
}

/// Copies a plain URL from input to output byte by byte, refusing (returning false or `nil`)
/// at the first byte the URL parser would treat in any way but copying or lowercasing.
private struct PlainURLWriter {
  let input: UnsafeRawBufferPointer
  let output: UnsafeMutableRawBufferPointer
  var index = 0
  var written = 0
  var schemeLength = 0

  init(input: UnsafeRawBufferPointer, output: UnsafeMutableRawBufferPointer) {
    self.input = input
    self.output = output
  }

  var current: UInt8? { index < input.count ? input[index] : nil }

  mutating func copy(_ byte: UInt8) {
    output[written] = byte
    written += 1
    index += 1
  }

  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

  /// Copies `scheme://`, lowercased; returns the scheme's default port.
  mutating func scheme() -> Int? {
    while let byte = current, Self.isLetter(byte), index < 5 { copy(byte | 0x20) }
    schemeLength = written
    guard current == UInt8(ascii: ":"), index + 2 < input.count,
      input[index + 1] == UInt8(ascii: "/"), input[index + 2] == UInt8(ascii: "/")
    else { return nil }
    let defaultPort: Int
    switch (output[0], schemeLength) {
    case (UInt8(ascii: "h"), 4) where matches("http"): defaultPort = 80
    case (UInt8(ascii: "h"), 5) where matches("https"): defaultPort = 443
    case (UInt8(ascii: "w"), 2) where matches("ws"): defaultPort = 80
    case (UInt8(ascii: "w"), 3) where matches("wss"): defaultPort = 443
    case (UInt8(ascii: "f"), 3) where matches("ftp"): defaultPort = 21
    default: return nil
    }
    for _ in 0..<3 { copy(input[index]) }
    return defaultPort
  }

  func matches(_ scheme: StaticString) -> Bool {
    scheme.withUTF8Buffer { name in
      name.count == schemeLength && name.indices.allSatisfy { output[$0] == name[$0] }
    }
  }

  /// Copies the host, lowercased, and the port unless it is the default.
  mutating func authority(defaultPort: Int) -> Bool {
    var labelStart = written
    while let byte = current, !Self.endsAuthority(byte), byte != UInt8(ascii: ":") {
      if byte == UInt8(ascii: ".") {
        guard isPlainLabel(from: labelStart) else { return false }
        copy(byte)
        labelStart = written
      } else if Self.isLetter(byte) {
        copy(byte | 0x20)
      } else if Self.isDigit(byte) || byte == UInt8(ascii: "-") {
        copy(byte)
      } else {
        return false
      }
    }
    // The last label starting with a letter keeps the host from being an IPv4 address.
    guard isPlainLabel(from: labelStart), Self.isLetter(output[labelStart]) else { return false }
    guard current == UInt8(ascii: ":") else { return true }
    index += 1
    var port = 0
    var digits = 0
    while let byte = current, !Self.endsAuthority(byte) {
      guard Self.isDigit(byte) else { return false }
      port = port * 10 + Int(byte - 0x30)
      guard port <= 65535 else { return false }
      digits += 1
      index += 1
    }
    guard digits > 0 else { return false }
    if port != defaultPort {
      output[written] = UInt8(ascii: ":")
      written += 1
      for byte in String(port).utf8 {
        output[written] = byte
        written += 1
      }
    }
    return true
  }

  static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// A label that needs no IDNA processing: not empty, not punycode (`xn--`), and without the
  /// hyphens UTS #46 looks at (at either end, or in the third and fourth places).
  func isPlainLabel(from start: Int) -> Bool {
    let length = written - start
    guard length > 0, output[start] != UInt8(ascii: "-"), output[written - 1] != UInt8(ascii: "-")
    else { return false }
    return length < 4 || output[start + 2] != UInt8(ascii: "-")
      || output[start + 3] != UInt8(ascii: "-")
  }

  /// Copies the path (or `/` for none), the query and the fragment, each exactly as given.
  mutating func pathQueryAndFragment() -> Bool {
    if current != UInt8(ascii: "/") {
      output[written] = UInt8(ascii: "/")
      written += 1
    }
    var segmentStart = index
    while let byte = current, byte != UInt8(ascii: "?"), byte != UInt8(ascii: "#") {
      if byte == UInt8(ascii: "/") {
        guard !isDotSegment(segmentStart..<index) else { return false }
        segmentStart = index + 1
      } else if !Self.isPlainPathByte(byte) {
        return false
      }
      copy(byte)
    }
    guard !isDotSegment(segmentStart..<index) else { return false }
    if current == UInt8(ascii: "?") {
      copy(UInt8(ascii: "?"))
      while let byte = current, byte != UInt8(ascii: "#") {
        guard Self.isPlainQueryByte(byte) else { return false }
        copy(byte)
      }
    }
    if current == UInt8(ascii: "#") {
      copy(UInt8(ascii: "#"))
      while let byte = current {
        guard Self.isPlainFragmentByte(byte) else { return false }
        copy(byte)
      }
    }
    return true
  }

  /// `.`, `..` and their `%2e` spellings, which the parser resolves.
  func isDotSegment(_ range: Range<Int>) -> Bool {
    guard range.count >= 1, range.count <= 6 else { return false }
    var dots = 0
    var position = range.lowerBound
    while position < range.upperBound {
      if input[position] == UInt8(ascii: ".") {
        position += 1
      } else if input[position] == UInt8(ascii: "%"), position + 2 < range.upperBound,
        input[position + 1] == UInt8(ascii: "2"), (input[position + 2] | 0x20) == UInt8(ascii: "e")
      {
        position += 3
      } else {
        return false
      }
      dots += 1
    }
    return dots <= 2
  }

  // Printable ASCII outside each component's percent-encode set; `\` is a slash to special
  // schemes and escaped in TSV, so it leaves the fast path everywhere.
  static func isPlainPathByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21, 0x24...0x3B, 0x3D, 0x40...0x5B, 0x5D, 0x5F, 0x61...0x7A, 0x7C, 0x7E: return true
    default: return false
    }
  }

  static func isPlainQueryByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21, 0x24...0x26, 0x28...0x3B, 0x3D, 0x3F...0x5B, 0x5D...0x7E: return true
    default: return false
    }
  }

  static func isPlainFragmentByte(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x21, 0x23...0x3B, 0x3D, 0x3F...0x5B, 0x5D...0x5F, 0x61...0x7E: return true
    default: return false
    }
  }
}

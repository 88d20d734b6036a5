// MARK: - Package API for streaming

extension URLValidator {
  /// Decides a line of `fieldcli validate url --stdin` from its UTF-8 bytes: the href of a
  /// valid URL written TSV-escaped, or the state of a refused one, with no String made.
  ///
  /// The URL parser runs over the bytes as ``validate(_:)`` runs it over the text (its trimming
  /// covers the sanitization `validate` does first), so the href is the same. A line the parser
  /// refuses, or whose scheme is not allowed, is `typeMismatch`, as `validate` says, unless it
  /// is blank (which `validate` finds empty and so valid). Whatever else `validate` must decide
  /// is ``ByteVerdict/undecided``: any constraint, or an href longer than `output`.
  ///
  /// Plain URLs are copied by ``normalizedPlainASCII(_:into:)`` first, and only the others
  /// parsed.
  ///
  /// - Parameters:
  ///   - bytes: Valid UTF-8, as the line reader hands it over.
  ///   - output: Where the href goes; `\` is written `\\`, as a TSV field writes it.
  /// - Returns: The verdict; the output holds the href only for ``ByteVerdict/written(_:)``.
  package func normalizedBytes(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> ByteVerdict {
    guard constraints == .none else { return .undecided }
    // Most URLs are plain, and copying them is several times faster than parsing them.
    if let written = normalizedPlainASCII(bytes, into: output) { return .written(written) }
    let input = bytes.assumingMemoryBound(to: UInt8.self)
    let target = output.assumingMemoryBound(to: UInt8.self)
    // The parser writes the href straight into the output, and `\` is doubled there after.
    let parsed = WebURL.serialize(input, base: base, into: target) { href, schemeEnd in
      if !schemes.isEmpty {
        let scheme = String(
          decoding: UnsafeBufferPointer(rebasing: href[0..<schemeEnd]), as: UTF8.self)
        guard schemes.contains(scheme) else {
          return ByteVerdict.invalid(ValidityState(flag: .typeMismatch))
        }
      }
      return Self.escapeBackslashes(count: href.count, in: target).map { .written($0) }
        ?? .undecided
    }
    switch parsed {
    case .success(let verdict?): return verdict
    case .success(nil): return .undecided
    case .failure:
      return Self.isBlank(input) ? .undecided : .invalid(ValidityState(flag: .typeMismatch))
    }
  }

  /// Doubles each backslash of the href in `buffer[0..<count]`, in place.
  ///
  /// An href holds printable ASCII only, so the backslash is the one byte TSV escapes.
  ///
  /// - Returns: The escaped length, or `nil` when it does not fit.
  static func escapeBackslashes(count: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) -> Int? {
    var backslashes = 0
    for index in 0..<count where buffer[index] == 0x5C { backslashes &+= 1 }
    guard backslashes > 0 else { return count }
    guard count + backslashes <= buffer.count else { return nil }
    // From the end, so that nothing is overwritten before it moves.
    var to = count + backslashes
    var from = count
    while from > 0 {
      from -= 1
      let byte = buffer[from]
      to -= 1
      buffer[to] = byte
      if byte == 0x5C {
        to -= 1
        buffer[to] = byte
      }
    }
    return count + backslashes
  }

  /// Whether the line is only HTML's ASCII whitespace, which `validate` trims to nothing.
  static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D }
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
    // The href is at most one byte longer than the input (the `/` of an empty path).
    guard constraints == .none, output.count > bytes.count,
      let inputStart = bytes.baseAddress, let outputStart = output.baseAddress
    else { return nil }
    var writer = PlainURLWriter(
      input: inputStart.assumingMemoryBound(to: UInt8.self), count: bytes.count,
      output: outputStart.assumingMemoryBound(to: UInt8.self))
    guard writer.write() else { return nil }
    if !schemes.isEmpty {
      let scheme = String(decoding: output.prefix(writer.schemeLength), as: UTF8.self)
      guard schemes.contains(scheme) else { return nil }
    }
    return writer.written
  }
}

/// Copies a plain URL from input to output byte by byte, refusing (returning false) at the
/// first byte the URL parser would treat in any way but copying or lowercasing.
///
/// The output has room for the input and one byte more, which is the most a plain URL's href
/// takes, so writes are not checked one by one. Byte classes are bit masks held in registers
/// (as ``PercentEncodeSet`` lays them out), not tables that a lazy global would guard.
private struct PlainURLWriter {
  let input: UnsafePointer<UInt8>
  let count: Int
  let output: UnsafeMutablePointer<UInt8>
  var index = 0
  var written = 0
  var schemeLength = 0

  init(input: UnsafePointer<UInt8>, count: Int, output: UnsafeMutablePointer<UInt8>) {
    self.input = input
    self.count = count
    self.output = output
  }

  /// Printable ASCII outside the path percent-encode set, less `/` (which ends a segment),
  /// `?` and `#` (which end the path) and `\` (a slash to special schemes, escaped in TSV).
  @inline(__always) static var pathMasks: (low: UInt64, high: UInt64) {
    (0x2FFF_7FF2_0000_0000, 0x57FF_FFFE_AFFF_FFFF)
  }
  /// Printable ASCII outside the special-query set, less `#`, `'` and `\`.
  @inline(__always) static var queryMasks: (low: UInt64, high: UInt64) {
    (0xAFFF_FF72_0000_0000, 0x7FFF_FFFF_EFFF_FFFF)
  }
  /// Printable ASCII outside the fragment set, less `\` and `` ` ``.
  @inline(__always) static var fragmentMasks: (low: UInt64, high: UInt64) {
    (0xAFFF_FFFA_0000_0000, 0x7FFF_FFFE_EFFF_FFFF)
  }

  @inline(__always)
  static func contains(_ masks: (low: UInt64, high: UInt64), _ byte: UInt8) -> Bool {
    let mask = byte < 64 ? masks.low : masks.high
    return byte < 128 && (mask &>> UInt64(byte & 63)) & 1 != 0
  }

  @inline(__always)
  static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) &- 0x61 < 26 }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  @inline(__always)
  mutating func put(_ byte: UInt8) {
    output[written] = byte
    written &+= 1
  }

  mutating func write() -> Bool {
    guard let defaultPort = scheme(), authority(defaultPort: defaultPort) else { return false }
    return pathQueryAndFragment()
  }

  /// Copies `scheme://`, lowercased; returns the scheme's default port.
  mutating func scheme() -> Int? {
    while index < count, index < 5, Self.isLetter(input[index]) {
      put(input[index] | 0x20)
      index &+= 1
    }
    schemeLength = written
    guard index &+ 2 < count, input[index] == UInt8(ascii: ":"),
      input[index &+ 1] == UInt8(ascii: "/"), input[index &+ 2] == UInt8(ascii: "/")
    else { return nil }
    let defaultPort: Int
    switch WebURL.SchemeKind.of(UnsafeBufferPointer(start: output, count: written), 0, written) {
    case .http, .ws: defaultPort = 80
    case .https, .wss: defaultPort = 443
    case .ftp: defaultPort = 21
    case .file, .other: return nil
    }
    put(UInt8(ascii: ":"))
    put(UInt8(ascii: "/"))
    put(UInt8(ascii: "/"))
    index &+= 3
    return defaultPort
  }

  /// Copies the host, lowercased, and the port unless it is the default.
  mutating func authority(defaultPort: Int) -> Bool {
    var labelStart = written
    while index < count {
      let byte = input[index]
      if Self.isLetter(byte) {
        put(byte | 0x20)
      } else if Self.isDigit(byte) || byte == UInt8(ascii: "-") {
        put(byte)
      } else if byte == UInt8(ascii: ".") {
        guard isPlainLabel(from: labelStart) else { return false }
        put(byte)
        labelStart = written
      } else {
        break
      }
      index &+= 1
    }
    // The last label starting with a letter keeps the host from being an IPv4 address.
    guard isPlainLabel(from: labelStart), Self.isLetter(output[labelStart]) else { return false }
    guard index < count else { return true }
    switch input[index] {
    case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"): return true
    case UInt8(ascii: ":"): return port(defaultPort: defaultPort)
    default: return false
    }
  }

  /// Reads the digits after `:` and writes the port unless it is the default.
  mutating func port(defaultPort: Int) -> Bool {
    index &+= 1
    var port = 0
    let start = index
    while index < count {
      let byte = input[index]
      guard Self.isDigit(byte) else {
        guard Self.endsAuthority(byte) else { return false }
        break
      }
      port = port &* 10 &+ Int(byte &- 0x30)
      guard port <= 65535 else { return false }
      index &+= 1
    }
    guard index > start else { return false }
    guard port != defaultPort else { return true }
    put(UInt8(ascii: ":"))
    var divisor = 1
    while divisor &* 10 <= port { divisor &*= 10 }
    while divisor > 0 {
      put(UInt8(truncatingIfNeeded: port / divisor) &+ 0x30)
      port %= divisor
      divisor /= 10
    }
    return true
  }

  @inline(__always)
  static func endsAuthority(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
  }

  /// A label that needs no IDNA processing: not empty, not punycode (`xn--`), and without the
  /// hyphens UTS #46 looks at (at either end, or in the third and fourth places).
  @inline(__always)
  func isPlainLabel(from start: Int) -> Bool {
    let length = written &- start
    guard length > 0, output[start] != UInt8(ascii: "-"),
      output[written &- 1] != UInt8(ascii: "-")
    else { return false }
    return length < 4 || output[start &+ 2] != UInt8(ascii: "-")
      || output[start &+ 3] != UInt8(ascii: "-")
  }

  /// Copies the path (or `/` for none), the query and the fragment, each exactly as given.
  mutating func pathQueryAndFragment() -> Bool {
    if index == count || input[index] != UInt8(ascii: "/") { put(UInt8(ascii: "/")) }
    var segmentStart = index
    var byte: UInt8 = 0
    while index < count {
      byte = input[index]
      if Self.contains(Self.pathMasks, byte) {
        put(byte)
        index &+= 1
        continue
      }
      guard byte == UInt8(ascii: "/") else { break }
      guard !isDotSegment(segmentStart, index) else { return false }
      put(byte)
      index &+= 1
      segmentStart = index
    }
    guard !isDotSegment(segmentStart, index) else { return false }
    guard index < count else { return true }
    if byte == UInt8(ascii: "?") {
      put(byte)
      index &+= 1
      while index < count {
        byte = input[index]
        guard Self.contains(Self.queryMasks, byte) else { break }
        put(byte)
        index &+= 1
      }
      guard index < count else { return true }
    }
    guard byte == UInt8(ascii: "#") else { return false }
    put(byte)
    index &+= 1
    while index < count {
      byte = input[index]
      guard Self.contains(Self.fragmentMasks, byte) else { return false }
      put(byte)
      index &+= 1
    }
    return true
  }

  /// `.`, `..` and their `%2e` spellings, which the parser resolves; only a segment that
  /// starts with `.` or `%` is looked at.
  @inline(__always)
  func isDotSegment(_ start: Int, _ end: Int) -> Bool {
    guard start < end, input[start] == UInt8(ascii: ".") || input[start] == UInt8(ascii: "%")
    else { return false }
    return Self.isDotSegment(input, start, end)
  }

  static func isDotSegment(_ input: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard end &- start <= 6 else { return false }
    var dots = 0
    var position = start
    while position < end {
      if input[position] == UInt8(ascii: ".") {
        position &+= 1
      } else if input[position] == UInt8(ascii: "%"), position &+ 2 < end,
        input[position &+ 1] == UInt8(ascii: "2"),
        (input[position &+ 2] | 0x20) == UInt8(ascii: "e")
      {
        position &+= 3
      } else {
        return false
      }
      dots &+= 1
    }
    return dots <= 2
  }
}

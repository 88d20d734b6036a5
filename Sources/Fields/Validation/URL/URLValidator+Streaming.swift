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
    guard constraints.isNone else { return .undecided }
    // Most URLs are plain, and copying them is several times faster than parsing them.
    if let written = normalizedPlainASCII(bytes, into: output) { return .written(written) }
    let input = bytes.assumingMemoryBound(to: UInt8.self)
    // `validate` finds a blank line empty, and so valid without an href; the parser would
    // resolve it to the base itself. Without a base the parser refuses it, which is cheaper
    // to check after.
    if base != nil, Self.isBlank(input) { return .undecided }
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
    guard let start = buffer.baseAddress, hasBackslash(start, count) else { return count }
    var backslashes = 0
    for index in 0..<count where buffer[index] == 0x5C { backslashes &+= 1 }
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

  /// Whether `count` bytes from `start` hold a backslash, tested eight bytes at a time: most
  /// hrefs have none, and this runs over every href the parser writes.
  static func hasBackslash(_ start: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    var index = 0
    while index &+ 8 <= count {
      let word = UnsafeRawPointer(start + index).loadUnaligned(as: UInt64.self) ^ (ones &* 0x5C)
      // A zero byte in `word` is a backslash in the href.
      if (word &- ones) & ~word & (ones &* 0x80) != 0 { return true }
      index &+= 8
    }
    while index < count {
      if start[index] == 0x5C { return true }
      index &+= 1
    }
    return false
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
    guard constraints.isNone, output.count > bytes.count,
      let inputStart = bytes.baseAddress, let outputStart = output.baseAddress
    else { return nil }
    guard
      let (written, schemeLength) = PlainURLWriter.write(
        inputStart.assumingMemoryBound(to: UInt8.self), count: bytes.count,
        to: outputStart.assumingMemoryBound(to: UInt8.self))
    else { return nil }
    if !schemes.isEmpty {
      let scheme = String(decoding: output.prefix(schemeLength), as: UTF8.self)
      guard schemes.contains(scheme) else { return nil }
    }
    return written
  }
}

/// Copies a plain URL from input to output byte by byte, refusing (returning `nil`) at the
/// first byte the URL parser would treat in any way but copying or lowercasing.
///
/// The output has room for the input and one byte more, which is the most a plain URL's href
/// takes, so writes are not checked one by one. The positions are locals, not a struct's
/// fields, so that they stay in registers across the stores. Byte classes are bit masks (as
/// ``PercentEncodeSet`` lays them out), not tables that a lazy global would guard.
private enum PlainURLWriter {
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

  /// How many of the eight bytes of `word` (the first in its lowest bits) are ASCII letters or
  /// digits before the first that is not, and the word with its capital letters lowercased.
  ///
  /// Letters and digits make most of a plain URL and need no look of their own, so they are
  /// tested eight at a time: each test adds to every byte at once, with the high bit cleared
  /// first so that no byte carries into the next.
  @inline(__always)
  static func alphanumerics(_ word: UInt64) -> (run: Int, lowercased: UInt64) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high = ones &* 0x80
    let low = word & ~high
    // The high bit of each byte of the result: whether that byte of `low` is at least `n`.
    func atLeast(_ x: UInt64, _ n: UInt64) -> UInt64 { (x &+ ones &* (0x80 &- n)) & high }
    let folded = low | (ones &* 0x20)
    let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
    let digit = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
    let bad = ~(letter | digit) & high | word & high
    let capital = atLeast(low, 0x41) & ~atLeast(low, 0x5B)
    let run = bad == 0 ? 8 : bad.trailingZeroBitCount &>> 3
    return (run, word | capital &>> 2)
  }

  @inline(__always)
  static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
  }

  @inline(__always)
  static func store(_ word: UInt64, _ pointer: UnsafeMutablePointer<UInt8>) {
    UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
  }

  /// Copies the URL; returns the length of the href and of its scheme.
  static func write(
    _ input: UnsafePointer<UInt8>, count: Int, to output: UnsafeMutablePointer<UInt8>
  ) -> (written: Int, schemeLength: Int)? {
    // The scheme, lowercased, and `://`.
    var index = 0
    while index < count, index < 5, isLetter(input[index]) {
      output[index] = input[index] | 0x20
      index &+= 1
    }
    let schemeLength = index
    guard index &+ 2 < count, input[index] == UInt8(ascii: ":"),
      input[index &+ 1] == UInt8(ascii: "/"), input[index &+ 2] == UInt8(ascii: "/")
    else { return nil }
    let defaultPort: Int
    switch WebURL.SchemeKind.of(UnsafeBufferPointer(start: output, count: index), 0, index) {
    case .http, .ws: defaultPort = 80
    case .https, .wss: defaultPort = 443
    case .ftp: defaultPort = 21
    case .file, .other: return nil
    }
    output[index] = UInt8(ascii: ":")
    output[index &+ 1] = UInt8(ascii: "/")
    output[index &+ 2] = UInt8(ascii: "/")
    index &+= 3
    // Input and output stay aligned up to the port.
    guard let hostEnd = host(input, count: count, from: index, to: output) else { return nil }
    index = hostEnd
    var written = hostEnd
    if index < count, input[index] == UInt8(ascii: ":") {
      guard
        let (end, length) = port(
          input, count: count, from: index &+ 1, defaultPort, output + written)
      else { return nil }
      index = end
      written &+= length
    }
    guard
      let total = pathQueryAndFragment(input, count: count, from: index, to: output, at: written)
    else { return nil }
    return (total, schemeLength)
  }

  /// Copies the host, lowercased, up to `/`, `?`, `#`, `:` or the end; returns where it ends.
  @inline(__always)
  static func host(
    _ input: UnsafePointer<UInt8>, count: Int, from start: Int,
    to output: UnsafeMutablePointer<UInt8>
  ) -> Int? {
    var index = start
    var labelStart = start
    while index < count {
      // Eight bytes are stored whole: the output has room for the input and one byte more.
      if count &- index >= 8 {
        let (run, lowercased) = alphanumerics(load(input + index))
        store(lowercased, output + index)
        index &+= run
        if run == 8 { continue }
      }
      let byte = input[index]
      if isLetter(byte) {
        output[index] = byte | 0x20
      } else if isDigit(byte) || byte == UInt8(ascii: "-") {
        output[index] = byte
      } else if byte == UInt8(ascii: ".") {
        guard isPlainLabel(input, labelStart, index) else { return nil }
        output[index] = byte
        labelStart = index &+ 1
      } else {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: ":"): break
        default: return nil
        }
        break
      }
      index &+= 1
    }
    // The last label starting with a letter keeps the host from being an IPv4 address.
    guard isPlainLabel(input, labelStart, index), isLetter(input[labelStart]) else { return nil }
    return index
  }

  /// A label that needs no IDNA processing: not empty, not punycode (`xn--`), and without the
  /// hyphens UTS #46 looks at (at either end, or in the third and fourth places).
  @inline(__always)
  static func isPlainLabel(_ input: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    let length = end &- start
    guard length > 0, input[start] != UInt8(ascii: "-"), input[end &- 1] != UInt8(ascii: "-")
    else { return false }
    return length < 4 || input[start &+ 2] != UInt8(ascii: "-")
      || input[start &+ 3] != UInt8(ascii: "-")
  }

  /// Reads the digits of a port and writes `:` and the port unless it is the default; returns
  /// where the digits end and how many bytes were written.
  static func port(
    _ input: UnsafePointer<UInt8>, count: Int, from start: Int, _ defaultPort: Int,
    _ output: UnsafeMutablePointer<UInt8>
  ) -> (end: Int, written: Int)? {
    var index = start
    var port = 0
    while index < count {
      let byte = input[index]
      guard isDigit(byte) else {
        guard byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#")
        else { return nil }
        break
      }
      port = port &* 10 &+ Int(byte &- 0x30)
      guard port <= 65535 else { return nil }
      index &+= 1
    }
    guard index > start else { return nil }
    guard port != defaultPort else { return (index, 0) }
    output[0] = UInt8(ascii: ":")
    var written = 1
    var divisor = 1
    while divisor &* 10 <= port { divisor &*= 10 }
    while divisor > 0 {
      output[written] = UInt8(truncatingIfNeeded: port / divisor) &+ 0x30
      written &+= 1
      port %= divisor
      divisor /= 10
    }
    return (index, written)
  }

  /// Copies the path (or `/` for none), the query and the fragment, each exactly as given;
  /// returns the href's length.
  static func pathQueryAndFragment(
    _ input: UnsafePointer<UInt8>, count: Int, from start: Int,
    to output: UnsafeMutablePointer<UInt8>, at offset: Int
  ) -> Int? {
    var index = start
    var written = offset
    if index == count || input[index] != UInt8(ascii: "/") {
      output[written] = UInt8(ascii: "/")
      written &+= 1
    }
    var segmentStart = index
    var byte: UInt8 = 0
    while index < count {
      // Eight bytes are stored whole: the output is never more than one byte ahead.
      if count &- index >= 8 {
        let word = load(input + index)
        let run = alphanumerics(word).run
        store(word, output + written)
        index &+= run
        written &+= run
        if run == 8 { continue }
      }
      byte = input[index]
      if contains(pathMasks, byte) {
        output[written] = byte
        written &+= 1
        index &+= 1
        continue
      }
      guard byte == UInt8(ascii: "/") else { break }
      guard !isDotSegment(input, segmentStart, index) else { return nil }
      output[written] = byte
      written &+= 1
      index &+= 1
      segmentStart = index
    }
    guard !isDotSegment(input, segmentStart, index) else { return nil }
    guard index < count else { return written }
    if byte == UInt8(ascii: "?") {
      output[written] = byte
      written &+= 1
      index &+= 1
      while index < count {
        if count &- index >= 8 {
          let word = load(input + index)
          let run = alphanumerics(word).run
          store(word, output + written)
          index &+= run
          written &+= run
          if run == 8 { continue }
        }
        byte = input[index]
        guard contains(queryMasks, byte) else { break }
        output[written] = byte
        written &+= 1
        index &+= 1
      }
      guard index < count else { return written }
    }
    guard byte == UInt8(ascii: "#") else { return nil }
    output[written] = byte
    written &+= 1
    index &+= 1
    while index < count {
      byte = input[index]
      guard contains(fragmentMasks, byte) else { return nil }
      output[written] = byte
      written &+= 1
      index &+= 1
    }
    return written
  }

  /// `.`, `..` and their `%2e` spellings, which the parser resolves; only a segment that
  /// starts with `.` or `%` is looked at further.
  @inline(__always)
  static func isDotSegment(_ input: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard start < end, input[start] == UInt8(ascii: ".") || input[start] == UInt8(ascii: "%")
    else { return false }
    return isDotSpelling(input, start, end)
  }

  static func isDotSpelling(_ input: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
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

// MARK: - Writing the host

extension WebURL.Parser {
  /// The URL Standard's host parser over `input[start..<end]`, writing the serialized host.
  ///
  /// A special URL's ASCII host without `%` is lowercased into the output as it is checked;
  /// only hosts with a non-ASCII byte or a `%` are decoded and passed to UTS #46.
  mutating func host(_ start: Int, _ end: Int, opaque: Bool) throws(WebURL.Failure) {
    offsets.hostStart = output.count
    defer { offsets.hostEnd = output.count }
    if start < end, input[start] == UInt8(ascii: "[") {
      guard end - start >= 2, input[end - 1] == UInt8(ascii: "]") else { throw .ipv6Unclosed }
      let address = try WebURL.Host.parseIPv6(input, start + 1, end - 1)
      output.append(UInt8(ascii: "["))
      WebURL.Host.appendIPv6(address, to: &output)
      output.append(UInt8(ascii: "]"))
      offsets.hostKind = .ipv6
      return
    }
    if opaque {
      let masks = WebURL.Host.forbiddenHostMasks
      for index in start..<end where PercentEncodeSet.test(input[index], masks) {
        // Above 0x7F is in every mask; such bytes are encoded, not refused.
        if input[index] < 0x80 { throw .hostInvalidCodePoint }
      }
      PercentEncodeSet.c0Control.append(input, from: start, to: end, into: &output)
      offsets.hostKind = start == end ? .empty : .opaque
      return
    }
    try domain(start, end)
  }

  mutating func domain(_ start: Int, _ end: Int) throws(WebURL.Failure) {
    let hostStart = output.count
    let masks = WebURL.Host.forbiddenDomainMasks
    if let target = output.room(for: end &- start),
      let forbidden = Self.lowercaseASCII(input, start, end, into: target, masks)
    {
      // The common case in one pass: ASCII without `%`, lowercased and checked as it is copied.
      output.didWrite(end &- start)
      if forbidden { throw .domainInvalidCodePoint }
    } else {
      var simple = true
      for index in start..<end {
        let byte = input[index]
        if byte >= 0x80 || byte == UInt8(ascii: "%") {
          simple = false
          break
        }
        output.append(Self.lowercased(byte))
      }
      if !simple {
        output.removeLast(output.count - hostStart)
        try internationalDomain(start, end)
      }
      for index in hostStart..<output.count where PercentEncodeSet.test(output[index], masks) {
        if output[index] < 0x80 { throw .domainInvalidCodePoint }
      }
    }
    guard WebURL.Host.endsInANumber(output.bytes, hostStart, output.count) else {
      offsets.hostKind = .domain
      return
    }
    let address = try WebURL.Host.parseIPv4(output.bytes, hostStart, output.count)
    output.removeLast(output.count - hostStart)
    WebURL.Host.appendIPv4(address, to: &output)
    offsets.hostKind = .ipv4
  }

  /// Copies `input[start..<end]` to `target` lowercased, when it is ASCII without `%`.
  ///
  /// - Returns: Whether a byte of `masks` (a forbidden domain code point) was seen, or `nil`
  ///   for a byte above 0x7F or a `%`, which leave the domain to ``internationalDomain(_:_:)``.
  @inline(__always)
  static func lowercaseASCII(
    _ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int,
    into target: UnsafeMutablePointer<UInt8>, _ masks: (low: UInt64, high: UInt64)
  ) -> Bool? {
    var forbidden = false
    var index = start
    while index < end {
      let byte = input[index]
      if byte >= 0x80 || byte == UInt8(ascii: "%") { return nil }
      if PercentEncodeSet.test(byte, masks) { forbidden = true }
      target[index &- start] = lowercased(byte)
      index &+= 1
    }
    return forbidden
  }

  /// The rare path: percent-decoding, then UTS #46 through ICU when the result is not ASCII.
  mutating func internationalDomain(_ start: Int, _ end: Int) throws(WebURL.Failure) {
    var decoded = WebURL.Host.percentDecode(UnsafeBufferPointer(rebasing: input[start..<end]))
    if decoded.starts(with: [0xEF, 0xBB, 0xBF]) { decoded.removeFirst(3) }
    if decoded.allSatisfy({ $0 < 0x80 }) {
      guard !decoded.isEmpty else { throw .domainToASCII }
      for byte in decoded { output.append(Self.lowercased(byte)) }
      return
    }
    guard let ascii = DomainToASCII.convert(String(decoding: decoded, as: UTF8.self)) else {
      throw .domainToASCII
    }
    output.append(contentsOf: ascii)
  }
}

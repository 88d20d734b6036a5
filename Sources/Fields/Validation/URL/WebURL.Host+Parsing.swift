// MARK: - Host parsing

extension WebURL.Host {
  /// NUL, tab, line breaks, space and `#/:<>?@[\]^|`, as ``PercentEncodeSet/masks`` are laid
  /// out; no host may hold them.
  @inline(__always)
  static var forbiddenHostMasks: (low: UInt64, high: UInt64) {
    (0xD400_8009_0000_2601, 0x1000_0000_7800_0001)
  }

  /// The forbidden host code points, C0 controls, `%` and DEL: what no domain may hold.
  @inline(__always)
  static var forbiddenDomainMasks: (low: UInt64, high: UInt64) {
    (0xD400_8029_FFFF_FFFF, 0x9000_0000_7800_0001)
  }

  /// Bytes of `text` with every `%XX` replaced by the byte it stands for.
  static func percentDecode(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { percentDecode($0) }
  }

  /// Bytes with every `%XX` replaced by the byte it stands for.
  static func percentDecode(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      {
        output.append(high << 4 | low)
        index += 3
      } else {
        output.append(bytes[index])
        index += 1
      }
    }
    return output
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }

  // MARK: - IPv4

  /// Whether the last label of `bytes[start..<end]` is a number, which makes the host an IPv4
  /// address (or invalid).
  static func endsInANumber(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    var last = end
    // One trailing dot is allowed, unless it is all there is.
    if last > start, bytes[last - 1] == UInt8(ascii: "."), last - 1 > start { last -= 1 }
    var labelStart = last
    while labelStart > start, bytes[labelStart - 1] != UInt8(ascii: ".") { labelStart -= 1 }
    guard labelStart < last, bytes[labelStart] &- 0x30 < 10 else { return false }
    // All digits is a number even where it is no valid one (`09`), which then fails as IPv4.
    if bytes[labelStart..<last].allSatisfy({ $0 &- 0x30 < 10 }) { return true }
    return ipv4Number(bytes, labelStart, last) != nil
  }

  /// One part of an IPv4 address: decimal, `0x` hexadecimal or `0` octal; any number of
  /// digits, saturating above 2³² so that a huge part is still a (too large) number.
  static func ipv4Number(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt64? {
    guard start < end else { return nil }
    var index = start
    var radix: UInt64 = 10
    if end - index >= 2, bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == 0x78 {
      index += 2
      radix = 16
    } else if end - index >= 2, bytes[index] == UInt8(ascii: "0") {
      index += 1
      radix = 8
    }
    var value: UInt64 = 0
    while index < end {
      guard let digit = hexValue(bytes[index]), UInt64(digit) < radix else { return nil }
      if value < 1 << 33 { value = value * radix + UInt64(digit) }
      index += 1
    }
    return value
  }

  static func parseIPv4(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) throws(WebURL
    .Failure)
    -> UInt32
  {
    var end = end
    var parts = 1
    for index in start..<end where bytes[index] == UInt8(ascii: ".") { parts += 1 }
    if parts > 1, bytes[end - 1] == UInt8(ascii: ".") {
      end -= 1
      parts -= 1
    }
    guard parts <= 4 else { throw .ipv4TooManyParts }
    var numbers = SIMD4<UInt64>()
    var partStart = start
    for part in 0..<parts {
      var partEnd = partStart
      while partEnd < end, bytes[partEnd] != UInt8(ascii: ".") { partEnd += 1 }
      guard let number = ipv4Number(bytes, partStart, partEnd) else {
        throw .ipv4NonNumericPart
      }
      numbers[part] = number
      partStart = partEnd + 1
    }
    var address: UInt64 = 0
    for part in 0..<(parts - 1) {
      guard numbers[part] <= 255 else { throw .ipv4OutOfRange }
      address += numbers[part] << (8 * (3 - UInt64(part)))
    }
    let last = numbers[parts - 1]
    guard last < 1 << (8 * (5 - UInt64(parts))) else { throw .ipv4OutOfRange }
    return UInt32(address + last)
  }

  static func appendIPv4(_ address: UInt32, to output: inout WebURL.Parser.Output) {
    for shift in stride(from: 24 as UInt32, through: 0, by: -8) {
      WebURL.Parser.appendDecimal(Int((address >> shift) & 0xFF), to: &output)
      if shift > 0 { output.append(UInt8(ascii: ".")) }
    }
  }

  /// The address of a serialized IPv4 host (`192.0.2.1`).
  static func ipv4Value(serialized text: String) -> UInt32 {
    text.split(separator: ".").reduce(0) { $0 << 8 | (UInt32($1) ?? 0) }
  }

  /// The pieces of a serialized IPv6 host (`[2001:db8::1]`).
  static func ipv6Pieces(serialized text: String) -> [UInt16] {
    var text = text
    let address = text.withUTF8 { bytes in
      try? parseIPv6(bytes, 1, bytes.count - 1)
    }
    guard let address else { return [] }
    return (0..<8).map { address[$0] }
  }

  // MARK: - IPv6

  static func parseIPv6(_ input: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int)
    throws(WebURL.Failure) -> SIMD8<UInt16>
  {
    var address = SIMD8<UInt16>()
    var pieceIndex = 0
    var compress = -1
    var pointer = start
    func at(_ index: Int) -> UInt8? { index < end ? input[index] : nil }
    let colon = UInt8(ascii: ":")
    if at(start) == colon {
      guard at(start + 1) == colon else { throw .ipv6InvalidCompression }
      pointer += 2
      pieceIndex = 1
      compress = 1
    }
    while let c = at(pointer) {
      guard pieceIndex < 8 else { throw .ipv6TooManyPieces }
      if c == colon {
        guard compress < 0 else { throw .ipv6MultipleCompression }
        pointer += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      var value: UInt16 = 0
      var length = 0
      while length < 4, let h = at(pointer), let digit = hexValue(h) {
        value = value * 16 + UInt16(digit)
        pointer += 1
        length += 1
      }
      if at(pointer) == UInt8(ascii: ".") {
        guard length > 0 else { throw .ipv4InIPv6InvalidCodePoint }
        pointer -= length
        guard pieceIndex <= 6 else { throw .ipv4InIPv6TooManyPieces }
        var numbersSeen = 0
        while let c = at(pointer) {
          var piece: UInt16?
          if numbersSeen > 0 {
            guard c == UInt8(ascii: "."), numbersSeen < 4 else {
              throw .ipv4InIPv6InvalidCodePoint
            }
            pointer += 1
          }
          guard let first = at(pointer), first &- 0x30 < 10 else {
            throw .ipv4InIPv6InvalidCodePoint
          }
          while let d = at(pointer), d &- 0x30 < 10 {
            let number = UInt16(d - 0x30)
            if let current = piece {
              guard current != 0 else { throw .ipv4InIPv6InvalidCodePoint }
              piece = current * 10 + number
            } else {
              piece = number
            }
            guard let checked = piece, checked <= 255 else { throw .ipv4InIPv6OutOfRange }
            pointer += 1
          }
          address[pieceIndex] = address[pieceIndex] &* 0x100 &+ (piece ?? 0)
          numbersSeen += 1
          if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        guard numbersSeen == 4 else { throw .ipv4InIPv6TooFewParts }
        break
      } else if at(pointer) == colon {
        pointer += 1
        guard at(pointer) != nil else { throw .ipv6InvalidCodePoint }
      } else if at(pointer) != nil {
        throw .ipv6InvalidCodePoint
      }
      address[pieceIndex] = value
      pieceIndex += 1
    }
    if compress >= 0 {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0, swaps > 0 {
        let other = compress + swaps - 1
        let held = address[pieceIndex]
        address[pieceIndex] = address[other]
        address[other] = held
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      throw .ipv6TooFewPieces
    }
    return address
  }

  /// Writes an address as the IPv6 serializer does: lowercase hex, the first longest run of two
  /// or more zero pieces written as `::`.
  static func appendIPv6(_ pieces: SIMD8<UInt16>, to output: inout WebURL.Parser.Output) {
    var bestStart = -1
    var bestLength = 1
    var index = 0
    while index < 8 {
      if pieces[index] == 0 {
        var end = index
        while end < 8, pieces[end] == 0 { end += 1 }
        if end - index > bestLength {
          bestStart = index
          bestLength = end - index
        }
        index = end
      } else {
        index += 1
      }
    }
    index = 0
    while index < 8 {
      if index == bestStart {
        output.append(UInt8(ascii: ":"))
        if index == 0 { output.append(UInt8(ascii: ":")) }
        index += bestLength
        continue
      }
      let piece = pieces[index]
      var shift: UInt16 = 12
      while shift > 0, (piece >> shift) & 0xF == 0 { shift -= 4 }
      while true {
        let nibble = UInt8((piece >> shift) & 0xF)
        output.append(nibble < 10 ? nibble + 0x30 : nibble + 0x57)
        if shift == 0 { break }
        shift -= 4
      }
      if index != 7 { output.append(UInt8(ascii: ":")) }
      index += 1
    }
  }
}

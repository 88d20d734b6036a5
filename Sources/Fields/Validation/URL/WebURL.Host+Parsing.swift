// MARK: - Host parsing

extension WebURL.Host {
  /// Whether no host may hold `scalar`: NUL, tab, line breaks, space and `#/:<>?@[\]^|`.
  static func isForbiddenHostCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00, 0x09, 0x0A, 0x0D, 0x20, 0x23, 0x2F, 0x3A, 0x3C, 0x3E, 0x3F, 0x40, 0x5B, 0x5C,
      0x5D, 0x5E, 0x7C:
      return true
    default:
      return false
    }
  }

  /// The URL Standard's host parser.
  ///
  /// - Parameters:
  ///   - input: The host as written between `//` (and any userinfo) and the port or path.
  ///   - isOpaque: True for non-special schemes, whose hosts are kept as written.
  /// - Returns: The host, or the standard's reason it is none.
  static func parse(_ input: String, isOpaque: Bool) -> Result<WebURL.Host, WebURL.Failure> {
    let scalars = Array(input.unicodeScalars)
    if scalars.first == "[" {
      guard scalars.last == "]", scalars.count >= 2 else { return .failure(.ipv6Unclosed) }
      return parseIPv6(scalars[1..<(scalars.count - 1)]).map { .ipv6($0) }
    }
    if isOpaque {
      if scalars.contains(where: isForbiddenHostCodePoint) {
        return .failure(.hostInvalidCodePoint)
      }
      var output = ""
      PercentEncodeSet.c0Control.append(contentsOf: scalars, to: &output)
      return .success(.opaque(output))
    }
    let decoded = String(decoding: percentDecode(input), as: UTF8.self)
    let domain = decoded.hasPrefix("\u{FEFF}") ? String(decoded.dropFirst()) : decoded
    guard let ascii = DomainToASCII.convert(domain) else { return .failure(.domainToASCII) }
    if ascii.unicodeScalars.contains(where: isForbiddenDomainCodePoint) {
      return .failure(.domainInvalidCodePoint)
    }
    if endsInANumber(ascii) { return parseIPv4(ascii).map { .ipv4($0) } }
    return .success(.domain(ascii))
  }

  static func isForbiddenDomainCodePoint(_ scalar: Unicode.Scalar) -> Bool {
    isForbiddenHostCodePoint(scalar) || scalar.value <= 0x1F || scalar == "%"
      || scalar.value == 0x7F
  }

  /// Bytes of `text` with every `%XX` replaced by the byte it stands for.
  static func percentDecode(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
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

  /// Whether the last label is a number, which makes the host an IPv4 address (or invalid).
  static func endsInANumber(_ host: String) -> Bool {
    var parts = host.split(separator: ".", omittingEmptySubsequences: false)
    if parts.last?.isEmpty == true {
      if parts.count == 1 { return false }
      parts.removeLast()
    }
    guard let last = parts.last, !last.isEmpty else { return false }
    if last.allSatisfy({ $0.isASCII && $0.isNumber }) { return true }
    return parseIPv4Number(Substring(last)) != nil
  }

  /// One part of an IPv4 address: decimal, `0x` hexadecimal or `0` octal.
  static func parseIPv4Number(_ part: Substring) -> UInt64? {
    guard !part.isEmpty else { return nil }
    var digits = part
    var radix = 10
    if digits.count >= 2, digits.hasPrefix("0x") || digits.hasPrefix("0X") {
      digits = digits.dropFirst(2)
      radix = 16
    } else if digits.count >= 2, digits.hasPrefix("0") {
      digits = digits.dropFirst()
      radix = 8
    }
    if digits.isEmpty { return 0 }
    let valid: (Character) -> Bool =
      switch radix {
      case 16: { $0.isASCII && $0.isHexDigit }
      case 8: { ("0"..."7").contains($0) }
      default: { ("0"..."9").contains($0) }
      }
    guard digits.allSatisfy(valid) else { return nil }
    // Any number of leading zeros is allowed, and a huge value is still a (too large) number.
    let trimmed = digits.drop { $0 == "0" }
    if trimmed.count > 20 { return UInt64.max }
    return UInt64(trimmed.isEmpty ? "0" : String(trimmed), radix: radix)
  }

  static func parseIPv4(_ host: String) -> Result<UInt32, WebURL.Failure> {
    var parts = host.split(separator: ".", omittingEmptySubsequences: false)
    if parts.last?.isEmpty == true, parts.count > 1 { parts.removeLast() }
    guard parts.count <= 4 else { return .failure(.ipv4TooManyParts) }
    var numbers: [UInt64] = []
    for part in parts {
      guard let number = parseIPv4Number(part) else { return .failure(.ipv4NonNumericPart) }
      numbers.append(number)
    }
    for number in numbers.dropLast() where number > 255 { return .failure(.ipv4OutOfRange) }
    guard let last = numbers.last, last < (1 << (8 * (5 - UInt64(numbers.count)))) else {
      return .failure(.ipv4OutOfRange)
    }
    var address = last
    for (index, number) in numbers.dropLast().enumerated() {
      address += number << (8 * (3 - UInt64(index)))
    }
    return .success(UInt32(address))
  }

  // MARK: - IPv6

  static func parseIPv6(_ input: ArraySlice<Unicode.Scalar>) -> Result<[UInt16], WebURL.Failure> {
    let input = Array(input)
    var address = [UInt16](repeating: 0, count: 8)
    var pieceIndex = 0
    var compress: Int?
    var pointer = 0
    func at(_ index: Int) -> Unicode.Scalar? { index < input.count ? input[index] : nil }
    if at(0) == ":" {
      guard at(1) == ":" else { return .failure(.ipv6InvalidCompression) }
      pointer = 2
      pieceIndex = 1
      compress = 1
    }
    while let c = at(pointer) {
      guard pieceIndex < 8 else { return .failure(.ipv6TooManyPieces) }
      if c == ":" {
        guard compress == nil else { return .failure(.ipv6MultipleCompression) }
        pointer += 1
        pieceIndex += 1
        compress = pieceIndex
        continue
      }
      var value: UInt16 = 0
      var length = 0
      while length < 4, let h = at(pointer), h.isASCII, let digit = hexValue(UInt8(h.value)) {
        value = value * 16 + UInt16(digit)
        pointer += 1
        length += 1
      }
      if at(pointer) == "." {
        guard length > 0 else { return .failure(.ipv4InIPv6InvalidCodePoint) }
        pointer -= length
        guard pieceIndex <= 6 else { return .failure(.ipv4InIPv6TooManyPieces) }
        var numbersSeen = 0
        while let c = at(pointer) {
          var piece: UInt16?
          if numbersSeen > 0 {
            guard c == ".", numbersSeen < 4 else {
              return .failure(.ipv4InIPv6InvalidCodePoint)
            }
            pointer += 1
          }
          guard let first = at(pointer), ("0"..."9").contains(first) else {
            return .failure(.ipv4InIPv6InvalidCodePoint)
          }
          while let d = at(pointer), ("0"..."9").contains(d) {
            let number = UInt16(d.value - 48)
            if let current = piece {
              guard current != 0 else { return .failure(.ipv4InIPv6InvalidCodePoint) }
              piece = current * 10 + number
            } else {
              piece = number
            }
            guard let checked = piece, checked <= 255 else {
              return .failure(.ipv4InIPv6OutOfRange)
            }
            pointer += 1
          }
          address[pieceIndex] = address[pieceIndex] &* 0x100 &+ (piece ?? 0)
          numbersSeen += 1
          if numbersSeen == 2 || numbersSeen == 4 { pieceIndex += 1 }
        }
        guard numbersSeen == 4 else { return .failure(.ipv4InIPv6TooFewParts) }
        break
      } else if at(pointer) == ":" {
        pointer += 1
        guard at(pointer) != nil else { return .failure(.ipv6InvalidCodePoint) }
      } else if at(pointer) != nil {
        return .failure(.ipv6InvalidCodePoint)
      }
      address[pieceIndex] = value
      pieceIndex += 1
    }
    if let compress {
      var swaps = pieceIndex - compress
      pieceIndex = 7
      while pieceIndex != 0, swaps > 0 {
        address.swapAt(pieceIndex, compress + swaps - 1)
        pieceIndex -= 1
        swaps -= 1
      }
    } else if pieceIndex != 8 {
      return .failure(.ipv6TooFewPieces)
    }
    return .success(address)
  }
}

extension WebURL {
  /// A URL's host, as the URL Standard defines it.
  public enum Host: Sendable, Hashable, CustomStringConvertible {
    /// An ASCII domain, after UTS #46: `example.com`, `xn--bcher-kva.example`.
    case domain(String)
    /// An IPv4 address as a 32-bit number.
    case ipv4(UInt32)
    /// An IPv6 address as eight 16-bit pieces.
    case ipv6([UInt16])
    /// A host of a non-special URL, percent-encoded but otherwise as written.
    case opaque(String)
    /// The empty host of `file:///` and of non-special URLs such as `sc://`.
    case empty

    /// The host as a URL writes it: `[2001:db8::1]` for IPv6.
    public var description: String {
      switch self {
      case .domain(let text), .opaque(let text): return text
      case .empty: return ""
      case .ipv4(let address):
        return [24, 16, 8, 0].map { String((address >> $0) & 0xFF) }.joined(separator: ".")
      case .ipv6(let pieces): return "[" + Self.serialize(ipv6: pieces) + "]"
      }
    }

    /// The IPv6 serializer: lowercase hex, the first longest run of two or more zero pieces
    /// written as `::`.
    static func serialize(ipv6 pieces: [UInt16]) -> String {
      var bestStart = -1
      var bestLength = 1
      var index = 0
      while index < pieces.count {
        if pieces[index] == 0 {
          var end = index
          while end < pieces.count, pieces[end] == 0 { end += 1 }
          if end - index > bestLength {
            bestStart = index
            bestLength = end - index
          }
          index = end
        } else {
          index += 1
        }
      }
      var output = ""
      var ignoringZeros = false
      for (index, piece) in pieces.enumerated() {
        if ignoringZeros, piece == 0 { continue }
        ignoringZeros = false
        if index == bestStart {
          output += index == 0 ? "::" : ":"
          ignoringZeros = true
          continue
        }
        output += String(piece, radix: 16)
        if index != pieces.count - 1 { output += ":" }
      }
      return output
    }
  }
}

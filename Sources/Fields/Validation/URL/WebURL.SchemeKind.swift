extension WebURL {
  /// The special schemes, recognized from their bytes, and every other scheme.
  enum SchemeKind: UInt8, Sendable, Hashable {
    case http, https, ws, wss, ftp, file, other

    /// The kind of a scheme written as `bytes[start..<end]` in lowercase ASCII: a switch on
    /// length and bytes, since it is asked once per URL and a dictionary would hash.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SchemeKind {
      func byte(_ offset: Int) -> UInt8 { bytes[start + offset] }
      switch end - start {
      case 2:
        return byte(0) == 0x77 && byte(1) == 0x73 ? .ws : .other  // ws
      case 3:
        if byte(0) == 0x77, byte(1) == 0x73, byte(2) == 0x73 { return .wss }
        if byte(0) == 0x66, byte(1) == 0x74, byte(2) == 0x70 { return .ftp }
        return .other
      case 4:
        if byte(0) == 0x68, byte(1) == 0x74, byte(2) == 0x74, byte(3) == 0x70 { return .http }
        if byte(0) == 0x66, byte(1) == 0x69, byte(2) == 0x6C, byte(3) == 0x65 { return .file }
        return .other
      case 5:
        let isHTTPS =
          byte(0) == 0x68 && byte(1) == 0x74 && byte(2) == 0x74 && byte(3) == 0x70
          && byte(4) == 0x73
        return isHTTPS ? .https : .other
      default:
        return .other
      }
    }

    /// The scheme's default port, or -1 for none.
    var defaultPort: Int {
      switch self {
      case .http, .ws: return 80
      case .https, .wss: return 443
      case .ftp: return 21
      case .file, .other: return -1
      }
    }
  }
}

/// The URL Standard's percent-encode sets: which bytes a URL component writes as `%XX`.
///
/// Each set contains the one before it, as the standard builds them. The sets work on UTF-8
/// bytes: every set contains all code points above U+007E, so every byte of a multi-byte
/// sequence is encoded, which is what encoding the code point's UTF-8 gives.
enum PercentEncodeSet: Int, Comparable {
  /// C0 controls and everything above U+007E.
  case c0Control
  /// Adds space, `"`, `<`, `>` and `` ` ``.
  case fragment
  /// Adds space, `"`, `#`, `<` and `>` to the C0 control set.
  case query
  /// The query set and `'`.
  case specialQuery
  /// The query set and `?`, `^`, `` ` ``, `{` and `}`.
  case path
  /// The path set and `/`, `:`, `;`, `=`, `@`, `[` to `^`, and `|`.
  case userinfo

  static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The set as two bit masks, for bytes 0x00–0x3F and 0x40–0x7F: a bit test instead of a
  /// lookup, since the parser asks for every byte of a path, query and fragment.
  @inline(__always)
  var masks: (low: UInt64, high: UInt64) {
    switch self {
    case .c0Control: return (0x0000_0000_FFFF_FFFF, 0x8000_0000_0000_0000)
    case .fragment: return (0x5000_0005_FFFF_FFFF, 0x8000_0001_0000_0000)
    case .query: return (0x5000_000D_FFFF_FFFF, 0x8000_0000_0000_0000)
    case .specialQuery: return (0x5000_008D_FFFF_FFFF, 0x8000_0000_0000_0000)
    case .path: return (0xD000_000D_FFFF_FFFF, 0xA800_0001_4000_0000)
    case .userinfo: return (0xFC00_800D_FFFF_FFFF, 0xB800_0001_7800_0001)
    }
  }

  /// Whether `byte` is written percent-encoded in this set.
  @inline(__always)
  func contains(_ byte: UInt8) -> Bool {
    Self.test(byte, masks)
  }

  /// Whether `masks` (as ``masks`` gives them) has `byte`; bytes above 0x7F are always in.
  @inline(__always)
  static func test(_ byte: UInt8, _ masks: (low: UInt64, high: UInt64)) -> Bool {
    if byte >= 0x80 { return true }
    let mask = byte < 64 ? masks.low : masks.high
    return (mask >> UInt64(byte & 63)) & 1 != 0
  }

  /// Appends `bytes` to `output`, each byte of the set as `%XX`.
  @inline(__always)
  func append(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int,
    into output: inout WebURL.Parser.Output
  ) {
    let masks = masks
    // With room for every byte encoded, no write needs its own check.
    if start < end, let target = output.room(for: (end &- start) &* 3) {
      var written = 0
      for index in start..<end {
        let byte = bytes[index]
        if Self.test(byte, masks) {
          target[written] = UInt8(ascii: "%")
          target[written &+ 1] = Self.hexDigit(byte >> 4)
          target[written &+ 2] = Self.hexDigit(byte & 0xF)
          written &+= 3
        } else {
          target[written] = byte
          written &+= 1
        }
      }
      output.didWrite(written)
      return
    }
    var index = start
    while index < end {
      let byte = bytes[index]
      if Self.test(byte, masks) {
        Self.appendEncoded(byte, to: &output)
      } else {
        output.append(byte)
      }
      index += 1
    }
  }

  /// Appends `%XX` for `byte`, with uppercase hexadecimal digits as the standard writes them.
  @inline(__always)
  static func appendEncoded(_ byte: UInt8, to output: inout WebURL.Parser.Output) {
    output.append(UInt8(ascii: "%"))
    output.append(hexDigit(byte >> 4))
    output.append(hexDigit(byte & 0xF))
  }

  /// The uppercase hexadecimal digit for `value`, which is below 16.
  @inline(__always)
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? value + 0x30 : value + 0x37
  }
}

/// The URL Standard's percent-encode sets: which code points a URL component writes as `%XX`.
///
/// Each set contains the one before it, as the standard builds them.
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

  /// Whether `scalar` is written percent-encoded in this set.
  func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value < 0x20 || value > 0x7E { return true }
    // Every set but the C0 control set adds space, `"`, `<` and `>`; each then adds its own.
    switch self {
    case .c0Control:
      return false
    case .fragment:
      switch value {
      case 0x20, 0x22, 0x3C, 0x3E, 0x60: return true
      default: return false
      }
    case .query:
      switch value {
      case 0x20, 0x22, 0x23, 0x3C, 0x3E: return true
      default: return false
      }
    case .specialQuery:
      switch value {
      case 0x20, 0x22, 0x23, 0x27, 0x3C, 0x3E: return true
      default: return false
      }
    case .path:
      switch value {
      case 0x20, 0x22, 0x23, 0x3C, 0x3E, 0x3F, 0x5E, 0x60, 0x7B, 0x7D: return true
      default: return false
      }
    case .userinfo:
      switch value {
      case 0x20, 0x22, 0x23, 0x3C, 0x3E, 0x3F, 0x5E, 0x60, 0x7B, 0x7D,  // the path set
        0x2F, 0x3A, 0x3B, 0x3D, 0x40, 0x5B, 0x5C, 0x5D, 0x7C:
        return true
      default: return false
      }
    }
  }

  /// Appends `scalar` to `output`, as UTF-8 percent-encoded bytes when the set contains it.
  func append(_ scalar: Unicode.Scalar, to output: inout String) {
    guard contains(scalar) else {
      output.unicodeScalars.append(scalar)
      return
    }
    for byte in String(scalar).utf8 {
      output += "%" + Self.hex[Int(byte >> 4)] + Self.hex[Int(byte & 0xF)]
    }
  }

  /// Appends every scalar of `text`, encoded as ``append(_:to:)`` does.
  func append(contentsOf text: some Sequence<Unicode.Scalar>, to output: inout String) {
    for scalar in text { append(scalar, to: &output) }
  }

  private static let hex = "0123456789ABCDEF".map(String.init)
}

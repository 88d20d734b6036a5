extension WebURL {
  /// Why a text is not a URL; the raw value is the URL Standard's name for the validation error.
  public enum Failure: String, Error, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case missingSchemeNonRelativeURL = "missing-scheme-non-relative-URL"
    case hostMissing = "host-missing"
    case hostInvalidCodePoint = "host-invalid-code-point"
    case domainToASCII = "domain-to-ASCII"
    case domainInvalidCodePoint = "domain-invalid-code-point"
    case portOutOfRange = "port-out-of-range"
    case portInvalid = "port-invalid"
    case ipv4TooManyParts = "IPv4-too-many-parts"
    case ipv4NonNumericPart = "IPv4-non-numeric-part"
    case ipv4OutOfRange = "IPv4-out-of-range-part"
    case ipv6Unclosed = "IPv6-unclosed"
    case ipv6InvalidCompression = "IPv6-invalid-compression"
    case ipv6TooManyPieces = "IPv6-too-many-pieces"
    case ipv6MultipleCompression = "IPv6-multiple-compression"
    case ipv6InvalidCodePoint = "IPv6-invalid-code-point"
    case ipv6TooFewPieces = "IPv6-too-few-pieces"
    case ipv4InIPv6TooManyPieces = "IPv4-in-IPv6-too-many-pieces"
    case ipv4InIPv6InvalidCodePoint = "IPv4-in-IPv6-invalid-code-point"
    case ipv4InIPv6OutOfRange = "IPv4-in-IPv6-out-of-range-part"
    case ipv4InIPv6TooFewParts = "IPv4-in-IPv6-too-few-parts"

    /// A phrase that completes "it is not a URL: …".
    public var description: String {
      switch self {
      case .missingSchemeNonRelativeURL: return "it has no scheme such as 'https:'"
      case .hostMissing: return "it has no host"
      case .hostInvalidCodePoint: return "its host holds a character hosts cannot"
      case .domainToASCII: return "its domain is not a valid internationalized domain name"
      case .domainInvalidCodePoint: return "its domain holds a character domains cannot"
      case .portOutOfRange: return "its port is above 65535"
      case .portInvalid: return "its port is not a number"
      case .ipv4TooManyParts: return "its IPv4 address has more than four parts"
      case .ipv4NonNumericPart: return "its IPv4 address has a part that is not a number"
      case .ipv4OutOfRange: return "its IPv4 address has a part that is too large"
      case .ipv6Unclosed: return "its IPv6 address lacks the closing ']'"
      case .ipv6InvalidCompression: return "its IPv6 address starts with a single ':'"
      case .ipv6TooManyPieces: return "its IPv6 address has more than eight pieces"
      case .ipv6MultipleCompression: return "its IPv6 address has '::' twice"
      case .ipv6InvalidCodePoint: return "its IPv6 address holds a character it cannot"
      case .ipv6TooFewPieces: return "its IPv6 address has fewer than eight pieces"
      case .ipv4InIPv6TooManyPieces: return "its IPv6 address has too many pieces before IPv4"
      case .ipv4InIPv6InvalidCodePoint: return "the IPv4 part of its IPv6 address is malformed"
      case .ipv4InIPv6OutOfRange: return "the IPv4 part of its IPv6 address has a part above 255"
      case .ipv4InIPv6TooFewParts: return "the IPv4 part of its IPv6 address has too few parts"
      }
    }
  }
}

internal import CPhoneNumber

extension PhoneFormat {
  /// How a phone number is written; the raw value is the CLI's spelling.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    /// `+16502530000`: what a server stores.
    case e164
    /// `+1 650-253-0000`: for people in other countries.
    case international
    /// `(650) 253-0000`: for people in the number's own country.
    case national
    /// `tel:+1-650-253-0000`: for links.
    case rfc3966

    var raw: cphn_format_style {
      switch self {
      case .e164: return CPHN_E164
      case .international: return CPHN_INTERNATIONAL
      case .national: return CPHN_NATIONAL
      case .rfc3966: return CPHN_RFC3966
      }
    }
  }
}

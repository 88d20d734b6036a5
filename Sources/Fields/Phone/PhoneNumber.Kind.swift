internal import CPhoneNumber

extension PhoneNumber {
  /// The kind of line a number is, per libphonenumber's metadata.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case fixedLine = "fixed-line"
    case mobile
    /// A number that may be either; the US and Canada do not tell them apart.
    case fixedLineOrMobile = "fixed-line-or-mobile"
    case tollFree = "toll-free"
    case premiumRate = "premium-rate"
    case sharedCost = "shared-cost"
    case voip
    case personalNumber = "personal-number"
    case pager
    case universalAccessNumber = "uan"
    case voicemail
    case unknown

    init(_ type: cphn_number_type) {
      switch type {
      case CPHN_FIXED_LINE: self = .fixedLine
      case CPHN_MOBILE: self = .mobile
      case CPHN_FIXED_LINE_OR_MOBILE: self = .fixedLineOrMobile
      case CPHN_TOLL_FREE: self = .tollFree
      case CPHN_PREMIUM_RATE: self = .premiumRate
      case CPHN_SHARED_COST: self = .sharedCost
      case CPHN_VOIP: self = .voip
      case CPHN_PERSONAL_NUMBER: self = .personalNumber
      case CPHN_PAGER: self = .pager
      case CPHN_UAN: self = .universalAccessNumber
      case CPHN_VOICEMAIL: self = .voicemail
      default: self = .unknown
      }
    }
  }
}

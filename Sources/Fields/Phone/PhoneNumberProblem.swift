/// Why a text is not a usable phone number, in libphonenumber's terms.
public enum PhoneNumberProblem: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// No country uses the calling code, or no region was given for a national number.
  case invalidCountryCode = "invalid-country-code"
  /// The text has too few digits, or characters no phone number has.
  case notANumber = "not-a-number"
  /// Too few digits follow the international prefix (00, 011).
  case tooShortAfterInternationalPrefix = "too-short-after-idd"
  /// Fewer digits than any number of that country has.
  case tooShort = "too-short"
  /// More digits than any number of that country has.
  case tooLong = "too-long"
  /// A length between the country's shortest and longest that no number has.
  case invalidLength = "invalid-length"
  /// The digits fit no number pattern of the region's metadata.
  case notAssigned = "not-assigned"

  /// A phrase that completes "it is not a phone number: …".
  public var description: String {
    switch self {
    case .invalidCountryCode: return "its country calling code is not in use, or it needs a region"
    case .notANumber: return "it does not look like a phone number"
    case .tooShortAfterInternationalPrefix: return "too few digits follow the international prefix"
    case .tooShort: return "it has too few digits"
    case .tooLong: return "it has too many digits"
    case .invalidLength: return "no number of its country has that many digits"
    case .notAssigned: return "its digits match no number range in use"
    }
  }

  /// The name message catalogs select on, such as `tooShort`: ICU's select keywords cannot
  /// hold the hyphens of the raw value.
  var selector: String {
    switch self {
    case .invalidCountryCode: return "invalidCountryCode"
    case .notANumber: return "notANumber"
    case .tooShortAfterInternationalPrefix: return "tooShortAfterInternationalPrefix"
    case .tooShort: return "tooShort"
    case .tooLong: return "tooLong"
    case .invalidLength: return "invalidLength"
    case .notAssigned: return "notAssigned"
    }
  }
}

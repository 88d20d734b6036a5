/// What a validator says about one value.
public struct ValidationResult: Sendable, Hashable {
  /// The value after HTML's sanitization (line breaks stripped, whitespace trimmed, …).
  public let value: String
  /// Which constraints the value breaks.
  public let state: ValidityState
  /// The value in its normal form (an e-mail address with its domain in ASCII, a URL's href),
  /// when it is valid.
  public let normalized: String?
  /// Why the value is not of its type, when `typeMismatch` is set.
  public let reason: String?
}

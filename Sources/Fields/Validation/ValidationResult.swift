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
  /// The constraint values the message for the first flag shows (`minimum`, `length`, …).
  public let arguments: [String: MessageArgument]

  /// Makes a result.
  public init(
    value: String, state: ValidityState, normalized: String?, reason: String?,
    arguments: [String: MessageArgument] = [:]
  ) {
    self.value = value
    self.state = state
    self.normalized = normalized
    self.reason = reason
    self.arguments = arguments
  }

  /// The result for an empty value: `valueMissing` when the field is required, valid otherwise.
  static func empty(required: Bool) -> ValidationResult {
    ValidationResult(
      value: "", state: required ? ValidityState(flag: .valueMissing) : ValidityState(),
      normalized: nil, reason: nil)
  }
}

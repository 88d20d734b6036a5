/// Validates the value of a switch: `true` or `false`, or empty while it was never set.
///
/// ```swift
/// let terms = BooleanValidator(required: true)
/// terms.validate("false").state   // valid: required means answered, not on
/// terms.validate("").state        // valueMissing
/// terms.validate("yes").state     // typeMismatch
/// ```
///
/// The words a person answers with (`ja`, `oui`, `y`) are read by ``Form/answer(_:to:)``; a
/// switch holds only the two machine words.
public struct BooleanValidator: Sendable, Hashable {
  /// Whether an empty value is `valueMissing`.
  public let required: Bool

  /// Makes a validator.
  ///
  /// - Parameter required: Whether the switch must have been set, on or off.
  public init(required: Bool = false) {
    self.required = required
  }

  /// Checks a value; `true` and `false` are their own normal forms.
  public func validate(_ value: String) -> ValidationResult {
    guard !value.isEmpty else { return .empty(required: required) }
    guard value == "true" || value == "false" else {
      return ValidationResult(
        value: value, state: ValidityState(flag: .typeMismatch), normalized: nil,
        reason: "not true or false")
    }
    return ValidationResult(value: value, state: ValidityState(), normalized: value, reason: nil)
  }
}

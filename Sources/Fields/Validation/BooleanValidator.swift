/// Validates the value of a switch: `true` or `false`, or empty while it was never set.
///
/// ```swift
/// let terms = BooleanValidator(required: true)
/// terms.validate("true").state    // valid
/// terms.validate("false").state   // valueMissing: a required switch must be on
/// terms.validate("").state        // valueMissing
/// terms.validate("yes").state     // typeMismatch
/// ```
///
/// A required switch is HTML's `<input type=checkbox required>`: it must be on, as a box must
/// be checked for the form to go on (a terms-of-service box), so off is `valueMissing` as much
/// as never set is. The words a person answers with (`ja`, `oui`, `y`) are read by
/// ``Form/answer(_:to:)``; a switch holds only the two machine words.
public struct BooleanValidator: Sendable, Hashable {
  /// Whether the switch must be on: off or empty is then `valueMissing`.
  public let required: Bool

  /// Makes a validator.
  ///
  /// - Parameter required: Whether the switch must be on.
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
    guard value == "true" || !required else {
      return ValidationResult(
        value: value, state: ValidityState(flag: .valueMissing), normalized: nil,
        reason: "a required switch is off")
    }
    return ValidationResult(value: value, state: ValidityState(), normalized: value, reason: nil)
  }
}

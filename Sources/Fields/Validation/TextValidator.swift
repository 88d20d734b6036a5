/// Validates free text as a browser validates `<input type="text">`: line breaks are stripped,
/// then the shared constraints apply.
///
/// ```swift
/// let validator = TextValidator(constraints: try TextConstraints(maximumLength: 3))
/// validator.validate("abcd").state  // tooLong
/// ```
public struct TextValidator: Sendable, Hashable {
  /// Required, lengths and pattern.
  public let constraints: TextConstraints

  /// Makes a validator.
  public init(constraints: TextConstraints = .none) {
    self.constraints = constraints
  }

  /// Sanitizes and checks a value; a valid value is its own normal form.
  public func validate(_ raw: String) -> ValidationResult {
    var budget = PatternBudget()
    return validate(raw, budget: &budget)
  }

  /// ``validate(_:)`` within what a submission's pattern budget has left.
  func validate(_ raw: String, budget: inout PatternBudget) -> ValidationResult {
    let value = HTMLSanitization.stripLineBreaks(raw)
    let (state, patternTooCostly) = constraints.evaluate(value, budget: &budget)
    return ValidationResult(
      value: value, state: state, normalized: state.isValid ? value : nil, reason: nil,
      arguments: constraints.arguments(
        for: state, value: value, patternTooCostly: patternTooCostly))
  }
}

// MARK: - Values refused before parsing

extension ValidationResult {
  /// The result for a value that is not of its number or date kind: `badInput`, and in a
  /// required field `valueMissing` too.
  ///
  /// A number, date or time input whose value the user agent cannot convert has the empty
  /// string as its value (HTML §4.10.5.1.12 and the other states' value sanitization), and a
  /// required element whose value is empty is suffering from being missing (§4.10.5.3.4, the
  /// required attribute), as browsers report it. Its message is still badInput's (see
  /// ``ValidityState/messageFlag``).
  static func unconvertible(_ value: String, required: Bool) -> ValidationResult {
    ValidationResult(
      value: value, state: unconvertibleState(required: required), normalized: nil, reason: nil)
  }

  /// `badInput`, with `valueMissing` when the field is required.
  static func unconvertibleState(required: Bool) -> ValidityState {
    var state = ValidityState(flag: .badInput)
    if required { state.insert(.valueMissing) }
    return state
  }

  /// The result for a value with more digits than ICU is given to read: `badInput`, with a
  /// message that says how many digits there are and how many are allowed.
  ///
  /// - Returns: `nil` when the value has at most `limit` digits.
  static func refusingDigits(of value: String, limit: Int, required: Bool) -> ValidationResult? {
    guard ParseBounds.digitCount(value, stoppingAbove: limit) > limit else { return nil }
    let count = ParseBounds.digitCount(value)
    return ValidationResult(
      value: value, state: unconvertibleState(required: required), normalized: nil,
      reason: "it has \(count) digits; at most \(limit) are allowed",
      arguments: [
        "problem": .text("tooManyDigits"), "digits": .number(Double(count)),
        "limit": .number(Double(limit)),
      ])
  }
}

// MARK: - Values refused before parsing

extension ValidationResult {
  /// The result for a value with more digits than ICU is given to read: `badInput`, with a
  /// message that says how many digits there are and how many are allowed.
  ///
  /// - Returns: `nil` when the value has at most `limit` digits.
  static func refusingDigits(of value: String, limit: Int) -> ValidationResult? {
    guard ParseBounds.digitCount(value, stoppingAbove: limit) > limit else { return nil }
    let count = ParseBounds.digitCount(value)
    return ValidationResult(
      value: value, state: ValidityState(flag: .badInput), normalized: nil,
      reason: "it has \(count) digits; at most \(limit) are allowed",
      arguments: [
        "problem": .text("tooManyDigits"), "digits": .number(Double(count)),
        "limit": .number(Double(limit)),
      ])
  }
}

/// The constraints on the options ticked in a multiple-choice field: required means at least
/// one, and `min` and `max` count selections.
///
/// ```swift
/// let toppings = SelectionRules(required: false, minimum: 1, maximum: 2)
/// toppings.validate(["Cheese", "Ham", "Olives"]).state   // rangeOverflow
/// toppings.validate([]).state                           // valid: not required
/// ```
///
/// An empty selection of a field that is not required is valid whatever `min` says, as an
/// empty number field is valid whatever its minimum.
public struct SelectionRules: Sendable, Hashable {
  /// Whether no selection is `valueMissing`.
  public let required: Bool
  /// The fewest selections, if any.
  public let minimum: Int?
  /// The most selections, if any.
  public let maximum: Int?

  /// Makes the rules.
  public init(required: Bool = false, minimum: Int? = nil, maximum: Int? = nil) {
    self.required = required
    self.minimum = minimum
    self.maximum = maximum
  }

  /// Checks the titles ticked, in option order.
  ///
  /// - Returns: The result: its value is the titles joined with `, ` as a field shows them,
  ///   its normal form the JSON array of the titles; `count` and the broken limit are the
  ///   message arguments.
  public func validate(_ titles: [String]) -> ValidationResult {
    let value = titles.joined(separator: ", ")
    guard !titles.isEmpty else { return .empty(required: required) }
    var state = ValidityState()
    var arguments: [String: MessageArgument] = ["count": .number(Double(titles.count))]
    if let minimum, titles.count < minimum {
      state.insert(.rangeUnderflow)
      arguments["minimum"] = .number(Double(minimum))
    }
    if let maximum, titles.count > maximum {
      state.insert(.rangeOverflow)
      arguments["maximum"] = .number(Double(maximum))
    }
    return ValidationResult(
      value: value, state: state, normalized: state.isValid ? Self.json(titles) : nil,
      reason: nil, arguments: arguments)
  }

  /// The titles as a JSON array.
  static func json(_ titles: [String]) -> String {
    "[" + titles.map(JSONText.string).joined(separator: ",") + "]"
  }
}

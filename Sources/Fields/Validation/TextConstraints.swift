/// The constraints every field kind shares: required, minimum and maximum length, pattern.
///
/// ```swift
/// let code = try TextConstraints(required: true, minimumLength: 2, pattern: "[A-Z]+")
/// code.check("AB").isValid  // true
/// code.check("a")           // tooShort, patternMismatch
/// ```
///
/// Lengths count user-perceived characters (grapheme clusters) by default, so "👩‍👩‍👧" is one;
/// ``LengthUnit/utf16`` counts as a browser's `maxlength` does, where it is eight.
public struct TextConstraints: Sendable, Hashable {
  /// Whether an empty value is `valueMissing`.
  public let required: Bool
  /// The fewest characters a non-empty value may have.
  public let minimumLength: Int?
  /// The most characters a value may have.
  public let maximumLength: Int?
  /// A regular expression the whole value must match, as HTML's `pattern`: JavaScript's, with
  /// the `v` flag.
  public let pattern: String?
  /// What a length counts.
  public let lengthUnit: LengthUnit
  let regex: PatternRegex?

  /// Makes constraints and compiles the pattern.
  ///
  /// The pattern is a JavaScript regular expression with the `v` flag, as browsers compile a
  /// pattern attribute; the whole value must match. A match that takes too long (catastrophic backtracking) is stopped and
  /// the value is `patternMismatch` with its own message.
  ///
  /// - Throws: ``ValidationError`` for a pattern that does not compile or nests too deep, or
  ///   contradictory lengths; a bad pattern is never silently ignored.
  public init(
    required: Bool = false, minimumLength: Int? = nil, maximumLength: Int? = nil,
    pattern: String? = nil, lengthUnit: LengthUnit = .graphemes
  ) throws(ValidationError) {
    if let minimumLength, minimumLength < 0 {
      throw .invalidLengthLimits(minimum: minimumLength, maximum: maximumLength)
    }
    if let maximumLength, maximumLength < 0 {
      throw .invalidLengthLimits(minimum: minimumLength, maximum: maximumLength)
    }
    if let minimumLength, let maximumLength, minimumLength > maximumLength {
      throw .invalidLengthLimits(minimum: minimumLength, maximum: maximumLength)
    }
    self.init(
      required: required, minimumLength: minimumLength, maximumLength: maximumLength,
      regex: try pattern.map { pattern throws(ValidationError) in try PatternRegex(pattern) },
      lengthUnit: lengthUnit)
  }

  /// Constraints that have been checked already.
  init(
    required: Bool, minimumLength: Int?, maximumLength: Int?, regex: PatternRegex?,
    lengthUnit: LengthUnit
  ) {
    self.required = required
    self.minimumLength = minimumLength
    self.maximumLength = maximumLength
    self.pattern = regex?.source
    self.lengthUnit = lengthUnit
    self.regex = regex
  }

  /// No constraints at all.
  public static let none = TextConstraints(
    required: false, minimumLength: nil, maximumLength: nil, regex: nil, lengthUnit: .graphemes)

  /// Whether these are ``none``, found without the lazy global and the string comparison of
  /// `==`: byte paths ask it for every line.
  var isNone: Bool {
    !required && minimumLength == nil && maximumLength == nil && regex == nil
      && lengthUnit == .graphemes
  }

  /// What a length counts: the unit ``TextBuffer`` limits typing in, named here too.
  public typealias LengthUnit = Fields.LengthUnit

  /// The length of `value` in this unit.
  public func length(of value: String) -> Int {
    lengthUnit == .graphemes ? value.count : value.utf16.count
  }

  /// The message values for the flags of `state` found by ``evaluate(_:patternValues:)``.
  func arguments(for state: ValidityState, value: String, patternTooCostly: Bool)
    -> [String: MessageArgument]
  {
    if patternTooCostly, state.firstFlag == .patternMismatch {
      return ValidationResult.tooCostlyPatternArguments
    }
    return arguments(for: state, value: value)
  }

  /// The message values for the length flags of `state`: the limit and the value's length.
  public func arguments(for state: ValidityState, value: String) -> [String: MessageArgument] {
    switch state.firstFlag {
    case .tooLong:
      return [
        "maximum": .number(Double(maximumLength ?? 0)),
        "length": .number(Double(length(of: value))),
      ]
    case .tooShort:
      return [
        "minimum": .number(Double(minimumLength ?? 0)),
        "length": .number(Double(length(of: value))),
      ]
    default:
      return [:]
    }
  }

  /// A result with these constraints' length and pattern flags added, for kinds whose
  /// validators check only their own rules (numbers, phones, dates): the value as typed must
  /// also fit the lengths and match the pattern.
  public func applied(to result: ValidationResult) -> ValidationResult {
    var budget = PatternBudget()
    return applied(to: result, budget: &budget)
  }

  /// ``applied(to:)`` within what a submission's pattern budget has left.
  func applied(to result: ValidationResult, budget: inout PatternBudget) -> ValidationResult {
    // Most fields have no lengths or pattern: then only a required empty value can add a flag.
    if minimumLength == nil, maximumLength == nil, regex == nil,
      !required || !result.value.isEmpty || result.state.contains(.valueMissing)
    {
      return result
    }
    var state = result.state
    let evaluation = evaluate(result.value, budget: &budget)
    var own = evaluation.state
    own.remove(.valueMissing)
    state.formUnion(own)
    if required, result.value.isEmpty { state.insert(.valueMissing) }
    guard state != result.state else { return result }
    var arguments = result.arguments
    let added = self.arguments(
      for: state, value: result.value, patternTooCostly: evaluation.patternTooCostly)
    arguments.merge(added) { current, _ in current }
    return ValidationResult(
      value: result.value, state: state, normalized: state.isValid ? result.normalized : nil,
      reason: result.reason, arguments: arguments)
  }

  /// The flags `value` sets; `patternValues` are what the pattern is matched against (each
  /// address of a `multiple` e-mail field), the whole value by default.
  public func check(_ value: String, patternValues: [String]? = nil) -> ValidityState {
    evaluate(value, patternValues: patternValues).state
  }

  /// The flags `value` sets, and whether its `patternMismatch` means the pattern was too
  /// costly to check rather than not matching.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - measured: What the lengths measure, when that is not `value`: an e-mail field's value
  ///     is the address as submitted, its domain converted to ASCII (`a@xn--r8jz45g.jp`).
  ///   - patternValues: What the pattern is matched against, the whole value by default.
  /// - Returns: The flags set, and whether the pattern was too costly to check.
  func evaluate(_ value: String, measured: String? = nil, patternValues: [String]? = nil) -> (
    state: ValidityState, patternTooCostly: Bool
  ) {
    var budget = PatternBudget()
    return evaluate(value, measured: measured, patternValues: patternValues, budget: &budget)
  }

  /// ``evaluate(_:measured:patternValues:)`` within what a submission's pattern budget has
  /// left, which the pattern's matches are charged to.
  func evaluate(
    _ value: String, measured: String? = nil, patternValues: [String]? = nil,
    budget: inout PatternBudget
  ) -> (state: ValidityState, patternTooCostly: Bool) {
    var state = ValidityState()
    if value.isEmpty {
      if required { state.insert(.valueMissing) }
      return (state, false)
    }
    // Counting grapheme clusters walks the whole value, so only when a limit asks for it; a
    // value of no more bytes than a maximum has no more characters or UTF-16 units either.
    let measured = measured ?? value
    if minimumLength != nil || maximumLength.map({ measured.utf8.count > $0 }) == true {
      let length = length(of: measured)
      if let maximumLength, length > maximumLength { state.insert(.tooLong) }
      if let minimumLength, length < minimumLength { state.insert(.tooShort) }
    }
    guard let regex else { return (state, false) }
    // The first value that does not match decides the message.
    for candidate in patternValues ?? [value] {
      switch regex.match(candidate, budget: &budget) {
      case .matched:
        continue
      case .mismatched:
        state.insert(.patternMismatch)
        return (state, false)
      case .tooCostly:
        state.insert(.patternMismatch)
        return (state, true)
      }
    }
    return (state, false)
  }
}

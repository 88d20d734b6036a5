/// Validates URLs as a browser validates `<input type="url">`, with the WHATWG URL parser.
///
/// ```swift
/// let validator = try URLValidator(schemes: ["https"])
/// validator.validate("HTTPS://Example.com/a/../b").normalized  // "https://example.com/b"
/// validator.validate("http://example.com").state              // typeMismatch: not https
/// try URLValidator(base: "https://example.com/a/").validate("b").normalized
/// // "https://example.com/a/b"
/// ```
public struct URLValidator: Sendable, Hashable {
  /// The schemes allowed, lowercase, or empty for any.
  public let schemes: Set<String>
  /// A base that relative input is resolved against, or `nil` to require absolute URLs.
  public let base: WebURL?
  /// Required, lengths and pattern.
  public let constraints: TextConstraints

  /// Makes a validator.
  ///
  /// - Throws: ``ValidationError`` for a scheme that is no scheme or a base that is no URL.
  public init(
    schemes: [String] = [], base: String? = nil, constraints: TextConstraints = .none
  ) throws(ValidationError) {
    var lowered: Set<String> = []
    for scheme in schemes {
      let scalars = Array(scheme.unicodeScalars)
      guard let first = scalars.first, first.isASCII, first.properties.isAlphabetic,
        scalars.allSatisfy({
          $0.isASCII
            && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
              || "+-.".unicodeScalars.contains($0))
        })
      else { throw .invalidScheme(scheme) }
      lowered.insert(scheme.lowercased())
    }
    if let base {
      do {
        self.base = try WebURL(base)
      } catch {
        throw .invalidBaseURL(base, reason: error)
      }
    } else {
      self.base = nil
    }
    self.schemes = lowered
    self.constraints = constraints
  }

  /// Sanitizes and checks a value.
  public func validate(_ raw: String) -> ValidationResult {
    var budget = PatternBudget()
    return validate(raw, budget: &budget)
  }

  /// ``validate(_:)`` within what a submission's pattern budget has left.
  func validate(_ raw: String, budget: inout PatternBudget) -> ValidationResult {
    let value = HTMLSanitization.machineValue(raw)
    let evaluation = constraints.evaluate(value, budget: &budget)
    var state = evaluation.state
    guard !value.isEmpty else {
      return ValidationResult(value: value, state: state, normalized: nil, reason: nil)
    }
    let url: WebURL
    do {
      url = try WebURL(value, base: base)
    } catch {
      state.insert(.typeMismatch)
      return ValidationResult(
        value: value, state: state, normalized: nil, reason: error.description)
    }
    if !schemes.isEmpty, !schemes.contains(url.scheme) {
      state.insert(.typeMismatch)
      let allowed = schemes.sorted().joined(separator: ", ")
      return ValidationResult(
        value: value, state: state, normalized: nil,
        reason: "its scheme '\(url.scheme)' is not one of \(allowed)")
    }
    return ValidationResult(
      value: value, state: state, normalized: state.isValid ? url.href : nil, reason: nil,
      arguments: constraints.arguments(
        for: state, value: value, patternTooCostly: evaluation.patternTooCostly))
  }
}

/// Validates e-mail addresses as a browser validates `<input type="email">`.
///
/// ```swift
/// let validator = EmailValidator()
/// validator.validate(" jo@Bücher.example\n").normalized  // "jo@xn--bcher-kva.example"
/// validator.validate("jo@").state                        // typeMismatch
/// EmailValidator(multiple: true).validate("a@b.c, d@e.f").normalized  // "a@b.c,d@e.f"
/// ```
///
/// An address is HTML's "valid e-mail address": a local part of ASCII letters, digits and
/// ``localPartSymbols``, `@`, and domain labels of letters, digits and inner hyphens of at most
/// 63 characters. A domain with non-ASCII characters is first converted with UTS #46, as
/// browsers do. The local part stays ASCII: browsers refuse `jö@example.com`.
public struct EmailValidator: Sendable, Hashable {
  /// Whether the value is a comma-separated list of addresses.
  public let multiple: Bool
  /// Required, lengths and pattern; the pattern applies to each address.
  public let constraints: TextConstraints

  /// The characters besides ASCII letters and digits that a local part may hold.
  public static let localPartSymbols = ".!#$%&'*+/=?^_`{|}~-"

  /// Makes a validator.
  public init(multiple: Bool = false, constraints: TextConstraints = .none) {
    self.multiple = multiple
    self.constraints = constraints
  }

  // MARK: - Validating

  /// Sanitizes and checks a value.
  ///
  /// Lengths and the pattern judge the value as a browser submits it: each address with a
  /// non-ASCII domain converted to ASCII by UTS #46 (`a@例え.jp` is `a@xn--r8jz45g.jp`, 16
  /// characters; `jo@ＥＸＡＭＰＬＥ.com` matches `[a-z]+@example\.com`), and any other address as
  /// it is (an ASCII domain keeps its case). See `submitted(_:normalized:)`.
  public func validate(_ raw: String) -> ValidationResult {
    var budget = PatternBudget()
    return validate(raw, budget: &budget)
  }

  /// ``validate(_:)`` within what a submission's pattern budget has left.
  func validate(_ raw: String, budget: inout PatternBudget) -> ValidationResult {
    guard multiple else { return validateOne(raw, budget: &budget) }
    // HTML splits on commas, trims each token and joins them with commas again.
    let addresses = HTMLSanitization.stripLineBreaks(raw).split(
      separator: ",", omittingEmptySubsequences: false
    )
    .map { HTMLSanitization.trimASCIIWhitespace(String($0)) }
    let value = addresses == [""] ? "" : addresses.joined(separator: ",")
    guard !value.isEmpty else {
      return ValidationResult(
        value: value, state: constraints.evaluate(value).state, normalized: nil, reason: nil)
    }
    var normalized: [String] = []
    var submitted: [String] = []
    var reason: String?
    var mismatch = false
    for address in addresses {
      switch Self.normalize(address) {
      case .success(let converted):
        normalized.append(converted)
        submitted.append(Self.submitted(address, normalized: converted))
      case .failure(let problem):
        mismatch = true
        submitted.append(address)
        reason = reason ?? problem.reason
      }
    }
    let measured = submitted.joined(separator: ",")
    // With `multiple`, each of the element's values is matched (HTML §4.10.5.3.6).
    let evaluation = constraints.evaluate(
      value, measured: measured, patternValues: submitted, budget: &budget)
    var state = evaluation.state
    if mismatch { state.insert(.typeMismatch) }
    return ValidationResult(
      value: value, state: state,
      normalized: state.isValid ? normalized.joined(separator: ",") : nil, reason: reason,
      arguments: constraints.arguments(
        for: state, value: measured, patternTooCostly: evaluation.patternTooCostly))
  }

  /// ``validate(_:)`` for a field of one address, without the lists a field of many needs.
  private func validateOne(_ raw: String, budget: inout PatternBudget) -> ValidationResult {
    let value = HTMLSanitization.machineValue(raw)
    guard !value.isEmpty else {
      return ValidationResult(
        value: value, state: constraints.evaluate(value).state, normalized: nil, reason: nil)
    }
    var normalized: String?
    var reason: String?
    switch Self.normalize(value) {
    case .success(let address): normalized = address
    case .failure(let problem): reason = problem.reason
    }
    let measured = Self.submitted(value, normalized: normalized)
    let evaluation = constraints.evaluate(
      value, measured: measured, patternValues: [measured], budget: &budget)
    var state = evaluation.state
    if normalized == nil { state.insert(.typeMismatch) }
    return ValidationResult(
      value: value, state: state, normalized: state.isValid ? normalized : nil, reason: reason,
      arguments: state.isValid
        ? [:]
        : constraints.arguments(
          for: state, value: measured, patternTooCostly: evaluation.patternTooCostly))
  }

  /// An address as a browser submits it, what its lengths and pattern judge: with a non-ASCII
  /// domain, the normalized address (the domain converted by UTS #46, which also lowercases
  /// it); otherwise, or when it does not convert to a valid address, the address as it is.
  ///
  /// HTML's e-mail state converts an internationalized domain to punycode in the element's
  /// value (HTML §4.10.5.1.5), and `pattern`, `minlength` and `maxlength` judge that value
  /// (§4.10.5.3.6, §4.10.5.3.1). An ASCII domain is not converted, so `jo@EXAMPLE.com` keeps its
  /// capitals there, although its normal form lowercases them.
  static func submitted(_ address: String, normalized: String?) -> String {
    guard let normalized, !address.utf8.allSatisfy({ $0 < 0x80 }) else { return address }
    return normalized
  }

  /// Why an address is not one.
  struct Problem: Error {
    var reason: String
  }

  /// The address with its domain in lowercase ASCII, or why it is no address.
  static func normalize(_ address: String) -> Result<String, Problem> {
    guard let at = address.utf8.lastIndex(of: UInt8(ascii: "@")) else {
      return .failure(Problem(reason: "it has no '@'"))
    }
    let local = address.utf8[..<at]
    let domainText = String(address[address.utf8.index(after: at)...])
    guard !local.isEmpty else { return .failure(Problem(reason: "nothing comes before '@'")) }
    guard local.allSatisfy(isLocalPartByte) else {
      return .failure(
        Problem(
          reason: "the part before '@' may hold only ASCII letters, digits and \(localPartSymbols)")
      )
    }
    guard !domainText.isEmpty else { return .failure(Problem(reason: "nothing comes after '@'")) }
    var domain = domainText
    if !domain.utf8.allSatisfy({ $0 < 0x80 }) {
      guard let ascii = DomainToASCII.convert(domainText) else {
        return .failure(Problem(reason: "its domain is not a valid internationalized domain name"))
      }
      domain = ascii
    }
    guard domain.withUTF8(isValidDomain) else {
      return .failure(
        Problem(
          reason: "its domain must be labels of letters, digits and inner hyphens joined by dots"))
    }
    return .success(String(decoding: local, as: UTF8.self) + "@" + domain.lowercased())
  }

  /// Whether a byte may stand in a local part: an ASCII letter, digit or one of
  /// ``localPartSymbols``.
  ///
  /// Mask literals, not a `static let` table: a lazily initialised global costs a `swift_once`
  /// check at each use, and this runs for every byte of every line on the streaming path.
  /// `EmailValidatorTests` holds the masks to ``localPartSymbols``.
  @inline(__always)
  static func isLocalPartByte(_ byte: UInt8) -> Bool {
    // Bit n of the low mask is byte n, of the high mask byte 64 + n.
    if byte < 64 { return (0xA3FF_ECFA_0000_0000 as UInt64) >> byte & 1 != 0 }
    return byte < 128 && (0x7FFF_FFFF_C7FF_FFFE as UInt64) >> (byte & 63) & 1 != 0
  }

  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Labels of 1 to 63 letters, digits and hyphens, neither starting nor ending with a hyphen.
  static func isValidDomain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var labelLength = 0
    var previous: UInt8 = UInt8(ascii: ".")
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
        labelLength = 0
      } else if isAlphanumeric(byte) || byte == UInt8(ascii: "-") {
        if labelLength == 0, byte == UInt8(ascii: "-") { return false }
        labelLength += 1
        if labelLength > 63 { return false }
      } else {
        return false
      }
      previous = byte
    }
    return labelLength > 0 && previous != UInt8(ascii: "-")
  }
}

import Fields
import Testing

struct EmailValidatorTests {
  @Test(arguments: [
    ("jo@example.com", "jo@example.com"),
    ("first.last+tag@sub.example.co.uk", "first.last+tag@sub.example.co.uk"),
    ("weird!#$%&'*+/=?^_`{|}~-@example.com", "weird!#$%&'*+/=?^_`{|}~-@example.com"),
    ("a@localhost", "a@localhost"),
    ("Jo@EXAMPLE.com", "Jo@example.com"),
    ("  jo@example.com\r\n", "jo@example.com"),
    ("jo@Bücher.example", "jo@xn--bcher-kva.example"),
    ("jo@xn--bcher-kva.example", "jo@xn--bcher-kva.example"),
    ("jo@a-b.c", "jo@a-b.c"),
    (
      "jo@" + String(repeating: "a", count: 63) + ".com",
      "jo@" + String(repeating: "a", count: 63) + ".com"
    ),
  ])
  func validate_validAddress_isNormalized(input: String, normalized: String) {
    let result = EmailValidator().validate(input)
    #expect(result.state.isValid, "\(result.reason ?? "")")
    #expect(result.normalized == normalized)
  }

  @Test(arguments: [
    ("jo", "it has no '@'"),
    ("@example.com", "nothing comes before '@'"),
    ("jo@", "nothing comes after '@'"),
    (
      "jö@example.com",
      "the part before '@' may hold only ASCII letters, digits and .!#$%&'*+/=?^_`{|}~-"
    ),
    (
      "jo smith@example.com",
      "the part before '@' may hold only ASCII letters, digits and .!#$%&'*+/=?^_`{|}~-"
    ),
    (
      "jo@-example.com",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    (
      "jo@example-.com",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    (
      "jo@example..com",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    (
      "jo@example.com.",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    (
      "jo@exa_mple.com",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    (
      "jo@" + String(repeating: "a", count: 64) + ".com",
      "its domain must be labels of letters, digits and inner hyphens joined by dots"
    ),
    ("jo@a\u{200D}b.example", "its domain is not a valid internationalized domain name"),
  ])
  func validate_malformedAddress_isTypeMismatchWithReason(input: String, reason: String) {
    let result = EmailValidator().validate(input)
    #expect(result.state == ValidityState([.typeMismatch]))
    #expect(result.reason == reason)
    #expect(result.normalized == nil)
  }

  @Test func validate_multiple_trimsEachAddressAndChecksAll() {
    let validator = EmailValidator(multiple: true)
    #expect(validator.validate(" a@b.c ,d@e.f").normalized == "a@b.c,d@e.f")
    #expect(validator.validate(" a@b.c ,d@e.f").value == "a@b.c,d@e.f")
    #expect(validator.validate("a@b.c,,d@e.f").state.contains(.typeMismatch))
    #expect(validator.validate("a@b.c,nope").state.contains(.typeMismatch))
    #expect(validator.validate("").state.isValid)
  }

  @Test func validate_emptyValue_isValueMissingOnlyWhenRequired() throws {
    #expect(EmailValidator().validate("  ").state.isValid)
    let required = try TextConstraints(required: true)
    #expect(
      EmailValidator(constraints: required).validate(" \n").state == ValidityState([.valueMissing]))
  }

  @Test func validate_constraints_applyLengthsAndPatternToEachAddress() throws {
    let constraints = try TextConstraints(maximumLength: 12, pattern: ".+@example\\.com")
    let validator = EmailValidator(multiple: true, constraints: constraints)
    #expect(validator.validate("a@example.com").state.isValid == false)  // 13 characters
    #expect(validator.validate("a@example.co").state == ValidityState([.patternMismatch]))
    let short = EmailValidator(
      multiple: true, constraints: try TextConstraints(pattern: ".+@example\\.com"))
    #expect(short.validate("a@example.com,b@example.com").state.isValid)
    #expect(short.validate("a@example.com,b@other.com").state == ValidityState([.patternMismatch]))
  }
}

/// Issue 23, point 3: a browser's e-mail value is the address with its domain converted by
/// UTS #46, and `maxlength` measures that; measuring what was typed let `a@例え.jp` (16 UTF-16
/// units as submitted) pass a maximum of 8.
struct EmailValidatorSubmittedLengthTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let value: String
    var multiple = false
    var minimum: Int? = nil
    var maximum: Int? = nil
    let unit: TextConstraints.LengthUnit
    let state: ValidityState
    /// The length the message names, or `nil` when valid.
    let length: Double?
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(
      id: "converted domain in UTF-16 units", value: "a@例え.jp", maximum: 8, unit: .utf16,
      state: ValidityState([.tooLong]), length: 16),
    Case(
      id: "converted domain in characters", value: "a@例え.jp", maximum: 8, unit: .graphemes,
      state: ValidityState([.tooLong]), length: 16),
    Case(
      id: "converted domain within the maximum", value: "a@例え.jp", maximum: 16, unit: .utf16,
      state: ValidityState(), length: nil),
    Case(
      id: "converted domain long enough", value: "a@例え.jp", minimum: 10, unit: .graphemes,
      state: ValidityState(), length: nil),
    Case(
      id: "each address of a list converted", value: "a@例え.jp, b@例え.jp", multiple: true,
      maximum: 20, unit: .utf16, state: ValidityState([.tooLong]), length: 33),
    Case(
      id: "an address that does not convert as typed", value: "jö@例え.jp", maximum: 6,
      unit: .graphemes, state: ValidityState([.typeMismatch, .tooLong]), length: 7),
  ]

  @Test(arguments: cases)
  func validate_internationalizedAddress_isMeasuredAsSubmitted(row: Case) throws {
    let constraints = try TextConstraints(
      minimumLength: row.minimum, maximumLength: row.maximum, lengthUnit: row.unit)
    let result = EmailValidator(multiple: row.multiple, constraints: constraints).validate(
      row.value)
    #expect(result.state == row.state)
    if let length = row.length, row.state.firstFlag != .typeMismatch {
      #expect(result.arguments["length"] == .number(length))
    }
  }
}

/// The e-mail pattern judged the typed Unicode domain instead of the submitted address.
///
/// A browser's value, which the pattern judges, is the address with a non-ASCII domain
/// converted by UTS #46 (HTML §4.10.5.1.5, §4.10.5.3.6), so `jo@ＥＸＡＭＰＬＥ.com` matches
/// `[a-z]+@example\.com` there. An ASCII domain is submitted as typed, capitals and all.
struct EmailValidatorSubmittedPatternTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let id: String
    let value: String
    var multiple = false
    var pattern = #"[a-z]+@example\.com"#
    let state: ValidityState
    var testDescription: String { id }
  }

  static let cases: [Case] = [
    Case(id: "full-width domain", value: "jo@ＥＸＡＭＰＬＥ.com", state: ValidityState()),
    Case(id: "soft hyphen in the domain", value: "jo@exam\u{AD}ple.com", state: ValidityState()),
    Case(id: "full-width full stop", value: "jo@example．com", state: ValidityState()),
    Case(
      id: "ASCII capitals kept as typed", value: "jo@EXAMPLE.com",
      state: ValidityState([.patternMismatch])),
    Case(
      id: "punycode in the pattern", value: "jo@Bücher.example",
      pattern: #"[a-z]+@xn--bcher-kva\.example"#, state: ValidityState()),
    Case(
      id: "Unicode in the pattern", value: "jo@bücher.example",
      pattern: #"[a-z]+@bücher\.example"#, state: ValidityState([.patternMismatch])),
    Case(
      id: "each address of a list converted", value: "a@ＥＸＡＭＰＬＥ.com, b@example.com",
      multiple: true, state: ValidityState()),
    Case(
      id: "an address that does not convert as typed", value: "jö@ＥＸＡＭＰＬＥ.com",
      pattern: #"jö@ＥＸＡＭＰＬＥ\.com"#, state: ValidityState([.typeMismatch])),
  ]

  @Test(arguments: cases)
  func validate_patternOnInternationalizedDomain_judgesTheSubmittedAddress(row: Case) throws {
    let constraints = try TextConstraints(pattern: row.pattern)
    let result = EmailValidator(multiple: row.multiple, constraints: constraints).validate(
      row.value)
    #expect(result.state == row.state)
  }
}

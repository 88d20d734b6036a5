import Fields
import Testing

struct TextConstraintsTests {
  @Test func check_lengths_countGraphemesByDefaultAndUTF16WhenAsked() throws {
    let family = "👩‍👩‍👧"
    let graphemes = try TextConstraints(maximumLength: 1)
    let utf16 = try TextConstraints(maximumLength: 1, lengthUnit: .utf16)
    #expect(graphemes.check(family).isValid)
    #expect(utf16.check(family) == ValidityState([.tooLong]))
    #expect(utf16.length(of: family) == 8)
    #expect(try TextConstraints(minimumLength: 3).check("ab") == ValidityState([.tooShort]))
    #expect(try TextConstraints(minimumLength: 3).check("").isValid)  // HTML: empty is not tooShort
  }

  /// A value of no more bytes than the maximum is not counted; the limit still holds exactly
  /// at its edges, for ASCII and for characters of several bytes or UTF-16 units.
  @Test(arguments: [TextConstraints.LengthUnit.graphemes, .utf16])
  func check_maximumLength_holdsExactlyAtItsEdges(unit: TextConstraints.LengthUnit) throws {
    let three = try TextConstraints(maximumLength: 3, lengthUnit: unit)
    for (value, fits) in [
      ("abc", true), ("abcd", false), ("äöü", true), ("äöüß", false),
      ("e\u{301}e\u{301}", unit == .graphemes),
      ("😀", true), ("😀😀", unit == .graphemes), ("\r\n\r\n\r\n", unit == .graphemes), ("", true),
    ] {
      #expect(three.check(value).isValid == fits, "\(value.debugDescription) in \(unit)")
    }
  }

  @Test func check_pattern_mustMatchTheWholeValue() throws {
    let code = try TextConstraints(pattern: "[A-Z]{2}[0-9]+")
    #expect(code.check("DE123").isValid)
    #expect(code.check("xDE123") == ValidityState([.patternMismatch]))
    #expect(code.check("DE123x") == ValidityState([.patternMismatch]))
    #expect(try TextConstraints(pattern: "a|b").check("ab") == ValidityState([.patternMismatch]))
  }

  @Test func check_severalBrokenConstraints_setSeveralFlagsInHTMLOrder() throws {
    let constraints = try TextConstraints(minimumLength: 5, pattern: "[0-9]+")
    let state = constraints.check("ab")
    #expect(state == ValidityState([.tooShort, .patternMismatch]))
    #expect(state.firstFlag == .patternMismatch)
    #expect(state.description == "patternMismatch,tooShort")
  }

  @Test func applied_toAnotherKindsResult_addsLengthAndPatternFlags() throws {
    let zip = try TextConstraints(maximumLength: 5, pattern: "[0-9]{5}")
    let number = try NumberValidator(kind: .integer)
    #expect(zip.applied(to: number.validate("01234")).normalized == "1234")
    let short = zip.applied(to: number.validate("1234"))
    #expect(short.state == ValidityState([.patternMismatch]))
    #expect(short.normalized == nil)
    let long = zip.applied(to: number.validate("123456"))
    #expect(long.state == ValidityState([.patternMismatch, .tooLong]))
    #expect(long.state.firstFlag == .patternMismatch)  // the message is for this flag
  }

  @Test func init_badSettings_throw() {
    #expect(
      throws: ValidationError.invalidPattern(
        "[a-", reason: "unterminated character class at character 4")
    ) {
      try TextConstraints(pattern: "[a-")
    }
    #expect(throws: ValidationError.invalidLengthLimits(minimum: 5, maximum: 2)) {
      try TextConstraints(minimumLength: 5, maximumLength: 2)
    }
    #expect(throws: ValidationError.invalidLengthLimits(minimum: -1, maximum: nil)) {
      try TextConstraints(minimumLength: -1)
    }
  }
}

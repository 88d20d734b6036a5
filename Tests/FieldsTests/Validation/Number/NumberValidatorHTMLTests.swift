import Fields
import Testing

/// HTML's machine format for numbers at its edges: whitespace a browser would not keep, and
/// magnitudes beyond what Foundation's `Decimal` holds but a double does.
struct NumberValidatorHTMLTests {
  /// A browser sets a number input to "" for each of these, so none is a submitted number.
  @Test(arguments: [
    " 1", "1 ", "\t1", "1\t", "\n1", "1\n", "\u{0C}1", "1\u{0C}", "\r1", "1\r", " 1 ",
  ])
  func validate_surroundingWhitespaceWithoutLocale_isBadInput(value: String) throws {
    for kind in [FieldKind.integer, .decimal, .number] {
      let result = try NumberValidator(kind: kind).validate(value)
      #expect(result.state == ValidityState([.badInput]), "\(kind) \(value.debugDescription)")
    }
  }

  @Test func validate_surroundingWhitespaceWithLocale_isTrimmedAsAPersonTypes() throws {
    #expect(try NumberValidator(kind: .number, locale: "en_US").validate(" 1 ").normalized == "1")
  }

  @Test(arguments: [
    "2e308", "-1e309", "1.8e308", "-17976931348623159" + String(repeating: "0", count: 292),
  ])
  func validate_beyondADoublesRange_isBadInput(value: String) throws {
    #expect(try NumberValidator(kind: .number).validate(value).state == ValidityState([.badInput]))
  }

  @Test func validate_largestDouble_isValid() throws {
    let result = try NumberValidator(kind: .number).validate("1.7976931348623157e308")
    #expect(result.state.isValid)
  }

  @Test func validate_limitsBeyondDecimalsRange_areApplied() throws {
    #expect(
      try NumberValidator(kind: .number, minimum: "1e166").validate("5").state
        == ValidityState([.rangeUnderflow]))
    #expect(
      try NumberValidator(kind: .number, maximum: "1").validate("1e200").state
        == ValidityState([.rangeOverflow]))
    #expect(
      try NumberValidator(kind: .number, maximum: "3e165").validate("4e165").state
        == ValidityState([.rangeOverflow]))
    let between = try NumberValidator(kind: .number, minimum: "1e160", maximum: "1e170")
    #expect(between.validate("1e165").state.isValid)
    #expect(between.validate("1e171").state == ValidityState([.rangeOverflow]))
  }

  @Test func validate_stepBeyondDecimalsRange_isExact() throws {
    let threes = try NumberValidator(kind: .number, step: "3")
    #expect(threes.validate("3e200").state.isValid)
    let result = threes.validate("1e200")
    #expect(result.state == ValidityState([.stepMismatch]))
    // 10^200 = 3 × 333…3 + 1, so the nearest multiples are 10^200 - 1 and 10^200 + 2: no
    // double holds either, so neither is named.
    #expect(result.arguments == [:])
    let sevens = try NumberValidator(kind: .integer, minimum: "1", step: "7")
    #expect(sevens.validate("1e300").state.isValid)  // 10^300 - 1 is a multiple of 7
    #expect(
      try NumberValidator(kind: .number, step: "1e-300").validate("2.5e-300").state
        == ValidityState([.stepMismatch]))
  }

  @Test func validate_rangeMessagesOfHugeLimits_useExponentForm() throws {
    let result = try NumberValidator(kind: .number, minimum: "1e166").validate("5")
    #expect(result.arguments == ["minimum": "1e166"])
  }

  @Test func init_limitBeyondADoublesRange_throwsInsteadOfIgnoringIt() {
    #expect(throws: ValidationError.invalidNumberOption(name: "minimum", value: "1e400")) {
      try NumberValidator(kind: .number, minimum: "1e400")
    }
    #expect(throws: ValidationError.invalidStep("2e308")) {
      try NumberValidator(kind: .number, step: "2e308")
    }
  }
}

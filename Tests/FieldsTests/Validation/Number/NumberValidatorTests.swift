import Fields
import Testing

struct NumberValidatorTests {
  @Test(arguments: [
    ("12.5", "12.5"), ("-0.25", "-0.25"), (".5", "0.5"), ("1e3", "1000"), ("1E-2", "0.01"),
    ("0012", "12"), ("1e+2", "100"), ("-0", "0"),
  ])
  func validate_htmlFloatingPointNumber_isNormalized(input: String, normalized: String) throws {
    let result = try NumberValidator(kind: .number).validate(input)
    #expect(result.state.isValid)
    #expect(result.normalized == normalized)
  }

  @Test(arguments: [
    "+5", "1,000", "1.", "1e", "--1", "0x10", "1 000", "١٢", "NaN", "Infinity", "12abc",
    "1d+2", "+", "-", "1trailing junk", " ",
  ])
  func validate_notAFloatingPointNumber_isBadInput(input: String) throws {
    #expect(try NumberValidator(kind: .number).validate(input).state == ValidityState([.badInput]))
  }

  @Test func validate_integer_stepsByOneFromTheMinimum() throws {
    let validator = try NumberValidator(kind: .integer, minimum: "13", maximum: "130")
    #expect(validator.validate("13").state.isValid)
    #expect(validator.validate("12").state == ValidityState([.rangeUnderflow]))
    #expect(validator.validate("131").state == ValidityState([.rangeOverflow]))
    let half = validator.validate("20.5")
    #expect(half.state == ValidityState([.stepMismatch]))
    #expect(half.arguments == ["lower": "20", "upper": "21"])
  }

  @Test func validate_step_isExactInDecimal() throws {
    let cents = try NumberValidator(kind: .decimal, step: "0.1")
    #expect(cents.validate("10.3").state.isValid)  // 10.3 / 0.1 is not exact in binary
    #expect(cents.validate("10.35").state == ValidityState([.stepMismatch]))
    let based = try NumberValidator(kind: .number, minimum: "0.5", step: "2")
    #expect(based.validate("4.5").state.isValid)
    #expect(based.validate("4").state == ValidityState([.stepMismatch]))
    #expect(try NumberValidator(kind: .decimal).validate("3.14159").state.isValid)
  }

  @Test func validate_locale_parsesWhatAPersonWrites() throws {
    let german = try NumberValidator(kind: .decimal, locale: "de_DE", minimum: "0", step: "0.01")
    #expect(german.validate("1.234,50").normalized == "1234.5")
    #expect(german.validate("1,2,3").state == ValidityState([.badInput]))
    let mismatch = german.validate("0,005")
    #expect(mismatch.state == ValidityState([.stepMismatch]))
    #expect(mismatch.arguments == ["lower": "0", "upper": "0,01"])
    let arabic = try NumberValidator(kind: .integer, locale: "ar_EG")
    #expect(arabic.validate("١٢٣").normalized == "123")
  }

  @Test func validate_empty_isValueMissingOnlyWhenRequired() throws {
    #expect(try NumberValidator(kind: .integer).validate("").state.isValid)
    #expect(
      try NumberValidator(kind: .integer, required: true).validate("").state
        == ValidityState([.valueMissing]))
  }

  @Test func init_badOptions_throw() {
    #expect(throws: ValidationError.invalidNumberOption(name: "minimum", value: "ten")) {
      try NumberValidator(kind: .integer, minimum: "ten")
    }
    #expect(throws: ValidationError.invalidStep("0")) {
      try NumberValidator(kind: .integer, step: "0")
    }
    #expect(throws: ValidationError.invalidStep("-1")) {
      try NumberValidator(kind: .integer, step: "-1")
    }
  }
}

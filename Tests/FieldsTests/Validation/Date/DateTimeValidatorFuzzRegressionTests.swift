import Fields
import Testing

/// Inputs the date-locale fuzz target found (Fuzz/run.sh date-locale), shrunk.
struct DateTimeValidatorFuzzRegressionTests {
  /// Buddhist-era years up to 544 fall before HTML's year 1; their serializations
  /// (`-543-12-26`, `00-1-12-30`, `0000-12-30`) were no dates a form can submit.
  @Test(arguments: ["1/1/1", "1/1/543", "1/1/544"])
  func validate_buddhistDateBeforeYearOne_isBadInput(input: String) throws {
    let validator = try DateTimeValidator(kind: .date, locale: "th-TH-u-ca-buddhist")
    let result = validator.validate(input)
    #expect(result.state == ValidityState([.badInput]))
    #expect(result.normalized == nil)
  }

  @Test func validate_buddhistDateInOurEra_normalizesToTheGregorianDate() throws {
    let validator = try DateTimeValidator(kind: .date, locale: "th-TH-u-ca-buddhist")
    #expect(validator.validate("14/9/2567").normalized == "2024-09-14")
  }

  @Test func validate_buddhistDateTimeBeforeYearOne_isBadInput() throws {
    let validator = try DateTimeValidator(kind: .datetime, locale: "th-TH-u-ca-buddhist")
    #expect(validator.validate("1/1/1 13:00").state == ValidityState([.badInput]))
  }
}

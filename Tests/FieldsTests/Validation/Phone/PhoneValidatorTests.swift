import Fields
import Testing

struct PhoneValidatorTests {
  @Test func validate_validNumber_isNormalizedToE164() throws {
    let validator = try PhoneValidator(region: "US")
    #expect(validator.validate(" (650) 253-0000 ").normalized == "+16502530000")
    #expect(validator.validate("+44 20 7031 3000").normalized == "+442070313000")
  }

  @Test(arguments: [
    ("650 253 00", "it has too few digits"),
    ("+999 1234567", "its country calling code is not in use, or it needs a region"),
    ("hello", "it does not look like a phone number"),
    ("+1 555 555 5555", "its digits match no number range in use"),
  ])
  func validate_badNumber_isTypeMismatchWithLibphonenumbersReason(input: String, reason: String)
    throws
  {
    let result = try PhoneValidator(region: "US").validate(input)
    #expect(result.state == ValidityState([.typeMismatch]))
    #expect(result.reason == reason)
    #expect(result.arguments["problem"] != nil)
  }

  @Test func validate_numberOfAnotherRegionWithTheSameCallingCode_isStillValid() throws {
    let validator = try PhoneValidator(region: "US")
    // Ottawa's +1 613 is Canadian, not American; a US field still accepts it.
    let ottawa = validator.validate("+1 613 555 0199")
    #expect(ottawa.normalized == "+16135550199")
    #expect(try PhoneFormat(region: "US").parse("+1 613 555 0199").region == "CA")
  }

  @Test func init_locale_givesTheRegionWhenNoneIsGiven() throws {
    #expect(try PhoneValidator(locale: "de_DE").format.region == "DE")
    #expect(try PhoneValidator(locale: "de_DE").validate("030 123456").normalized == "+4930123456")
    #expect(throws: ValidationError.noPhoneRegion) { try PhoneValidator(locale: "de") }
    #expect(throws: ValidationError.noPhoneRegion) { try PhoneValidator() }
  }
}

import Fields
import Testing

/// Inputs the phone fuzz target found (Fuzz/run.sh phone), shrunk.
struct PhoneValidatorFuzzRegressionTests {
  /// A Belarusian premium number's E.164 form validates to itself.
  ///
  /// The fuzzer's `-8-810FLOWERS` in Belarus: `8` is the national prefix and `8 810 …` a premium
  /// number, `+3758103569377`. libphonenumber reads that E.164 form back as `+375 103569377`
  /// (it takes the `8` off after `+` too), so a value stored normalized was refused later.
  /// The fullwidth plus is a plus to libphonenumber too, so the literal reading still applies.
  @Test(arguments: [
    "88103569377", "-8-810FLOWERS", "8 810 356 9377", "+3758103569377", "\u{FF0B}3758103569377",
  ])
  func validate_belarusPremiumNumber_normalizesToAnE164FormThatValidatesToItself(input: String)
    throws
  {
    let validator = try PhoneValidator(region: "BY")
    let normalized = validator.validate(input).normalized
    #expect(normalized == "+3758103569377")
    #expect(validator.validate("+3758103569377").normalized == normalized)
    let elsewhere = try PhoneValidator(region: "DE")
    #expect(elsewhere.validate("+3758103569377").normalized == normalized)
  }

  @Test func validate_internationalNumberWrittenWithItsNationalPrefix_keepsLibphonenumbersReading()
    throws
  {
    let validator = try PhoneValidator(region: "DE")
    #expect(validator.validate("+44 (0)20 7946 0000").normalized == "+442079460000")
  }

  @Test func validate_internationalNumberInUseNeitherWay_staysATypeMismatch() throws {
    let validator = try PhoneValidator(region: "BY")
    let result = validator.validate("+3758855555555")
    #expect(result.state == ValidityState([.typeMismatch]))
    #expect(result.normalized == nil)
  }

  @Test func format_belarusPremiumNumberFromItsE164Form_writesItNationally() throws {
    let format = try PhoneFormat(region: "BY", style: .national)
    #expect(try format.format("+3758103569377") == "8 810 356 9377")
  }

  /// A Mexican number written with the former mobile `1` normalizes to the form without it.
  ///
  /// The fuzzer's `\t117439022304` in Mexico was `+5217439022304`, which libphonenumber reads
  /// back as `+527439022304`: the normalized value named another number than itself.
  @Test(arguments: ["117439022304", "\t117439022304", "+5217439022304", "+527439022304"])
  func validate_mexicanNumberWithFormerMobileOne_normalizesToTheNumberItsE164FormNames(
    input: String
  ) throws {
    let validator = try PhoneValidator(region: "MX")
    #expect(validator.validate(input).normalized == "+527439022304")
    #expect(validator.validate("+527439022304").normalized == "+527439022304")
  }

  @Test func format_numberWithExtensionReadThroughItsE164Form_keepsTheExtension() throws {
    let format = try PhoneFormat(region: "MX", style: .rfc3966)
    #expect(try format.format("+52 1 743 902 2304 ext. 12") == "tel:+52-743-902-2304;ext=12")
  }
}

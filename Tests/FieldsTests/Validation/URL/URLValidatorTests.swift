import Fields
import Testing

struct URLValidatorTests {
  @Test func validate_url_isNormalizedToItsHref() throws {
    let result = try URLValidator().validate("  HTTPS://Example.com/a/../b \n")
    #expect(result.state.isValid)
    #expect(result.normalized == "https://example.com/b")
  }

  @Test func validate_relativeOrBrokenURL_isTypeMismatchWithTheStandardsReason() throws {
    let relative = try URLValidator().validate("example.com")
    #expect(relative.state == ValidityState([.typeMismatch]))
    #expect(relative.reason == "it has no scheme such as 'https:'")
    #expect(try URLValidator().validate("https://ex ample.com").state.contains(.typeMismatch))
  }

  @Test func validate_schemes_refuseOtherSchemes() throws {
    let https = try URLValidator(schemes: ["HTTPS"])
    #expect(https.validate("https://a.example").state.isValid)
    let http = https.validate("http://a.example")
    #expect(http.state == ValidityState([.typeMismatch]))
    #expect(http.reason == "its scheme 'http' is not one of https")
  }

  @Test func validate_base_resolvesRelativeInput() throws {
    let validator = try URLValidator(base: "https://example.com/a/")
    #expect(validator.validate("b?c").normalized == "https://example.com/a/b?c")
    #expect(validator.validate("../x").normalized == "https://example.com/x")
  }

  @Test func init_badSchemeOrBase_throws() {
    #expect(throws: ValidationError.invalidScheme("https:")) {
      try URLValidator(schemes: ["https:"])
    }
    #expect(throws: ValidationError.invalidBaseURL("nope", reason: .missingSchemeNonRelativeURL)) {
      try URLValidator(base: "nope")
    }
  }
}

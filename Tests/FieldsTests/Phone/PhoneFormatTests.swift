import Fields
import Testing

struct PhoneFormatTests {
  @Test(arguments: [
    (PhoneFormat.Style.e164, "+16502530000"),
    (.international, "+1 650-253-0000"),
    (.national, "(650) 253-0000"),
    (.rfc3966, "tel:+1-650-253-0000"),
  ])
  func format_style_writesTheNumberThatWay(style: PhoneFormat.Style, expected: String) throws {
    #expect(try PhoneFormat(region: "US", style: style).format("650 253 0000") == expected)
  }

  @Test func format_internationalInput_keepsItsOwnCountry() throws {
    let format = try PhoneFormat(region: "DE", style: .international)
    #expect(try format.format("030 1234567") == "+49 30 1234567")
    #expect(try format.format("+44 20 7031 3000") == "+44 20 7031 3000")
    #expect(try format.format("0044 20 7031 3000") == "+44 20 7031 3000")
  }

  @Test func parse_number_readsCountryRegionAndKind() throws {
    let number = try PhoneFormat(region: "us").parse("(650) 253-0000 ext. 123")
    #expect(number.countryCode == 1)
    #expect(number.nationalNumber == 6_502_530_000)
    #expect(number.extension == "123")
    #expect(number.region == "US")
    #expect(number.kind == .fixedLineOrMobile)
    #expect(number.isValid)
    let mobile = try PhoneFormat(region: "DE").parse("0151 23456789")
    #expect(mobile.kind == .mobile)
  }

  @Test func parse_italianNumber_keepsLeadingZero() throws {
    let format = try PhoneFormat(region: "IT", style: .e164)
    #expect(try format.format("02 1234 5678") == "+390212345678")
  }

  @Test(arguments: [
    ("not a number", PhoneNumberProblem.notANumber),
    ("1", .notANumber),
    ("+999 1234567", .invalidCountryCode),
    ("650 253 00", .tooShort),
    ("+1 650 253 0000 0000 0000", .tooLong),
    ("+1 555 555 5555", .notAssigned),
  ])
  func parseValid_badNumber_throwsWithReason(text: String, reason: PhoneNumberProblem) throws {
    let format = try PhoneFormat(region: "US")
    #expect(throws: PhoneNumberError.invalidPhoneNumber(text, reason: reason)) {
      try format.parseValid(text)
    }
  }

  /// libphonenumber's C++ parser took time quadratic in the length before saying so: a second
  /// for 10,000 digits, and a validated line of a megabyte never finished.
  @Test(arguments: [
    String(repeating: "1", count: 251), String(repeating: "6502530000", count: 100_000),
    "+1 650 253 0000" + String(repeating: " ", count: 236),
  ])
  func parse_textOverTwoHundredFiftyCharacters_isTooLong(text: String) throws {
    let format = try PhoneFormat(region: "US")
    #expect(throws: PhoneNumberError.invalidPhoneNumber(text, reason: .tooLong)) {
      try format.parse(text)
    }
  }

  /// The limit counts UTF-16 units as libphonenumber's Java version does, not UTF-8 bytes.
  @Test(arguments: [
    "+1 650 253 0000" + String(repeating: " ", count: 235),
    "+1 650 253 0000" + String(repeating: "\u{3000}", count: 235),
  ])
  func parse_twoHundredFiftyCharacters_isStillRead(text: String) throws {
    #expect(try PhoneFormat(region: "US").format(text) == "+16502530000")
  }

  @Test(arguments: ["XX", "", "USA", "zz", "Deutschland"])
  func init_unknownRegion_throws(region: String) {
    #expect(throws: PhoneNumberError.unknownRegion(region)) { try PhoneFormat(region: region) }
  }

  @Test func libraryVersions_nameIcuCldrAndLibphonenumber() {
    let versions = LibraryVersions.current
    #expect(versions.icu.first?.isNumber == true)
    #expect(versions.cldr.first?.isNumber == true)
    #expect(versions.libphonenumber.first?.isNumber == true)
  }
}

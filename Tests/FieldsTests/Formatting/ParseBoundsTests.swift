import Foundation
import Testing

@testable import Fields

/// Texts that ICU's parsers crash on or take quadratic time over are refused before them.
struct ParseBoundsTests {
  @Test func dateParse_35DigitFraction_throwsTooManyDigitsInsteadOfCrashing() throws {
    let format = try DateFormat(locale: "en_US", layout: .pattern("S"))
    let text = String(repeating: "0", count: 35)
    #expect(throws: FormattingError.tooManyDigits(text, count: 35, limit: 32, expected: "a date")) {
      try format.parse(text)
    }
  }

  @Test func dateParse_32Digits_stillReachICU() throws {
    let format = try DateFormat(locale: "en_US", layout: .pattern("yyyyMMddHHmmssSSS"))
    #expect(try format.parse("20240914130000123").timeIntervalSince1970 == 1_726_318_800.123)
  }

  @Test func dateParse_digitsOfAnyScript_count() throws {
    let format = try DateFormat(locale: "ar_EG", layout: .pattern("S"))
    let text = String(repeating: "\u{0660}", count: 33)
    #expect(throws: FormattingError.tooManyDigits(text, count: 33, limit: 32, expected: "a date")) {
      try format.parse(text)
    }
  }

  @Test func numberParse_401Digits_throwsTooManyDigits() throws {
    let format = try NumberFormat(locale: "de_DE")
    let text = String(repeating: "1", count: 401)
    #expect(
      throws: FormattingError.tooManyDigits(text, count: 401, limit: 400, expected: "a number")
    ) { try format.parse(text) }
    #expect(try format.parse(String(text.dropFirst())).description == String(text.dropFirst()))
  }

  @Test func numberValidator_localeAndTooManyDigits_isBadInputWithCounts() throws {
    let validator = try NumberValidator(kind: .number, locale: "en_US")
    let result = validator.validate(String(repeating: "5", count: 1000))
    #expect(result.state == ValidityState([.badInput]))
    #expect(result.reason == "it has 1000 digits; at most 400 are allowed")
    let message = try MessageCatalog(locale: "pl").message(for: result, kind: .number)
    #expect(message == "Za dużo cyfr (1\u{A0}000); dozwolone jest najwyżej 400.")
  }

  @Test func dateValidator_withoutLocale_keepsHTMLRules() throws {
    let validator = try DateTimeValidator(kind: .date)
    let result = validator.validate(String(repeating: "5", count: 40))
    #expect(result.state == ValidityState([.badInput]))
    #expect(result.arguments["problem"] == nil)
  }

  @Test func phoneParse_over250Characters_isTooLongBeforeParsing() throws {
    let format = try PhoneFormat(region: "US")
    let text = String(repeating: "\u{0661}", count: 251)
    #expect(throws: PhoneNumberError.invalidPhoneNumber(text, reason: .tooLong)) {
      try format.parse(text)
    }
    #expect(
      try format.parse("6502530000" + String(repeating: " ", count: 240)).nationalNumber
        == 6_502_530_000)
  }
}

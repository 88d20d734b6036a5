import Fields
import Testing

/// A validation result's message, and the catalog's one rule: a message or an error.
struct ValidationResultMessageTests {
  @Test func message_ofAnInvalidResult_isTheCatalogsMessageInTheLocale() throws {
    let result = try TextValidator(constraints: TextConstraints(minimumLength: 8)).validate("abc")
    let catalog = try MessageCatalog(locale: "de_DE")
    #expect(
      try result.message(for: .text, in: catalog) == "Verwende mindestens 8 Zeichen (jetzt 3).")
    #expect(
      try result.message(for: .text, locale: "de_DE") == catalog.message(for: result, kind: .text))
  }

  @Test func message_ofAResultWhoseMessageNamesTheKind_usesTheKindGiven() throws {
    let result = EmailValidator().validate("jo@")
    #expect(
      try result.message(for: .email, locale: "en")
        == "Enter an e-mail address such as name@example.com.")
  }

  @Test func message_ofAValidResult_throwsNoMessageForValidValue() throws {
    let result = try TextValidator(constraints: TextConstraints(minimumLength: 2)).validate("abc")
    #expect(throws: FormattingError.noMessageForValidValue("abc")) {
      try result.message(for: .text, locale: "en")
    }
    #expect(throws: FormattingError.noMessageForValidValue("abc")) {
      try MessageCatalog(locale: "en").message(for: result, kind: .text)
    }
  }

  @Test func message_forAnUnknownLocale_throwsUnknownLocale() throws {
    let result = try TextValidator(constraints: TextConstraints(minimumLength: 8)).validate("abc")
    #expect {
      try result.message(for: .text, locale: "xx_YY")
    } throws: { error in
      if case .unknownLocale? = error as? FormattingError { return true }
      return false
    }
  }

  @Test func noMessageForValidValue_description_namesTheValueAndWhatToAskFor() {
    #expect(
      FormattingError.noMessageForValidValue("abc").description
        == "'abc' is valid, so it has no validity message. Please ask only for the message of a "
        + "result that is not valid.")
  }
}

import Testing

@testable import Fields

/// `:clear`, the accessory bar's Clear button as a toolbar word: what a terminal sends when a
/// person empties a line that held a default, or unticks every option.
struct FormFillerClearTests {
  func filler(_ draft: Draft? = nil) throws -> FormFiller {
    let form = try Form(spec: FormSpec(json: FormFillerTests.spec), now: Form.referenceDate)
    return FormFiller(form: form, draft: draft ?? Draft(formDigest: "sha256:x", locale: "de_DE"))
  }

  /// Answers up to the birthday, whose default is 2000-01-31.
  func atBirthday() throws -> FormFiller {
    let filler = try filler()
    _ = filler.respond(to: "jo@example.com")
    _ = filler.respond(to: "42")
    return filler
  }

  @Test func clear_optionalFieldWithADefault_isEmptiedAndNull() throws {
    let filler = try atBirthday()
    let birthday = try filler.form.field(named: "birthday")
    #expect(filler.respond(to: ":clear") == .accepted(birthday))
    #expect(birthday.value.value == nil)
    #expect(filler.form.valuesJSON().contains(#""birthday":null"#))
  }

  @Test func clear_requiredField_isValueMissingAndTheFieldKeepsItsAnswer() throws {
    let filler = try filler()
    let email = try filler.form.field(named: "email")
    _ = filler.respond(to: "jo@example.com")
    _ = filler.respond(to: ":prev")
    #expect(
      filler.respond(to: ":clear") == .invalid(email, message: "Gib eine E-Mail-Adresse ein."))
    #expect(email.text.value == "jo@example.com")
    #expect(filler.draft.answer(for: "email") == "jo@example.com")
  }

  @Test func clear_multipleChoice_untickesEveryOption() throws {
    let filler = try atBirthday()
    for answer in ["", "", "1", "1,2"] { _ = filler.respond(to: answer) }
    _ = filler.respond(to: ":prev")
    let toppings = try filler.form.field(named: "toppings")
    #expect(filler.currentField === toppings)
    #expect(filler.respond(to: ":clear") == .accepted(toppings))
    #expect(filler.form.valuesJSON().contains(#""toppings":[]"#))
  }

  @Test func clear_resumedFromTheDraft_staysEmptyInsteadOfTheDefault() throws {
    let filler = try atBirthday()
    _ = filler.respond(to: ":clear")
    #expect(filler.draft.answer(for: "birthday") == ":clear")
    let resumed = try self.filler(filler.draft)
    #expect(resumed.form.valuesJSON().contains(#""birthday":null"#))
    #expect(resumed.currentField?.name == "phone")
  }

  @Test func answerStartingWithAColon_isKeptEscapedAndResumedAsText() throws {
    let filler = try filler()
    _ = filler.respond(to: "jo@example.com")
    _ = filler.respond(to: "42")
    for _ in 0..<5 { _ = filler.respond(to: "") }
    #expect(filler.currentField?.name == "secret")
    #expect(filler.respond(to: "::clear") == .accepted(try filler.form.field(named: "secret")))
    #expect(filler.draft.answer(for: "secret") == "::clear")
    let resumed = try self.filler(filler.draft)
    #expect(resumed.form.valuesJSON().hasSuffix(#""secret":":clear"}"#))
  }
}

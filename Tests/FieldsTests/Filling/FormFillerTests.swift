import Testing

@testable import Fields

struct FormFillerTests {
  static let spec = """
    {"locale": "de_DE", "fields": [
      {"name": "email", "kind": "email", "label": "E-Mail", "required": true},
      {"name": "age", "kind": "integer", "label": "Alter", "min": 13},
      {"name": "hidden", "kind": "text", "disabled": true},
      {"name": "birthday", "kind": "date", "default": "2000-01-31"},
      {"name": "phone", "kind": "phone", "region": "DE"},
      {"name": "country", "kind": "choice", "options": ["Deutschland", "France"]},
      {"name": "toppings", "kind": "choice", "multiple": true, "options": ["Käse", "Oliven"]},
      {"name": "news", "kind": "boolean", "default": true},
      {"name": "secret", "kind": "text", "traits": {"secure": true}, "default": "x"}]}
    """

  func filler(_ draft: Draft? = nil) throws -> FormFiller {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    return FormFiller(form: form, draft: draft ?? Draft(formDigest: "sha256:x", locale: "de_DE"))
  }

  @Test func respond_answersInOrder_skipDisabledAndFinish() throws {
    let filler = try filler()
    let lines = ["jo@example.com", "42", "", "030 1234567", "2", "1,2", "nein", ""]
    var steps: [String] = []
    for line in lines {
      steps.append(filler.currentField?.name ?? "-")
      _ = filler.respond(to: line)
    }
    #expect(
      steps == ["email", "age", "birthday", "phone", "country", "toppings", "news", "secret"])
    #expect(filler.isFinished)
    #expect(
      filler.form.valuesJSON()
        == "{\"email\":\"jo@example.com\",\"age\":42,\"hidden\":null,\"birthday\":\"2000-01-31\","
        + "\"phone\":\"+49301234567\",\"country\":\"France\",\"toppings\":[\"Käse\",\"Oliven\"],"
        + "\"news\":false,\"secret\":\"x\"}")
  }

  @Test func respond_invalidAnswer_staysWithTheMessage() throws {
    let filler = try filler()
    _ = filler.respond(to: "jo@example.com")
    let age = try filler.form.field(named: "age")
    #expect(filler.respond(to: "12") == .invalid(age, message: "Gib 13 oder mehr ein."))
    #expect(filler.currentField === age)
    #expect(filler.draft.answer(for: "age") == nil)
  }

  @Test func respond_emptyRequired_isValueMissing() throws {
    let filler = try filler()
    let email = try filler.form.field(named: "email")
    #expect(filler.respond(to: "") == .invalid(email, message: "Gib eine E-Mail-Adresse ein."))
  }

  @Test func toolbarWords_moveAndRefuseAtTheEnds() throws {
    let filler = try filler()
    #expect(filler.respond(to: ":prev") == .refused(message: "Das ist das erste Feld."))
    #expect(filler.respond(to: ":next") == .moved)
    #expect(filler.currentField?.name == "age")
    #expect(filler.respond(to: ":next") == .moved)
    #expect(filler.currentField?.name == "birthday")
    #expect(filler.respond(to: ":prev") == .moved)
    #expect(filler.currentField?.name == "age")
    #expect(
      filler.respond(to: ":done") == .refused(message: "'email' (E-Mail) hat noch keine Antwort."))
    #expect(filler.currentField?.name == "age")
    for _ in 0..<6 { _ = filler.respond(to: ":next") }
    #expect(filler.currentField?.name == "secret")
    #expect(
      filler.respond(to: ":next")
        == .refused(message: "Das ist das letzte Feld; tippe :done, um abzuschließen."))
  }

  @Test func done_everyFieldValid_finishesEarly() throws {
    let filler = try filler()
    _ = filler.respond(to: "jo@example.com")
    #expect(filler.respond(to: ":done") == .finished)
    #expect(filler.isFinished)
    #expect(filler.form.valuesJSON().hasPrefix("{\"email\":\"jo@example.com\",\"age\":null,"))
  }

  @Test func doubleColon_answersTheRestOfTheLine() throws {
    let spec = #"{"fields": [{"name": "note", "kind": "text"}]}"#
    let form = try Form(spec: FormSpec(json: spec), now: Form.referenceDate)
    let filler = FormFiller(form: form, draft: Draft(formDigest: "sha256:x", locale: "en_US"))
    #expect(filler.respond(to: "::done") == .accepted(form.fields[0]))
    #expect(form.valuesJSON() == #"{"note":":done"}"#)
  }

  @Test func draft_appliedSilently_resumesAtFirstUnanswered() throws {
    var draft = Draft(formDigest: "sha256:x", locale: "de_DE")
    draft.record("jo@example.com", for: "email")
    draft.record("zwölf", for: "age")  // no longer valid: dropped and asked again
    draft.record("", for: "birthday")
    let filler = try filler(draft)
    #expect(filler.currentField?.name == "age")
    #expect(filler.draft.answers.map(\.field) == ["email", "birthday"])
    #expect(filler.missingField?.name == "age")
    #expect(filler.firstUnansweredField?.name == "age")
  }

  @Test func missingField_allAnsweredAndValid_isNil() throws {
    let filler = try filler()
    for line in ["a@b.de", "", "", "", "1", "", "", ""] { _ = filler.respond(to: line) }
    #expect(filler.isComplete)
    #expect(filler.missingField == nil)
  }

  @Test func prompt_showsLabelHintOptionsAndCurrentValue() throws {
    let filler = try filler()
    let form = filler.form
    func line(_ name: String) throws -> String {
      let prompt = filler.prompt(for: try form.field(named: name))
      return (prompt.optionsLine.map { $0 + "\n" } ?? "") + prompt.line
    }
    #expect(try line("email") == "E-Mail: ")
    #expect(try line("birthday") == "birthday (TT.MM.JJJJ) [31.01.2000]: ")
    #expect(try line("phone") == "phone (030 123456): ")
    #expect(try line("country") == "  1) Deutschland  2) France\ncountry: ")
    #expect(try line("toppings") == "  1) Käse  2) Oliven\ntoppings (Nummern wie 1,3): ")
    #expect(try line("news") == "news (ja/nein) [ja]: ")
    #expect(try line("secret") == "secret: ")
    #expect(filler.prompt(for: try form.field(named: "secret")).isSecure)
  }

  struct HintCase: CustomTestStringConvertible, Sendable {
    let locale: String
    let date: String
    var testDescription: String { locale }
  }

  @Test(arguments: [
    HintCase(locale: "de_DE", date: "TT.MM.JJJJ"),
    HintCase(locale: "en_US", date: "M/D/YYYY"),
    HintCase(locale: "fr_FR", date: "JJ/MM/AAAA"),
    HintCase(locale: "ru_RU", date: "ДД.ММ.ГГГГ"),
    HintCase(locale: "ja_JP", date: "YYYY/MM/DD"),
  ])
  func dateHint_locale_usesTheInitialsOfItsFieldNames(_ hint: HintCase) {
    #expect(
      FormFiller.datePatternHint(locale: hint.locale, date: .short, time: .none) == hint.date)
  }

  @Test func widenedYear_leavesQuotedLettersAlone() {
    #expect(FormFiller.widenedYear("dd.MM.yy 'y' y yyy") == "dd.MM.yyyy 'y' yyyy yyy")
  }

  @Test func naming_labelledField_showsNameAndLabel() throws {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    #expect(FormFiller.naming(try form.field(named: "age")) == "'age' (Alter)")
    #expect(FormFiller.naming(try form.field(named: "phone")) == "'phone'")
  }
}

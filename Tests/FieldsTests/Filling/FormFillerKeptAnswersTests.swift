import Fields
import Testing

/// What the draft keeps when an answer keeps, or a parent's answer empties, another.
struct FormFillerKeptAnswersTests {
  static let fourTexts = """
    {"fields": [{"name": "a", "kind": "text"}, {"name": "b", "kind": "text"},
      {"name": "c", "kind": "text"}, {"name": "d", "kind": "text"}]}
    """

  static let places = """
    {"locale": "en_US", "fields": [
      {"name": "country", "kind": "choice", "options": ["Germany", "France"]},
      {"name": "city", "kind": "choice", "dependsOn": "country",
       "options": {"Germany": ["Berlin", "Hamburg"], "France": ["Paris", "Lyon"]}},
      {"name": "note", "kind": "text"}]}
    """

  func filler(_ spec: String, draft: Draft? = nil) throws -> FormFiller {
    let form = try Form(spec: FormSpec(json: spec), now: Form.referenceDate)
    return FormFiller(
      form: form, draft: draft ?? Draft(formDigest: "sha256:x", locale: form.locale))
  }

  @Test func respond_emptyAnswerAfterPrevious_keepsTheEarlierAnswerInTheDraft() throws {
    let filler = try filler(Self.fourTexts)
    for line in ["1", "2", ":prev", ""] { _ = filler.respond(to: line) }
    #expect(filler.draft.answer(for: "b") == "2")
    let resumed = try self.filler(Self.fourTexts, draft: filler.draft)
    #expect(resumed.currentField?.name == "c")
    for line in ["3", "4"] { _ = resumed.respond(to: line) }
    #expect(resumed.form.valuesJSON() == #"{"a":"1","b":"2","c":"3","d":"4"}"#)
  }

  @Test func respond_emptyAnswerWithoutAnEarlierOne_isSavedEmpty() throws {
    let filler = try filler(Self.fourTexts)
    _ = filler.respond(to: "")
    #expect(filler.draft.answer(for: "a") == "")
  }

  @Test func respond_parentAnsweredAnew_emptiesTheDependentAndDropsItsAnswer() throws {
    let filler = try filler(Self.places)
    for line in ["1", "2", ":prev", ":prev", "2"] { _ = filler.respond(to: line) }
    let city = try filler.form.field(named: "city")
    #expect(filler.currentField === city)
    #expect(filler.prompt?.current == nil)
    #expect(filler.prompt?.options == ["Paris", "Lyon"])
    #expect(filler.draft.answer(for: "city") == nil)
    #expect(filler.draft.answers.map(\.field) == ["country"])
    // Enter leaves the city empty; it takes no row of Germany's.
    _ = filler.respond(to: "")
    #expect(city.jsonValue == "null")
  }

  @Test func respond_parentAnsweredTheSame_keepsTheDependent() throws {
    let filler = try filler(Self.places)
    for line in ["1", "2", ":prev", ":prev", "germany"] { _ = filler.respond(to: line) }
    #expect(filler.draft.answer(for: "city") == "2")
    #expect(try filler.form.field(named: "city").jsonValue == #""Hamburg""#)
  }
}

import Testing

@testable import Fields

/// Readonly fields in a walk: never asked, shown where the walk passes them.
struct FormFillerReadOnlyTests {
  static let spec = """
    {"locale": "en_US", "fields": [
      {"name": "id", "kind": "text", "label": "Customer", "readonly": true, "default": "A-17"},
      {"name": "email", "kind": "email", "required": true},
      {"name": "total", "kind": "integer", "readonly": true, "default": "42"},
      {"name": "note", "kind": "text"},
      {"name": "ref", "kind": "text", "readonly": true}]}
    """

  func filler(_ draft: Draft? = nil) throws -> FormFiller {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    return FormFiller(form: form, draft: draft ?? Draft(formDigest: "sha256:x", locale: "en_US"))
  }

  func shown(_ filler: FormFiller) -> [String] {
    filler.takePassedReadOnlyFields().map(filler.shownLine(for:))
  }

  @Test func respond_readonlyFields_areShownNotAsked() throws {
    let filler = try filler()
    #expect(shown(filler) == ["Customer: A-17"])
    #expect(filler.currentField?.name == "email")
    #expect(filler.respond(to: "a@b.co") == .accepted(try filler.form.field(named: "email")))
    #expect(shown(filler) == ["total: 42"])
    #expect(filler.currentField?.name == "note")
    _ = filler.respond(to: "")
    #expect(shown(filler) == ["ref: "])
    #expect(filler.isFinished)
    #expect(
      filler.form.valuesJSON()
        == #"{"id":"A-17","email":"a@b.co","total":42,"note":null,"ref":null}"#)
  }

  @Test func previous_skipsReadonlyFieldsAndShowsThemAgainGoingForward() throws {
    let filler = try filler()
    _ = shown(filler)
    _ = filler.respond(to: "a@b.co")
    _ = shown(filler)
    #expect(filler.respond(to: ":prev") == .moved)
    #expect(filler.currentField?.name == "email")
    #expect(shown(filler).isEmpty)
    #expect(filler.respond(to: ":next") == .moved)
    #expect(shown(filler) == ["total: 42"])
  }

  @Test func draft_answerForReadonlyField_isDropped() throws {
    var draft = Draft(formDigest: "sha256:x", locale: "en_US")
    draft.record("B-1", for: "id")
    let filler = try filler(draft)
    #expect(filler.draft.answers.isEmpty)
    #expect(try filler.form.field(named: "id").text.value == "A-17")
  }
}

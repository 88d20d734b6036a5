import Testing

@testable import Fields

/// A form's `hidden` names: what a page sends without asking (a Rails `authenticity_token`, a
/// named submit button), accepted by `check`, written by `html`, read from a page.
struct FormSpecHiddenTests {
  static let spec = #"""
    {"title": "Sign in", "hidden": {"authenticity_token": "x7Yq", "commit": "Sign in"},
     "fields": [{"name": "email", "kind": "email", "required": true}]}
    """#

  @Test func decoding_hiddenObject_keepsNamesAndValuesInOrder() throws {
    let spec = try FormSpec(json: Self.spec)
    #expect(
      spec.hidden == [
        .init(name: "authenticity_token", value: "x7Yq"), .init(name: "commit", value: "Sign in"),
      ])
  }

  @Test(arguments: [
    (
      #"{"hidden": ["a"], "fields": [{"name": "a", "kind": "text"}]}"#, 1, 12,
      #"Expected 'hidden' to be an object of names and string values, such as {"authenticity_token": "…"}."#
    ),
    (
      #"{"hidden": {"t": 1}, "fields": [{"name": "a", "kind": "text"}]}"#, 1, 18,
      "Expected the hidden value of 't' to be a string."
    ),
    (
      #"{"hidden": {"a": "1"}, "fields": [{"name": "a", "kind": "text"}]}"#, 1, 18,
      "'a' is a field of the form, so it cannot also be hidden; remove it from 'hidden' or rename it."
    ),
  ])
  func decoding_badHidden_isAnErrorAtItsPlace(json: String, line: Int, column: Int, message: String)
    throws
  {
    let error = #expect(throws: FormSpecError.self) { try FormSpec(json: json) }
    #expect(error?.line == line)
    #expect(error?.column == column)
    #expect(error?.message == message)
  }

  @Test func check_hiddenNamesWithAnyValue_areNotUnknownFields() throws {
    let checker = try SubmissionChecker(spec: FormSpec(json: Self.spec))
    let result = checker.check(
      Submission(urlencoded: "authenticity_token=fresh&email=jo%40example.com&commit=Sign+in"))
    #expect(result.isValid)
    #expect(result.json == #"{"email":"jo@example.com"}"#)
    let stale = checker.check(Submission(urlencoded: "email=jo%40example.com&other=1"))
    guard case .invalid(let problems) = stale else {
      Issue.record("an unknown name that is not hidden must still be refused")
      return
    }
    #expect(problems.map(\.field) == ["other"])
  }

  @Test func html_hiddenValues_areHiddenInputsAtTheTopOfTheForm() throws {
    let page = try FormSpec(json: Self.spec).html()
    #expect(
      page.contains(
        """
        <form method="post">
        <input type="hidden" name="authenticity_token" value="x7Yq">
        <input type="hidden" name="commit" value="Sign in">
        """))
  }

  @Test func page_hiddenInputsAndNamedSubmitButtons_areTheSpecsHiddenValues() throws {
    let reading = try readPage(
      """
      <!DOCTYPE html><html lang="en-US"><title>T</title>
      <form>
      <input type="hidden" name="authenticity_token" value="x7Yq">
      <input type="hidden" name="_method" value="patch">
      <input type="hidden" name="authenticity_token" value="second">
      <input type="hidden" value="no name">
      <input type="hidden" name="email" value="a field's name">
      <input type="email" name="email">
      <button type="button" name="preview" value="1">Preview</button>
      <button type="reset" name="clear">Clear</button>
      <button name="commit" value="Save">Save</button>
      <input type="submit" name="other" value="Go">
      </form>
      """)
    #expect(
      reading.spec.hidden == [
        .init(name: "authenticity_token", value: "x7Yq"), .init(name: "_method", value: "patch"),
        .init(name: "commit", value: "Save"), .init(name: "other", value: "Go"),
      ])
    #expect(reading.warnings.isEmpty)
    #expect(
      reading.json.contains(
        #""hidden": {"authenticity_token": "x7Yq", "_method": "patch", "commit": "Save", "other": "Go"}"#
      ))
    // `spec` of a page, then `html` of that spec, then the page of it: the same hidden values.
    let again = try readPage(reading.spec.html())
    #expect(again.spec.hidden == reading.spec.hidden)
  }
}

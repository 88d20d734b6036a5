import Fields
import Testing

/// `"readonly": true` and `"keyboard": "none"` in a form spec: decoding, the keys' errors, and
/// what validation and `check` make of a readonly field.
struct FormSpecReadOnlyTests {
  static let spec = """
    {"locale": "en_US", "fields": [
      {"name": "id", "kind": "text", "readonly": true, "default": "A-17", "pattern": "[A-Z]-[0-9]+"},
      {"name": "email", "kind": "email", "required": true},
      {"name": "pin", "kind": "integer", "keyboard": "none"},
      {"name": "total", "kind": "integer", "readonly": true, "required": true, "default": "42"}]}
    """

  @Test func decode_readonlyAndKeyboardNone_setTheirFlags() throws {
    let spec = try FormSpec(json: Self.spec)
    #expect(spec.fields.map(\.readOnly) == [true, false, false, true])
    #expect(spec.fields[2].hidesKeyboard)
    #expect(spec.fields[2].keyboard == nil)
  }

  @Test(
    arguments: [
      (
        #"{"fields": [{"name": "x", "kind": "boolean", "readonly": true}]}"#,
        "form.json:1:58: A boolean field cannot be readonly: HTML ignores readonly on a checkbox; remove 'readonly' from 'x'."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "choice", "options": ["a"], "readonly": true}]}"#,
        "form.json:1:75: A choice field cannot be readonly: HTML ignores readonly on a select or radio buttons; remove 'readonly' from 'x'."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "choice", "multiple": true, "options": ["a"], "readonly": true}]}"#,
        "form.json:1:93: A choice field cannot be readonly: HTML ignores readonly on a select or radio buttons; remove 'readonly' from 'x'."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "text", "readonly": "yes"}]}"#,
        "form.json:1:55: Expected true or false for 'readonly' in the field 'x', found a string."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "date", "keyboard": "none"}]}"#,
        "form.json:1:55: A date field shows a picker, not a keyboard; remove 'keyboard' from 'x'."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "text", "keyboard": "nope"}]}"#,
        "form.json:1:55: Unknown keyboard 'nope' in the field 'x'; expected one of 'default', 'asciiCapable', 'numbersAndPunctuation', 'URL', 'numberPad', 'phonePad', 'namePhonePad', 'emailAddress', 'decimalPad', 'twitter', 'webSearch', 'asciiCapableNumberPad', 'none'."
      ),
      (
        #"{"fields": [{"name": "x", "kind": "text", "readonly": true, "pattern": "[0-9]+", "default": "a"}]}"#,
        "form.json:1:93: The default 'a' of 'x' is not valid (patternMismatch); give a valid value or none."
      ),
    ])
  func decode_misplacedReadonlyOrKeyboardNone_namesFileLineColumn(json: String, error: String)
    throws
  {
    #expect {
      _ = try FormSpec(json: json)
    } throws: { thrown in
      "\(thrown)" == error
    }
  }

  @Test func validation_readonlyField_isBarredButKeepsItsValue() throws {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    let id = try form.field(named: "id")
    id.text.value = "not a match"
    #expect(id.isBarredFromValidation)
    #expect(id.validation.state.isValid)
    let total = try form.field(named: "total")
    total.text.value = ""
    #expect(total.validation.state.isValid)
    #expect(form.firstInvalidField?.name == "email")
    #expect(
      form.valuesJSON() == #"{"id":"not a match","email":null,"pin":null,"total":null}"#)
  }

  @Test func valuesJSON_readonlyDefaults_areSubmittedNormalized() throws {
    let form = try Form(spec: FormSpec(json: Self.spec), now: Form.referenceDate)
    #expect(form.valuesJSON() == #"{"id":"A-17","email":null,"pin":null,"total":42}"#)
  }

  @Test func check_readonlyFieldsProblems_areNeverReportedButItsValueIsKept() throws {
    let checker = try SubmissionChecker(spec: FormSpec(json: Self.spec))
    #expect(
      checker.check(#"{"id": "x", "email": "a@b.co", "total": "zz"}"#)
        == .valid(valuesJSON: #"{"id":"x","email":"a@b.co","pin":null,"total":"zz"}"#))
    #expect(
      checker.check(#"{"id": "B-2", "email": "a@b.co", "total": 7}"#)
        == .valid(valuesJSON: #"{"id":"B-2","email":"a@b.co","pin":null,"total":7}"#))
    #expect(
      checker.check(#"{"email": "a@b.co"}"#)
        == .valid(valuesJSON: #"{"id":null,"email":"a@b.co","pin":null,"total":null}"#))
  }
}

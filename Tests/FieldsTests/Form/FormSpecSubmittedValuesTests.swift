import Fields
import Testing

/// The spec's option objects (`{"title": "Pro", "value": "pro"}`) and a boolean field's
/// `value`: what a browser submits for them.
struct FormSpecSubmittedValuesTests {
  static func field(_ members: String) -> String {
    #"{"fields": [{"name": "f", "#
      + members + "}]}"
  }

  @Test func decode_optionObjects_keepTitlesAndRecordValues() throws {
    let spec = try FormSpec(
      json: Self.field(
        #""kind": "choice", "options": [{"title": "Pro", "value": "pro"}, "Free"]"#))
    let field = try #require(spec.fields.first)
    #expect(field.options == .list(["Pro", "Free"]))
    #expect(field.optionValues == ["Pro": "pro"])
    #expect(field.submittedValue(ofOption: "Pro") == "pro")
    #expect(field.submittedValue(ofOption: "Free") == "Free")
  }

  @Test func decode_booleanValue_isWhatATickedBoxSubmits() throws {
    let plain = try FormSpec(json: Self.field(#""kind": "boolean""#))
    #expect(plain.fields.first?.submittedCheckboxValue == "on")
    let own = try FormSpec(json: Self.field(#""kind": "boolean", "value": "yes""#))
    #expect(own.fields.first?.checkboxValue == "yes")
    #expect(own.fields.first?.submittedCheckboxValue == "yes")
  }

  struct Bad: Sendable, CustomTestStringConvertible {
    var id: String
    var members: String
    var error: String
    var testDescription: String { id }
  }

  static let bad: [Bad] = [
    Bad(
      id: "optionWithoutTitle", members: #""kind": "choice", "options": [{"value": "pro"}]"#,
      error: "form.json:1:57: Expected a 'title' in the option object, such as \"Pro\"."),
    Bad(
      id: "optionWithoutValue", members: #""kind": "choice", "options": [{"title": "Pro"}]"#,
      error:
        "form.json:1:57: Expected a 'value' in the option 'Pro', or give the option as its title alone."
    ),
    Bad(
      id: "optionValueNotAString",
      members: #""kind": "choice", "options": [{"title": "Pro", "value": 1}]"#,
      error: "form.json:1:83: Expected a string for 'value' in an option, found a number."),
    Bad(
      id: "optionEmptyValue",
      members: #""kind": "choice", "options": [{"title": "Pro", "value": ""}]"#,
      error:
        "form.json:1:57: The option 'Pro' has an empty 'value'; an empty value is no choice, so give a non-empty one."
    ),
    Bad(
      id: "optionUnknownKey",
      members: #""kind": "choice", "options": [{"title": "Pro", "valeu": "pro"}]"#,
      error: "form.json:1:74: Unknown key 'valeu' in an option. Did you mean 'value'?"),
    Bad(
      id: "optionNumber", members: #""kind": "choice", "options": [1]"#,
      error:
        "form.json:1:57: Expected an option title as a string, or an object such as {\"title\": \"Pro\", \"value\": \"pro\"}, found a number."
    ),
    Bad(
      id: "twoOptionsSubmitOneValue",
      members: #""kind": "choice", "options": ["pro", {"title": "Pro", "value": "pro"}]"#,
      error:
        "form.json:1:64: The options 'pro' and 'Pro' both submit 'pro'; give each option a value of its own."
    ),
    Bad(
      id: "valueOnText", members: #""kind": "text", "value": "x""#,
      error:
        "form.json:1:52: Only boolean fields take 'value' (what a ticked checkbox submits); 'f' is a text field."
    ),
    Bad(
      id: "valueNotAString", members: #""kind": "boolean", "value": true"#,
      error:
        "form.json:1:55: Expected a string for 'value' in the field 'f', found true or false."),
    Bad(
      id: "valueEmpty", members: #""kind": "boolean", "value": """#,
      error:
        "form.json:1:55: The 'value' of 'f' is empty; an empty value is no answer, so give a non-empty one such as 'yes'."
    ),
  ]

  @Test(arguments: bad)
  func decode_badSubmittedValue_namesFileLineColumnAndTheFix(_ row: Bad) {
    do {
      _ = try FormSpec(json: Self.field(row.members))
      Issue.record("\(row.id) decoded")
    } catch {
      #expect(error.description == row.error)
    }
  }
}

import Fields
import Testing

/// Form bodies (urlencoded and multipart) checked as HTML submits a form: repeated names for a
/// multiple choice, a checkbox's value, an option's own value, empty text, machine numbers.
struct SubmissionFormBodyTests {
  static let spec = #"""
    { "title": "Order", "locale": "en",
      "fields": [
        { "name": "email", "kind": "email", "required": true },
        { "name": "age", "kind": "integer", "min": 13 },
        { "name": "plan", "kind": "choice",
          "options": [{"title": "Pro", "value": "pro"}, "Free"] },
        { "name": "toppings", "kind": "choice", "multiple": true, "max": 2,
          "options": ["ham", {"title": "Olives", "value": "olives"}, "basil"] },
        { "name": "terms", "kind": "boolean", "required": true },
        { "name": "news", "kind": "boolean", "value": "yes" },
        { "name": "country", "kind": "choice",
          "options": [{"title": "Deutschland", "value": "de"}, "France"] },
        { "name": "city", "kind": "choice", "dependsOn": "country",
          "options": { "Deutschland": ["Berlin"], "France": ["Paris"] } } ] }
    """#

  static func checker() throws -> SubmissionChecker {
    try SubmissionChecker(spec: FormSpec(json: spec))
  }

  struct Row: Sendable, CustomTestStringConvertible {
    var id: String
    var body: String
    var json: String
    var testDescription: String { id }
  }

  static let valid = "email=jo%40example.com&terms=on"
  static let validValues =
    #"{"email":"jo@example.com","age":null,"plan":null,"toppings":[],"terms":true,"news":false,"country":null,"city":null}"#

  static let rows: [Row] = [
    Row(id: "uncheckedBoxesAreFalse", body: valid, json: validValues),
    Row(
      id: "checkboxOwnValueIsTrue", body: valid + "&news=yes",
      json: validValues.replacingOccurrences("\"news\":false", "\"news\":true")),
    Row(
      id: "checkboxOtherValueIsBadInput", body: valid + "&news=on",
      json:
        #"{"news":{"state":["badInput"],"message":"The box sends 'yes' when ticked and nothing when not, but 'on' was sent; tick or untick it."}}"#
    ),
    Row(
      id: "requiredCheckboxUncheckedIsMissing", body: "email=jo%40example.com",
      json:
        #"{"terms":{"state":["valueMissing"],"message":"Check this box if you want to go on."}}"#
    ),
    Row(
      id: "repeatedNamesAreAMultipleChoiceInOptionOrder",
      body: valid + "&toppings=olives&toppings=ham",
      json: validValues.replacingOccurrences(#""toppings":[]"#, #""toppings":["ham","olives"]"#)),
    Row(
      id: "multipleChoiceByTitleWhenItHasAValueIsNoOption",
      body: valid + "&toppings=Olives",
      json:
        #"{"toppings":{"state":["typeMismatch"],"message":"Choose one of the options."}}"#),
    Row(
      id: "multipleChoiceOverItsMaximum",
      body: valid + "&toppings=ham&toppings=olives&toppings=basil",
      json:
        #"{"toppings":{"state":["rangeOverflow"],"message":"Choose at most 2 options."}}"#),
    Row(
      id: "choiceByItsValue", body: valid + "&plan=pro",
      json: validValues.replacingOccurrences(#""plan":null"#, #""plan":"pro""#)),
    Row(
      id: "choiceWithoutValueByTitle", body: valid + "&plan=Free",
      json: validValues.replacingOccurrences(#""plan":null"#, #""plan":"Free""#)),
    Row(
      id: "choiceByTitleWhenItHasAValueIsNoOption", body: valid + "&plan=Pro",
      json: #"{"plan":{"state":["typeMismatch"],"message":"Choose one of the options."}}"#),
    Row(
      id: "dependentChoiceFollowsTheParentsTitle", body: valid + "&country=de&city=Berlin",
      json: validValues.replacingOccurrences(
        #""country":null,"city":null"#, #""country":"de","city":"Berlin""#)),
    Row(
      id: "dependentChoiceOfAnotherParentIsNoOption", body: valid + "&country=de&city=Paris",
      json: #"{"city":{"state":["typeMismatch"],"message":"Choose one of the options."}}"#),
    Row(
      id: "numberAsText", body: valid + "&age=42",
      json: validValues.replacingOccurrences(#""age":null"#, #""age":42"#)),
    Row(id: "emptyNumberIsNoValue", body: valid + "&age=", json: validValues),
    Row(
      id: "numberNotANumberIsBadInput", body: valid + "&age=4x",
      json: #"{"age":{"state":["badInput"],"message":"Enter a whole number."}}"#),
    Row(
      id: "emptyRequiredTextIsMissing", body: "email=&terms=on",
      json: #"{"email":{"state":["valueMissing"],"message":"Enter an e-mail address."}}"#),
    Row(
      id: "repeatedSingleValuedNameTakesTheFirst", body: valid + "&age=20&age=x",
      json: validValues.replacingOccurrences(#""age":null"#, #""age":20"#)),
    Row(
      id: "unknownNamesOnceInBodyOrder", body: valid + "&zz=1&aa=2&zz=3",
      json:
        #"{"zz":{"state":["unknownField"],"message":"The form has no field 'zz'."},"aa":{"state":["unknownField"],"message":"The form has no field 'aa'."}}"#
    ),
  ]

  @Test(arguments: rows)
  func checkURLEncoded_row_givesTheBrowsersVerdict(_ row: Row) throws {
    let result = try Self.checker().check(Submission(urlencoded: row.body))
    #expect(result.json == row.json)
  }

  /// The same entries in a multipart body reach the same verdicts.
  @Test(arguments: rows)
  func checkMultipart_row_givesTheSameVerdictAsURLEncoded(_ row: Row) throws {
    let entries = try #require(Submission(urlencoded: row.body).formEntries)
    var body = "preamble\r\n"
    for (name, value) in entries {
      body += "--b0undary\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n"
    }
    body += "--b0undary--\r\n"
    let submission = try Submission(
      body: Array(body.utf8), contentType: "multipart/form-data; boundary=b0undary")
    #expect(try Self.checker().check(submission).json == row.json)
  }

  /// With option values, a JSON submission carries them too, and the values are printed.
  @Test func checkJSON_optionValues_areWhatIsSubmittedAndPrinted() throws {
    let checker = try Self.checker()
    let valid = checker.check(
      Submission(
        json: #"{"email": "jo@example.com", "terms": true, "plan": "pro", "toppings": ["olives"]}"#
      ))
    #expect(valid.json.contains(#""plan":"pro","toppings":["olives"]"#))
    #expect(!checker.check(#"{"email": "jo@example.com", "terms": true, "plan": "Pro"}"#).isValid)
    // A JSON boolean stays true or false: "on" is of the wrong type there.
    #expect(
      checker.check(#"{"email": "jo@example.com", "terms": "on"}"#).json
        == #"{"terms":{"state":["typeMismatch"],"message":"Expected true or false, found text."}}"#
    )
  }

  /// A JSON check after a form body on the same checker reads booleans as JSON again.
  @Test func check_jsonAfterFormBody_readsBooleansAsJSON() throws {
    let checker = try Self.checker()
    _ = checker.check(Submission(urlencoded: Self.valid))
    #expect(checker.check(#"{"email": "jo@example.com", "terms": true}"#).isValid)
    #expect(!checker.check(#"{"email": "jo@example.com", "terms": "on"}"#).isValid)
  }

  @Test(arguments: [
    ("application/x-www-form-urlencoded", valid),
    ("application/x-www-form-urlencoded; charset=UTF-8", valid),
    ("application/json", #"{"email": "jo@example.com", "terms": true}"#),
  ])
  func submissionBody_contentType_picksTheReading(contentType: String, body: String) throws {
    let submission = try Submission(body: Array(body.utf8), contentType: contentType)
    // A JSON submission's missing boolean is no value; a form's unticked box is false.
    let values =
      contentType == "application/json"
      ? Self.validValues.replacingOccurrences("\"news\":false", "\"news\":null")
      : Self.validValues
    #expect(try Self.checker().check(submission).json == values)
  }

  struct BadRequest: Sendable, CustomTestStringConvertible {
    var id: String
    var contentType: String
    var body: [UInt8]
    var error: SubmissionBodyError
    var testDescription: String { id }
  }

  static let badRequests: [BadRequest] = [
    BadRequest(
      id: "textPlain", contentType: "text/plain", body: [],
      error: .unsupportedContentType("text/plain")),
    BadRequest(
      id: "multipartWithoutBoundary", contentType: "multipart/form-data", body: [],
      error: .badBoundary(contentType: "multipart/form-data")),
    BadRequest(
      id: "boundaryTooLong",
      contentType: "multipart/form-data; boundary=" + String(repeating: "b", count: 71),
      body: [],
      error: .badBoundary(
        contentType: "multipart/form-data; boundary=" + String(repeating: "b", count: 71))),
    BadRequest(
      id: "jsonNotUTF8", contentType: "application/json", body: [0x7B, 0xFF, 0x7D],
      error: .notUTF8),
    BadRequest(
      id: "tooLarge", contentType: "application/x-www-form-urlencoded",
      body: [UInt8](repeating: 0x61, count: Submission.maximumBodyLength + 1),
      error: .tooLarge(
        length: Submission.maximumBodyLength + 1, limit: Submission.maximumBodyLength)),
  ]

  @Test(arguments: badRequests)
  func submissionBody_badRequest_throwsItsError(_ row: BadRequest) {
    #expect(throws: row.error) {
      try Submission(body: row.body, contentType: row.contentType)
    }
  }

  @Test func submissionBody_messages_nameTheInputAndTheFix() {
    #expect(
      SubmissionBodyError.unsupportedContentType("text/plain").description
        == "The content type 'text/plain' is not a form submission; send 'application/x-www-form-urlencoded', 'multipart/form-data' or 'application/json'."
    )
    #expect(
      SubmissionBodyError.missingClosingBoundary.description
        == "The multipart body ends before its closing boundary; send the whole body.")
  }
}

extension String {
  /// The string with `target` replaced, for rows written as a change of another row.
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    var result = ""
    var rest = Substring(self)
    while let range = rest.firstRange(of: target) {
      result += rest[..<range.lowerBound] + replacement
      rest = rest[range.upperBound...]
    }
    return result + rest
  }
}

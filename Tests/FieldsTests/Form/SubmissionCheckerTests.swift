import Fields
import Foundation
import Testing

/// Whole submitted forms checked against Examples/signup.json, messages in English.
struct SubmissionCheckerTests {
  static func signup(locale: String = "en") throws -> SubmissionChecker {
    try SubmissionChecker(
      spec: FormSpec(
        contentsOf: FormSpecTests.examples.appendingPathComponent("signup.json").path),
      locale: locale)
  }

  @Test func check_validSubmission_givesTheTypedValuesInSpecOrder() throws {
    let checker = try Self.signup()
    let result = checker.check(
      #"""
      {"bio": "Hi", "email": "Jo@Example.COM", "website": "https://example.com/a/../b",
       "age": 42, "phone": "030 123456", "birthday": "1990-05-01", "call": "13:30",
       "country": "France", "city": "Paris"}
      """#)
    #expect(
      result
        == .valid(
          valuesJSON:
            #"{"email":"Jo@example.com","website":"https://example.com/b","age":42,"phone":"+4930123456","birthday":"1990-05-01","call":"13:30","country":"France","city":"Paris","bio":"Hi"}"#
        ))
    #expect(result.isValid)
  }

  /// What `ok` prints is a submission the server may store and check again.
  @Test(arguments: ["signup.json", "order.json"])
  func check_validValuesCheckedAgain_areTheSameValues(form: String) throws {
    let checker = try SubmissionChecker(
      spec: FormSpec(contentsOf: FormSpecTests.examples.appendingPathComponent(form).path))
    let submission =
      form == "signup.json"
      ? #"{"email": "Jo@Bücher.example", "website": "https://EXAMPLE.com", "age": 1.3e1, "phone": "030 123456", "birthday": "2000-02-29", "call": "08:15", "country": "Deutschland", "city": "Hamburg", "bio": "a\u2028b"}"#
      : #"{"name": "Jo", "toppings": ["Schinken", "Käse"], "newsletter": false, "terms": true}"#
    guard case .valid(let values) = checker.check(submission) else {
      Issue.record("invalid: \(checker.check(submission).json)")
      return
    }
    #expect(checker.check(values) == .valid(valuesJSON: values))
  }

  @Test func check_missingNullAndEmptyOptionalFields_areNull() throws {
    let checker = try Self.signup()
    #expect(
      checker.check(#"{"email": "a@b.c", "age": null, "bio": ""}"#).json
        == #"{"email":"a@b.c","website":null,"age":null,"phone":null,"birthday":null,"call":null,"country":null,"city":null,"bio":null}"#
    )
  }

  @Test func check_severalInvalidFields_reportsEveryOneInSpecOrder() throws {
    let checker = try Self.signup()
    let result = checker.check(
      #"{"age": 12, "email": "jo@", "call": "25:00", "website": "http://example.com"}"#)
    #expect(
      result
        == .invalid([
          SubmissionProblem(
            field: "email", states: [.typeMismatch],
            message: "Enter an e-mail address such as name@example.com."),
          SubmissionProblem(
            field: "website", states: [.typeMismatch],
            message: "Enter a full URL such as https://example.com."),
          SubmissionProblem(field: "age", states: [.rangeUnderflow], message: "Enter 13 or more."),
          SubmissionProblem(field: "call", states: [.badInput], message: "Enter a time."),
        ]))
    #expect(
      result.json
        == #"{"email":{"state":["typeMismatch"],"message":"Enter an e-mail address such as name@example.com."},"website":{"state":["typeMismatch"],"message":"Enter a full URL such as https://example.com."},"age":{"state":["rangeUnderflow"],"message":"Enter 13 or more."},"call":{"state":["badInput"],"message":"Enter a time."}}"#
    )
  }

  static let numbers: [(id: String, age: String, json: String)] = [
    ("JSON number", "42", #""age":42"#),
    ("string holding a number", #""42""#, #""age":42"#),
    ("exponent", #""1.3e1""#, #""age":13"#),
    ("string with a space", #"" 42""#, #""age":{"state":["badInput"]"#),
    ("grouped digits", #""1,000""#, #""age":{"state":["badInput"]"#),
    ("not on the step", "13.5", #""age":{"state":["stepMismatch"]"#),
  ]

  @Test(arguments: numbers.map(\.id))
  func check_numberField_takesAJSONNumberOrAStringHoldingOne(id: String) throws {
    let row = try #require(Self.numbers.first { $0.id == id })
    let checker = try Self.signup()
    let json = checker.check(#"{"email": "a@b.c", "age": \#(row.age)}"#).json
    #expect(json.contains(row.json), "\(json)")
  }

  static let wrongTypes: [(id: String, member: String, problem: String)] = [
    (
      "number for text", #""bio": 5"#,
      #"{"bio":{"state":["typeMismatch"],"message":"Expected text, found a number."}}"#
    ),
    (
      "boolean for a number", #""age": true"#,
      #"{"age":{"state":["typeMismatch"],"message":"Expected a number, found true or false."}}"#
    ),
    (
      "array for a date", #""birthday": ["2000-01-01"]"#,
      #"{"birthday":{"state":["typeMismatch"],"message":"Expected text, found an array."}}"#
    ),
    (
      "object for a choice", #""country": {}"#,
      #"{"country":{"state":["typeMismatch"],"message":"Expected text, found an object."}}"#
    ),
  ]

  @Test(arguments: wrongTypes.map(\.id))
  func check_wrongJSONType_isTypeMismatchNamingBothTypes(id: String) throws {
    let row = try #require(Self.wrongTypes.first { $0.id == id })
    let checker = try Self.signup()
    #expect(checker.check(#"{"email": "a@b.c", \#(row.member)}"#).json == row.problem)
  }

  @Test func check_unknownFields_areReportedByNameAfterTheFormsFields() throws {
    let checker = try Self.signup()
    #expect(
      checker.check(#"{"nick": "x", "email": "", "e\nmail": 1}"#).json
        == #"{"email":{"state":["valueMissing"],"message":"Enter an e-mail address."},"nick":{"state":["unknownField"],"message":"The form has no field 'nick'."},"e\nmail":{"state":["unknownField"],"message":"The form has no field 'e\\nmail'."}}"#
    )
  }

  @Test func check_requiredFieldNull_isValueMissing() throws {
    let checker = try Self.signup()
    #expect(
      checker.check(#"{"email": null}"#)
        == .invalid([
          SubmissionProblem(
            field: "email", states: [.valueMissing], message: "Enter an e-mail address.")
        ]))
  }

  @Test func check_valueForADisabledField_isIgnoredAndNull() throws {
    let checker = try SubmissionChecker(
      spec: FormSpec(
        json: """
          {"fields": [{"name": "id", "kind": "integer", "disabled": true, "required": true},
                      {"name": "note", "kind": "text"}]}
          """))
    #expect(checker.check(#"{"note": "x"}"#) == .valid(valuesJSON: #"{"id":null,"note":"x"}"#))
    #expect(checker.check(#"{"id": null}"#) == .valid(valuesJSON: #"{"id":null,"note":null}"#))
    // A browser never submits a disabled field: a value sent for one is not the form's.
    #expect(checker.check(#"{"id": ""}"#) == .valid(valuesJSON: #"{"id":null,"note":null}"#))
    #expect(
      checker.check(#"{"id": "x", "note": "y"}"#) == .valid(valuesJSON: #"{"id":null,"note":"y"}"#)
    )
  }

  static let cities: [(id: String, submission: String, json: String)] = [
    ("city of the country", #""country": "France", "city": "Lyon""#, #""city":"Lyon""#),
    (
      "city of another country", #""country": "Deutschland", "city": "Lyon""#,
      #"{"city":{"state":["typeMismatch"]"#
    ),
    ("city without a country", #""city": "Lyon""#, #"{"city":{"state":["typeMismatch"]"#),
    (
      "city of a country that is no option", #""country": "Spain", "city": "Lyon""#,
      #"{"country":{"state":["typeMismatch"],"message":"Choose one of the options."},"city":{"state":["typeMismatch"]"#
    ),
  ]

  @Test(arguments: cities.map(\.id))
  func check_dependentChoice_takesTheOptionsOfItsParentsSubmittedValue(id: String) throws {
    let row = try #require(Self.cities.first { $0.id == id })
    let checker = try Self.signup()
    let json = checker.check(#"{"email": "a@b.c", \#(row.submission)}"#).json
    #expect(json.contains(row.json), "\(json)")
  }

  static let notObjects: [(id: String, line: String, message: String)] = [
    (
      "missing value", #"{"email": }"#,
      "line 1, column 11: Expected a value (an object, array, string, number, true, false or null), found '}'."
    ),
    (
      "array", "[1]",
      "line 1, column 1: Expected the submission as an object of values by field name, found an array."
    ),
    (
      "empty line", "",
      "line 1, column 1: Expected a value (an object, array, string, number, true, false or null), found the end of the submission."
    ),
    (
      "two objects", "{} {}",
      "line 1, column 4: Expected the end of the submission after the top value, found '{'."
    ),
    (
      "after letters beyond ASCII", #"{"bio": "äö😀" x}"#,
      "line 1, column 15: Expected ',' or '}' after the value of 'bio', found 'x'."
    ),
    (
      "a character beyond ASCII", #"{"bio": 1, é}"#,
      "line 1, column 12: Expected a key in double quotes, found 'é'."
    ),
    (
      "control character in a string", "{\"bio\": \"a\u{1}\"}",
      "line 1, column 11: Expected '\\n' or another escape instead of a control character (U+1) in a string."
    ),
    (
      "repeated key", "{\"age\": 1,\n \"age\": 2}",
      "line 2, column 2: The key 'age' appears twice in this object."
    ),
  ]

  @Test(arguments: notObjects.map(\.id))
  func check_noJSONObject_isOneBadInputUnderTheEmptyNameWithLineAndColumn(id: String) throws {
    let row = try #require(Self.notObjects.first { $0.id == id })
    let checker = try Self.signup()
    #expect(
      checker.check(row.line)
        == .invalid([SubmissionProblem(field: "", states: [.badInput], message: row.message)]))
  }

  @Test func check_escapesAndTextBeyondASCII_readAsJSONSays() throws {
    let checker = try Self.signup()
    #expect(
      checker.check(#"{"email": "a@b.c", "bio": "ä\u00e9\ud83d\ude00 \"q\" \\ \/ \ud800x"}"#).json
        .contains(#""bio":"äé😀 \"q\" \\ / �x"}"#))
  }

  @Test func check_localeOfTheMessages_leavesTheValuesAlone() throws {
    let french = try Self.signup(locale: "fr_FR")
    #expect(
      french.check(#"{"email": "a@b.c", "age": 12, "bio": 1, "x": 1}"#).json
        == #"{"age":{"state":["rangeUnderflow"],"message":"Saisissez 13 ou plus."},"bio":{"state":["typeMismatch"],"message":"Attendu : du texte, reçu : un nombre."},"x":{"state":["unknownField"],"message":"Le formulaire n’a pas de champ 'x'."}}"#
    )
    #expect(french.check(#"{"email": "a@b.c", "age": "13.0"}"#).json.contains(#""age":13,"#))
  }

  @Test func check_defaultLocale_isTheFormsThenEnglish() throws {
    let spec = try FormSpec(
      contentsOf: FormSpecTests.examples.appendingPathComponent("signup.json").path)
    let german = try SubmissionChecker(spec: spec)
    #expect(german.check("{}").json.contains("Gib eine E-Mail-Adresse ein."))
    let english = try SubmissionChecker(
      spec: FormSpec(json: #"{"fields": [{"name": "a", "kind": "text", "required": true}]}"#))
    #expect(english.check("{}").json.contains("Fill in this field."))
  }

  @Test func init_unknownLocale_throws() throws {
    let spec = try FormSpec(json: #"{"fields": [{"name": "a", "kind": "text"}]}"#)
    #expect(throws: FormattingError.self) { try SubmissionChecker(spec: spec, locale: "xx_YY") }
  }

  /// A submission of 100,000 unknown names costs time linear in its length.
  @Test func check_manyUnknownNames_areEachReported() throws {
    let checker = try Self.signup()
    let members = (0..<100_000).map { #""n\#($0)":1"# }.joined(separator: ",")
    guard case .invalid(let problems) = checker.check("{" + members + "}") else {
      Issue.record("valid")
      return
    }
    #expect(problems.count == 100_001)
    #expect(problems.last?.message == "The form has no field 'n99999'.")
  }
  // MARK: - Booleans and multiple choices

  static func order() throws -> SubmissionChecker {
    try SubmissionChecker(
      spec: FormSpec(contentsOf: FormSpecTests.examples.appendingPathComponent("order.json").path),
      locale: "en")
  }

  static let selections: [(id: String, submission: String, json: String)] = [
    (
      "titles in any order", #""toppings": ["Oliven", "Käse"], "newsletter": false"#,
      #"{"name":"Jo","toppings":["Käse","Oliven"],"newsletter":false,"terms":true}"#
    ),
    (
      "nothing ticked and a switch never set", #""toppings": []"#,
      #"{"name":"Jo","toppings":[],"newsletter":null,"terms":true}"#
    ),
    (
      "null selection", #""toppings": null"#,
      #"{"name":"Jo","toppings":[],"newsletter":null,"terms":true}"#
    ),
    (
      "more than max", #""toppings": ["Käse", "Schinken", "Oliven"]"#,
      #"{"toppings":{"state":["rangeOverflow"],"message":"Choose at most 2 options."}}"#
    ),
    (
      "a title that is no option", #""toppings": ["Salami"]"#,
      #"{"toppings":{"state":["typeMismatch"],"message":"Choose one of the options."}}"#
    ),
    (
      "a title twice", #""toppings": ["Käse", "Käse"]"#,
      #"{"toppings":{"state":["typeMismatch"],"message":"The option 'Käse' is chosen more than once; choose each option at most once."}}"#
    ),
    (
      "a title for the array", #""toppings": "Käse""#,
      #"{"toppings":{"state":["typeMismatch"],"message":"Expected an array of option titles, found text."}}"#
    ),
    (
      "a number in the array", #""toppings": ["Käse", 2]"#,
      #"{"toppings":{"state":["typeMismatch"],"message":"Expected an array of option titles, found a number."}}"#
    ),
    (
      "a string for a boolean", #""newsletter": "true""#,
      #"{"newsletter":{"state":["typeMismatch"],"message":"Expected true or false, found text."}}"#
    ),
    (
      "a number for a boolean", #""newsletter": 1"#,
      #"{"newsletter":{"state":["typeMismatch"],"message":"Expected true or false, found a number."}}"#
    ),
  ]

  @Test(arguments: selections.map(\.id))
  func check_booleanAndMultipleChoice_takeTrueOrFalseAndAnArrayOfTitles(id: String) throws {
    let row = try #require(Self.selections.first { $0.id == id })
    let checker = try Self.order()
    #expect(checker.check(#"{"name": "Jo", "terms": true, \#(row.submission)}"#).json == row.json)
  }

  @Test func check_requiredSwitchNeverSetOrOff_isValueMissing() throws {
    let checker = try Self.order()
    let missing =
      #"{"terms":{"state":["valueMissing"],"message":"Check this box if you want to go on."}}"#
    #expect(checker.check(#"{"name": "Jo"}"#).json == missing)
    #expect(checker.check(#"{"name": "Jo", "terms": false}"#).json == missing)
    #expect(checker.check(#"{"name": "Jo", "terms": true}"#).isValid)
  }
}

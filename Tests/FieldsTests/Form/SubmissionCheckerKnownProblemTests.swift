import Foundation
import Testing

@testable import Fields

/// A checker keeps each field's problems by what caused them and writes its results as bytes;
/// these pin that a kept problem is always the one the field's own result asks for, and that
/// the bytes are the result's JSON.
struct SubmissionCheckerKnownProblemTests {
  static let spec = """
    { "title": "Profile", "locale": "en", "fields": [
      { "name": "nick", "kind": "text", "minLength": 2, "maxLength": 3 },
      { "name": "age", "kind": "integer", "min": 13, "max": 130, "step": 2 },
      { "name": "code", "kind": "text", "pattern": "[A-Z]+" },
      { "name": "size", "kind": "choice", "options": ["S", "M", "L"] },
      { "name": "off", "kind": "text", "disabled": true } ] }
    """

  /// The message a field's own validator and the catalog give a value, as a fresh checker would.
  static func expectedMessage(_ field: String, _ value: String, in spec: FormSpec) throws -> String?
  {
    let fieldSpec = try #require(spec.fields.first { $0.name == field })
    let result = try fieldSpec.makeValidator(locale: nil).validate(value)
    return try MessageCatalog(locale: "en").message(for: result, kind: fieldSpec.kind)
  }

  @Test func check_lengthsBeyondTheKeptProblems_eachNameTheirOwnLength() throws {
    let spec = try FormSpec(json: Self.spec)
    let checker = try SubmissionChecker(spec: spec)
    // More lengths than a field keeps problems for, each asked twice in a scrambled order.
    let lengths = (4..<(4 + 3 * SubmissionChecker.keptProblemLimit)).flatMap { [$0, $0] }
    var generator = SubmissionCheckerReadingTests.Generator(state: 7)
    for length in lengths.sorted(by: { _, _ in generator.chance(50) }) + [1, 4, 1] {
      let nick = String(repeating: "x", count: length)
      let result = checker.check(#"{"nick": "\#(nick)"}"#)
      guard case .invalid(let problems) = result, let problem = problems.first else {
        Issue.record("\(length): \(result.json)")
        continue
      }
      #expect(problem.field == "nick")
      #expect(problem.states == [length > 3 ? .tooLong : .tooShort])
      #expect(problem.message == (try Self.expectedMessage("nick", nick, in: spec)), "\(length)")
    }
  }

  @Test func check_sameFieldDifferentStates_keepTheirOwnStatesAndMessages() throws {
    let spec = try FormSpec(json: Self.spec)
    let checker = try SubmissionChecker(spec: spec)
    let ages = ["11", "12", "131", "132", "15", "abc", "11", "132", "12", "abc"]
    for age in ages + ages {
      let result = checker.check(#"{"age": "\#(age)"}"#)
      let validator = try #require(spec.fields.first { $0.name == "age" }).makeValidator(
        locale: nil)
      let expected = validator.validate(age).state
      if expected.isValid {
        #expect(result.isValid, "\(age)")
        continue
      }
      guard case .invalid(let problems) = result else {
        Issue.record("\(age): \(result.json)")
        continue
      }
      #expect(problems.map(\.states) == [expected.orderedFlags.map(SubmissionProblem.State.init)])
      #expect(problems.first?.message == (try Self.expectedMessage("age", age, in: spec)), "\(age)")
    }
  }

  @Test func check_wrongTypes_keepTheirOwnMessages() throws {
    let checker = try SubmissionChecker(spec: FormSpec(json: Self.spec))
    let submissions = [
      (
        #"{"nick": 5}"#,
        #"{"nick":{"state":["typeMismatch"],"message":"Expected text, found a number."}}"#
      ),
      (
        #"{"nick": true}"#,
        #"{"nick":{"state":["typeMismatch"],"message":"Expected text, found true or false."}}"#
      ),
      (
        #"{"size": "XL"}"#,
        #"{"size":{"state":["typeMismatch"],"message":"Choose one of the options."}}"#
      ),
      (
        #"{"code": "abc"}"#,
        #"{"code":{"state":["patternMismatch"],"message":"Use the format this field asks for."}}"#
      ),
    ]
    for _ in 0..<3 {
      for (submission, json) in submissions {
        #expect(checker.check(submission).json == json, "\(submission)")
      }
    }
  }

  /// `fieldcli check --stdin` writes the bytes; a library caller gets the result: both say the
  /// same of every submission, flat or not, valid or not.
  @Test(arguments: ["signup.json", "order.json"])
  func checkValidUTF8_generatedSubmissions_appendsTheResultsJSON(form: String) throws {
    let spec = try FormSpec(contentsOf: FormSpecTests.examples.appendingPathComponent(form).path)
    let bytePath = try SubmissionChecker(spec: spec)
    let resultPath = try SubmissionChecker(spec: spec)
    var generator = SubmissionCheckerReadingTests.Generator(state: 2027)
    var output: [UInt8] = Array("kept:".utf8)
    for run in 0..<20_000 {
      var text = SubmissionCheckerReadingTests.submission(&generator)
      let expected = resultPath.check(text)
      output.removeSubrange(5...)
      let isValid = text.withUTF8 {
        bytePath.check(validUTF8: UnsafeRawBufferPointer($0), appendingJSONTo: &output)
      }
      #expect(isValid == expected.isValid, "run \(run): \(text)")
      #expect(
        String(decoding: output, as: UTF8.self) == "kept:" + expected.json, "run \(run): \(text)")
    }
  }
}

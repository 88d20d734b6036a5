import Testing

@testable import Fields

/// The checker reads a submission member by member as the JSON parser hands them over; these
/// pin what it makes of keys given twice and of many unknown names, and generate the
/// submission-like texts other tests check.
struct SubmissionCheckerReadingTests {
  /// A small deterministic generator, so a failure names a seed that repeats it.
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
  }

  static let names = [
    "email", "website", "age", "phone", "birthday", "call", "country", "city", "bio", "toppings",
    "name", "newsletter", "terms", "nickname", "", "e\\u006dail", "ag\u{E9}",
  ]
  static let values = [
    #""jo@example.com""#, #""Jo@Bücher.example""#, #""https://example.com/a/../b""#, "42",
    "-0", "1.5e3", "12.", "01", "-", "1e", #""42""#, #""030 123456""#, #""+49 30 123456""#,
    #""1990-05-01""#, #""2000-02-30""#, #""13:30""#, #""25:00""#, #""France""#,
    #""Deutschland""#, #""Paris""#, #""Berlin""#, #""a\nb""#, #""a\u2028b""#, "\"tab\tin\"",
    "true", "false", "null", "nul", "[]", #"["Schinken", "Käse"]"#, #"["Käse", "Käse"]"#,
    "[1, null, true]", "[[]]", #"{"a": 1}"#, "{}", #""""#, #"""#, "[", #""\"quoted\"""#,
    #""ends with \\""#, #""😀 \u00e9""#,
  ]
  static let spaces = ["", " ", "\t", "\n", "\r\n", "  "]

  /// A submission-like text: mostly objects of plain values, some broken on purpose.
  static func submission(_ generator: inout Generator) -> String {
    var text = generator.pick(spaces) + (generator.chance(97) ? "{" : "[")
    let count = Int(generator.next() % 8)
    for index in 0..<count {
      if index > 0 { text += generator.chance(98) ? "," : "" }
      text += generator.pick(spaces) + "\"" + generator.pick(names) + "\"" + generator.pick(spaces)
      text += generator.chance(98) ? ":" : ""
      text += generator.pick(spaces) + generator.pick(values) + generator.pick(spaces)
    }
    text += generator.chance(97) ? "}" : ""
    return text + (generator.chance(95) ? generator.pick(spaces) : " x")
  }

  @Test func check_keyGivenTwice_isBadInputAtTheSecondKey() throws {
    let checker = try SubmissionCheckerTests.signup()
    #expect(
      checker.check(#"{"age": 20, "age": 30}"#).json
        == #"{"":{"state":["badInput"],"message":"line 1, column 13: The key 'age' appears twice in this object."}}"#
    )
  }

  @Test func check_unknownNameGivenTwice_isBadInputAtTheSecondKey() throws {
    let checker = try SubmissionCheckerTests.signup()
    #expect(
      checker.check(#"{"x": 1, "email": "a@b.c", "x": 2}"#).json
        == #"{"":{"state":["badInput"],"message":"line 1, column 28: The key 'x' appears twice in this object."}}"#
    )
  }

  @Test func check_manyUnknownNames_areEachReported() throws {
    let checker = try SubmissionCheckerTests.signup()
    let members = (0..<SubmissionChecker.comparedUnknownLimit + 5).map { "\"n\($0)\": 1" }
    guard case .invalid(let problems) = checker.check("{" + members.joined(separator: ",") + "}")
    else {
      Issue.record("expected unknown fields")
      return
    }
    #expect(problems.filter { $0.states == [.unknownField] }.count == members.count)
  }

  @Test func check_manyUnknownNamesOneGivenTwice_isBadInput() throws {
    let checker = try SubmissionCheckerTests.signup()
    let members = (0..<SubmissionChecker.comparedUnknownLimit + 5).map { "\"n\($0)\": 1" }
    let text = "{" + members.joined(separator: ",") + #","n3": 2}"#
    guard case .invalid(let problems) = checker.check(text) else {
      Issue.record("expected a bad input")
      return
    }
    #expect(
      problems.map(\.message) == ["line 1, column 181: The key 'n3' appears twice in this object."])
  }
}

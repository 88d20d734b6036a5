import Foundation
import Testing

@testable import Fields

/// The checker reads flat submissions straight from their bytes and leaves every other text to
/// the full JSON parser; these pin that both readings give the same answer on any text.
struct SubmissionCheckerFlatReadingTests {
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

  /// A submission-like text: mostly flat objects, some broken on purpose.
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

  @Test(arguments: ["signup.json", "order.json"])
  func check_generatedSubmissions_flatAndFullReadingsAgree(form: String) throws {
    let spec = try FormSpec(contentsOf: FormSpecTests.examples.appendingPathComponent(form).path)
    let flat = try SubmissionChecker(spec: spec, locale: "en")
    let full = flat
    var generator = Generator(state: 2026)
    var readFlat = 0
    for run in 0..<20_000 {
      let text = Self.submission(&generator)
      var bytes = text
      if bytes.withUTF8({ flat.readFlat($0) }) != nil { readFlat += 1 }
      let expected = full.check(text, readingFlat: false)
      #expect(flat.check(text) == expected, "run \(run): \(text)")
    }
    // Both readings were exercised: most texts are flat, and many are not.
    #expect(readFlat > 4_000)
    #expect(readFlat < 16_000)
  }

  @Test func readFlat_keyGivenTwice_isLeftToTheFullParser() throws {
    let checker = try SubmissionCheckerTests.signup()
    let text = #"{"age": 20, "age": 30}"#
    var bytes = text
    #expect(bytes.withUTF8 { checker.readFlat($0) } == nil)
    #expect(
      checker.check(text).json
        == #"{"":{"state":["badInput"],"message":"line 1, column 13: The key 'age' appears twice in this object."}}"#
    )
  }

  @Test func readFlat_unknownNameGivenTwice_isLeftToTheFullParser() throws {
    let checker = try SubmissionCheckerTests.signup()
    var text = #"{"x": 1, "email": "a@b.c", "x": 2}"#
    #expect(text.withUTF8 { checker.readFlat($0) } == nil)
  }

  @Test func readFlat_manyUnknownNames_areLeftToTheFullParser() throws {
    let checker = try SubmissionCheckerTests.signup()
    let members = (0..<SubmissionChecker.flatUnknownLimit + 1).map { "\"n\($0)\": 1" }
    var text = "{" + members.joined(separator: ",") + "}"
    #expect(text.withUTF8 { checker.readFlat($0) } == nil)
    guard case .invalid(let problems) = checker.check(text) else {
      Issue.record("expected unknown fields")
      return
    }
    #expect(problems.filter { $0.states == [.unknownField] }.count == members.count)
  }
}

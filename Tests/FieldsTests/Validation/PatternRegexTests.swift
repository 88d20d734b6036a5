import Fields
import Testing

/// The `pattern` constraint as browsers match it (JavaScript with the v flag), through
/// ``TextConstraints`` and the validators.
struct PatternRegexTests {
  static let english = Result { try MessageCatalog(locale: "en") }

  /// The message a text field shows for `value`.
  static func message(_ value: String, pattern: String) throws -> String? {
    let validator = TextValidator(constraints: try TextConstraints(pattern: pattern))
    return try english.get().message(for: validator.validate(value), kind: .text)
  }

  // MARK: - Ordinary patterns

  @Test(arguments: [
    ("[0-9]{5}", "12345", true), ("[0-9]{5}", "1234", false), ("[0-9]{5}", "123456", false),
    ("[a-z]+@[a-z]+", "jo@example", true), ("[a-z]+@[a-z]+", "jo@", false),
    (#"\p{L}+"#, "Zoë", true), (#"\p{L}+"#, "日本語", true), (#"\p{L}+"#, "a1", false),
    (#"[\p{L}--[a-z]]+"#, "ÄÖÜ", true), (#"[\p{L}--[a-z]]+"#, "Äa", false),
    ("(?i:de)[0-9]+", "DE12", true), ("a|ab", "ab", true), ("a|b", "ab", false),
    ("", "a", false),
  ])
  func match_ordinaryPattern_matchesTheWholeValueOnly(
    pattern: String, value: String, matches: Bool
  ) throws {
    let state = try TextConstraints(pattern: pattern).check(value)
    #expect(state == (matches ? ValidityState() : ValidityState([.patternMismatch])))
  }

  @Test func match_mismatch_showsTheFormatMessage() throws {
    #expect(try Self.message("1234", pattern: "[0-9]{5}") == "Use the format this field asks for.")
  }

  @Test func match_mebibyteValueWithSimplePattern_isDecidedNotTooCostly() throws {
    let value = String(repeating: "a", count: 1 << 20)
    #expect(try TextConstraints(pattern: "[a-z]*").check(value).isValid)
    #expect(try TextConstraints(pattern: #"(?:\w+\.)*\w+"#).check(value).isValid)
    #expect(try TextConstraints(pattern: "(?:a|b)*").check(value).isValid)
    #expect(
      try Self.message(value + "1", pattern: "[a-z]+") == "Use the format this field asks for.")
  }

  // MARK: - Patterns that backtrack without end

  static let catastrophic: [(pattern: String, value: String)] = [
    ("(a+)+$", String(repeating: "a", count: 40) + "b"),
    ("(a|aa)+", String(repeating: "a", count: 40) + "b"),
    ("(a*)*b", String(repeating: "a", count: 40)),
    ("(.*a){25}", String(repeating: "a", count: 40) + "b"),
    ("(x+x+)+y", String(repeating: "x", count: 40)),
  ]

  @Test(arguments: catastrophic.map(\.pattern))
  func pattern_catastrophicBacktracking_isInvalidWithinTimeLimit(pattern: String) throws {
    let value = try #require(Self.catastrophic.first { $0.pattern == pattern }).value
    let result = TextValidator(constraints: try TextConstraints(pattern: pattern)).validate(value)
    #expect(result.state == ValidityState([.patternMismatch]))
    #expect(
      try Self.english.get().message(for: result, kind: .text)
        == "This value takes too long to check against the pattern; use a simpler pattern.")
  }

  @Test func pattern_catastrophicBacktracking_hasItsMessageInEveryLanguage() throws {
    let result = TextValidator(constraints: try TextConstraints(pattern: "(a+)+$"))
      .validate(String(repeating: "a", count: 40) + "b")
    let german = try MessageCatalog(locale: "de_DE").message(for: result, kind: .text)
    #expect(
      german
        == "Die Prüfung dieses Werts gegen das Muster dauert zu lange; verwende ein einfacheres Muster."
    )
  }

  @Test func pattern_lookaheadScanningALongValue_isStoppedByTheWorkLimit() throws {
    // What the lookahead reads counts as work, so rereading the value for every iteration
    // ends within the limit (ICU's steps did not count it: 16 s without a CPU-time backstop).
    let value = String(repeating: "x", count: 18) + String(repeating: "a", count: 10_000)
    #expect(
      try Self.message(value, pattern: "(?:x|x)*(?=[a-z]*)!")
        == "This value takes too long to check against the pattern; use a simpler pattern.")
  }

  @Test func pattern_tooCostlyInOneAddress_makesTheListTooCostly() throws {
    let email = EmailValidator(multiple: true, constraints: try TextConstraints(pattern: "(a+)+$"))
    let result = email.validate("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa@b.c,x@y.z")
    #expect(result.state == ValidityState([.patternMismatch]))
    #expect(
      try Self.english.get().message(for: result, kind: .email)
        == "This value takes too long to check against the pattern; use a simpler pattern.")
  }

  @Test func pattern_tooCostlyOnANumber_addsTheFlagWithItsMessage() throws {
    let field = try FieldValidator(
      kind: .integer, constraints: try TextConstraints(pattern: "(1|11)+"))
    let result = field.validate(String(repeating: "1", count: 40) + "2")
    #expect(result.state.firstFlag == .patternMismatch)
    #expect(
      try Self.english.get().message(for: result, kind: .integer)
        == "This value takes too long to check against the pattern; use a simpler pattern.")
  }

  @Test func match_fromManyTasksAtOnce_givesEveryOutcome() async throws {
    let constraints = try TextConstraints(pattern: "[A-Z]{2}[0-9]+")
    let wrong = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for index in 0..<2_000 {
            let valid = (task + index) % 2 == 0
            let state = constraints.check(valid ? "DE\(index)" : "D\(index)")
            if state.isValid != valid { wrong += 1 }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
  }

  // MARK: - Patterns that are refused

  @Test func pattern_deeplyNestedSets_isUsageErrorNotCrash() {
    let pattern = String(repeating: "[", count: 2115)
    #expect(throws: ValidationError.patternTooDeep(pattern, depth: 2115, limit: 64)) {
      try TextConstraints(pattern: pattern)
    }
  }

  @Test func pattern_deeplyNestedGroups_isUsageErrorNotCrash() {
    let open = String(repeating: "(", count: 100_000)
    #expect(throws: ValidationError.patternTooDeep(open, depth: 100_000, limit: 64)) {
      try TextConstraints(pattern: open)
    }
    let closed = open + "a" + String(repeating: ")", count: 100_000)
    #expect(throws: ValidationError.patternTooDeep(closed, depth: 100_000, limit: 64)) {
      try TextConstraints(pattern: closed)
    }
  }

  @Test func pattern_nestedToTheLimit_compiles() throws {
    let groups = String(repeating: "(", count: 64) + "a" + String(repeating: ")", count: 64)
    #expect(try TextConstraints(pattern: groups).check("a").isValid)
    let mixed =
      String(repeating: "(", count: 32) + String(repeating: "[", count: 32) + "a"
      + String(repeating: "]", count: 32) + String(repeating: ")", count: 32)
    #expect(try TextConstraints(pattern: mixed).check("a").isValid)
    let deeper = "(" + groups + ")"
    #expect(throws: ValidationError.patternTooDeep(deeper, depth: 65, limit: 64)) {
      try TextConstraints(pattern: deeper)
    }
  }

  @Test(arguments: [
    String(repeating: #"\("#, count: 66) + "a",
    "[" + String(repeating: #"\("#, count: 100) + "a]",
    String(repeating: #"\["#, count: 100),
    "[" + String(repeating: #"\["#, count: 100) + "]",
  ])
  func pattern_bracketsThatAreCharacters_doNotCountAsNesting(pattern: String) throws {
    _ = try TextConstraints(pattern: pattern)
  }

  @Test(arguments: [
    ("((a", "unterminated group at character 4"),
    ("a)(b", "unmatched ')' at character 2"),
    ("[a-", "unterminated character class at character 4"),
    ("[z-a]", "range out of order in character class at character 2"),
    ("[a-z-]+", "invalid character class at character 5"),
    ("*", "nothing to repeat at character 1"),
    (#"\q"#, "invalid escape at character 1"),
    (#"\p{Foo}"#, "invalid property name at character 1"),
    (#"\p{Greek}"#, "invalid property name at character 1"),
    ("a{2,1}", "numbers out of order in {} quantifier at character 2"),
    (#"\1"#, "invalid decimal escape at character 1"),
    ("(?i)a", "invalid group at character 4"),
    ("(?<a>x)(?<a>y)", "duplicate capture group name at character 8"),
    ("x\ny(", "unterminated group at line 2, character 3"),
  ])
  func pattern_notCompiling_throwsWithJavaScriptsReasonAndPlace(pattern: String, reason: String) {
    #expect(throws: ValidationError.invalidPattern(pattern, reason: reason)) {
      try TextConstraints(pattern: pattern)
    }
  }

  @Test func patternErrors_describeThemselvesOnOneLine() {
    #expect(
      ValidationError.invalidPattern("((a", reason: "unterminated group at character 4")
        .description
        == "The pattern '((a' does not compile: unterminated group at character 4. Please give a JavaScript regular expression such as '[A-Z]{2}[0-9]+'."
    )
    let nested = String(repeating: "[", count: 2115)
    #expect(
      ValidationError.patternTooDeep(nested, depth: 2115, limit: 64).description
        == "The pattern '\(String(repeating: "[", count: 60))…' nests groups and sets 2115 deep. Please nest them at most 64 deep."
    )
  }
}

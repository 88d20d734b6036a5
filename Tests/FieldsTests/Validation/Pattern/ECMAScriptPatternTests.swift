import Testing

@testable import Fields

/// The engine's syntax and meaning, each row a case where JavaScript's v flag and ICU part
/// ways; ``ECMAScriptPatternOracleTests`` holds the same and thousands more to node.
struct ECMAScriptPatternTests {
  /// A pattern that a browser refuses, with V8's message and the offset the parser stops at.
  struct Refusal: CustomTestStringConvertible, Sendable {
    var pattern: String
    var message: String
    var offset: Int
    var testDescription: String { pattern }
  }

  static let refusals: [Refusal] = [
    Refusal(pattern: "[a-z-]+", message: "Invalid character class", offset: 4),
    Refusal(pattern: #"[\w-]+"#, message: "Invalid character class", offset: 3),
    Refusal(pattern: #"[+-]?\d+"#, message: "Invalid character class", offset: 2),
    Refusal(pattern: "[A-Za-z0-9._%+-]+", message: "Invalid character class", offset: 14),
    Refusal(pattern: "[(]", message: "Invalid character in character class", offset: 1),
    Refusal(pattern: "(?i)abc", message: "Invalid group", offset: 3),
    Refusal(pattern: #"\a"#, message: "Invalid escape", offset: 0),
    Refusal(pattern: #"\-"#, message: "Invalid escape", offset: 0),
    Refusal(pattern: #"\p{Greek}"#, message: "Invalid property name", offset: 0),
    Refusal(pattern: #"\p{letter}"#, message: "Invalid property name", offset: 0),
    Refusal(pattern: #"\p{Script=greek}"#, message: "Invalid property name", offset: 0),
    Refusal(pattern: #"\P{RGI_Emoji}"#, message: "Invalid property name", offset: 0),
    Refusal(pattern: "a++", message: "Nothing to repeat", offset: 2),
    Refusal(pattern: "(?#note)a", message: "Invalid group", offset: 2),
    Refusal(pattern: #"\Qa.b\E"#, message: "Invalid escape", offset: 0),
    Refusal(pattern: "((a", message: "Unterminated group", offset: 3),
    Refusal(pattern: "a)", message: "Unmatched ')'", offset: 1),
    Refusal(pattern: "[a-", message: "Unterminated character class", offset: 3),
    Refusal(pattern: "[z-a]", message: "Range out of order in character class", offset: 1),
    Refusal(pattern: "a{2,1}", message: "numbers out of order in {} quantifier", offset: 1),
    Refusal(pattern: "a{", message: "Incomplete quantifier", offset: 1),
    Refusal(pattern: "}", message: "Lone quantifier brackets", offset: 0),
    Refusal(pattern: "(?=a)*", message: "Nothing to repeat", offset: 5),
    Refusal(pattern: #"\1(a)(b)\3"#, message: "Invalid decimal escape", offset: 8),
    Refusal(pattern: #"\00"#, message: "Invalid decimal escape", offset: 0),
    Refusal(pattern: #"\k<y>(?<x>a)"#, message: "Invalid named capture referenced", offset: 0),
    Refusal(pattern: "(?<a>x)(?<a>y)", message: "Duplicate capture group name", offset: 7),
    Refusal(pattern: "(?<a>(?<a>y)|z)", message: "Duplicate capture group name", offset: 5),
    Refusal(pattern: "(?<1a>x)", message: "Invalid capture group name", offset: 4),
    Refusal(
      pattern: #"[^\q{ab}]"#, message: "Negated character class may contain strings", offset: 0),
    Refusal(
      pattern: #"[^[\p{RGI_Emoji}]]"#, message: "Negated character class may contain strings",
      offset: 0),
    Refusal(pattern: "[a&&&b]", message: "Invalid character in character class", offset: 4),
    Refusal(pattern: "[a!!b]", message: "Invalid character in character class", offset: 2),
    Refusal(pattern: "[ab--c]", message: "Invalid set operation in character class", offset: 3),
    Refusal(pattern: "[a-c--b]", message: "Invalid set operation in character class", offset: 4),
    Refusal(pattern: #"\u{110000}"#, message: "Invalid Unicode escape", offset: 0),
    Refusal(pattern: "(?ii:a)", message: "Repeated flag in flag group", offset: 3),
    Refusal(pattern: "(?i-i:a)", message: "Repeated flag in flag group", offset: 4),
    Refusal(pattern: "(?-:a)", message: "Invalid group", offset: 4),
    Refusal(pattern: "(?x:a)", message: "Invalid group", offset: 2),
  ]

  @Test(arguments: refusals)
  func compile_earlyError_throwsV8sMessageAndOffset(refusal: Refusal) {
    #expect(
      throws: ECMAScriptPattern.SyntaxError(
        message: refusal.message, offset: refusal.offset)
    ) {
      try ECMAScriptPattern(refusal.pattern)
    }
  }

  /// A pattern, a value, and whether JavaScript's v flag matches it whole.
  struct Row: CustomTestStringConvertible, Sendable {
    var pattern: String
    var value: String
    var matches: Bool
    var testDescription: String { "\(pattern) ~ \(value.debugDescription)" }
    init(_ pattern: String, _ value: String, _ matches: Bool) {
      self.pattern = pattern
      self.value = value
      self.matches = matches
    }
  }

  static let meanings: [Row] = [
    // Accepted under the v flag, refused by ICU.
    Row(#"\u{61}"#, "a", true), Row(#"[\q{abc|def}x]"#, "def", true),
    Row(#"[\q{abc|def}x]"#, "ab", false), Row(#"\k<x>(?<x>a)"#, "a", true),
    Row("(?<a>x)|(?<a>y)", "y", true), Row("[^]", "\n", true), Row(#"\0"#, "\u{0}", true),
    Row(".*(?<=a+)", "ba", true), Row(".*(?<=a+)", "ab", false),
    // ASCII \w \d \b.
    Row(#"\w"#, "é", false), Row(#"\d"#, "١", false), Row(#"a\bé"#, "aé", true),
    // . stops only at line terminators; \s is WhiteSpace and LineTerminator; \v is VT.
    Row(".", "\u{85}", true), Row(".", "\u{2028}", false), Row(".", "\r", false),
    Row(#"\s"#, "\u{FEFF}", true), Row(#"\s"#, "\u{85}", false), Row(#"\v"#, "\u{B}", true),
    // No POSIX classes: a nested class of ':', 'a', 'l', 'p', 'h'.
    Row("[[:alpha:]]", "l", true), Row("[[:alpha:]]", "b", false),
    // Simple case folding, only inside (?i:…).
    Row("(?i:ß)", "SS", false), Row("(?i:ß)", "ẞ", true), Row("(?i:abc)", "ABC", true),
    Row("abc", "ABC", false), Row("(?i:a(?-i:b))", "Ab", true), Row("(?i:a(?-i:b))", "AB", false),
    Row(#"(?i:\w)"#, "ſ", true), Row(#"(?i:[^\p{Lu}])"#, "a", false),
    Row("(?i:σ)", "ς", true), Row(#"(?i:\b)k"#, "\u{212A}", false),
    Row(#"(?i:(a)\1)"#, "aA", true),
    // A back-reference to a group that took no part matches empty.
    Row(#"(a)?\1b"#, "b", true), Row(#"(?:(a)|b)\1"#, "b", true),
    // Captures reset on every iteration.
    Row(#"(?:(a)|b)+\1"#, "ab", true), Row(#"(?:(a)|b)+\1"#, "aba", false),
    // Properties of strings match whole sequences.
    Row(#"\p{RGI_Emoji}"#, "👍🏽", true), Row(#"\p{RGI_Emoji}"#, "👩‍👩‍👧", true),
    Row(#"\p{RGI_Emoji}"#, "a", false), Row(#"[\p{RGI_Emoji}--\q{👍🏽}]"#, "👍🏽", false),
    Row(#"\p{RGI_Emoji_Flag_Sequence}"#, "🇩🇪", true),
    // Set operations and nested classes.
    Row(#"[\p{L}--[a-z]]+"#, "ÄÖÜ", true), Row(#"[\p{L}--[a-z]]+"#, "Äa", false),
    Row(#"[\p{L}&&\p{Script=Greek}]"#, "α", true), Row(#"[[a-z]&&[^aeiou]]+"#, "xyz", true),
    Row(#"[[a-z]&&[^aeiou]]+"#, "xaz", false),
    // Lookbehind matches backwards, back-references too.
    Row(#"(?<=\1(a))b"#, "ab", false), Row(#"a(?<=(?<x>a))\k<x>"#, "aa", true),
    // The empty check ends loops that match nothing.
    Row("(a*)*b", "aab", true), Row("(?:a?)*?b", "b", true),
  ]

  @Test(arguments: meanings)
  func match_javaScriptMeaning_decidesAsBrowsers(row: Row) throws {
    let pattern = try ECMAScriptPattern(row.pattern)
    #expect(pattern.matches(row.value) == (row.matches ? .matched : .mismatched))
  }

  @Test func match_deepLoopOverMebibyte_usesNoHostStack() throws {
    // Each iteration is a choice point on the machine's own stack, not a native frame.
    let value = String(repeating: "ab", count: 1 << 19)
    #expect(try ECMAScriptPattern("(?:a|b)*").matches(value) == .matched)
    #expect(try ECMAScriptPattern("(?:ab)+?").matches(value) == .matched)
  }

  @Test func compile_hugeCounts_compilesOneLoop() throws {
    let pattern = try ECMAScriptPattern("(a{1000}){1000}")
    #expect(pattern.program.instructions.count < 20)
    #expect(pattern.matches(String(repeating: "a", count: 1_000_000)) == .matched)
  }

  @Test func compile_repeatedClassWithStrings_sharesOneTable() throws {
    let pattern = try ECMAScriptPattern(
      String(repeating: #"(?:\p{RGI_Emoji}|[\p{RGI_Emoji}--\q{👍}])"#, count: 2_000))
    #expect(pattern.program.stringSets.count == 2)
  }

  @Test func compile_classOfManyScatteredCodePoints_compiles() throws {
    // A union per item would take n² steps here.
    let members = (0..<50_000).compactMap { Unicode.Scalar(0x4E00 + 2 * $0) }
    var text = String.UnicodeScalarView()
    text.append(contentsOf: members)
    let pattern = try ECMAScriptPattern("[" + String(text) + "]")
    #expect(pattern.matches("\u{4E02}") == .matched)
    #expect(pattern.matches("\u{4E01}") == .mismatched)
  }

  @Test func compile_manyNamesInAlternatives_checksEachAgainstThePreviousOnly() throws {
    let pattern = try ECMAScriptPattern(
      "(?:" + Array(repeating: "(?<a>x)", count: 20_000).joined(separator: "|") + #")\k<a>"#)
    #expect(pattern.matches("x") == .mismatched)
    #expect(pattern.matches("xx") == .matched)
  }
}

/// A JavaScript regular expression compiled as HTML compiles a `pattern` attribute:
/// `new RegExp("^(?:" + pattern + ")$", "v")`.
///
/// ```swift
/// let pattern = try ECMAScriptPattern(#"[\p{L}--[a-z]]+"#)
/// pattern.matches("ÄÖÜ")   // .matched
/// try ECMAScriptPattern("[a-z-]+")   // throws: Invalid character class, at offset 4
/// ```
///
/// ## Syntax
///
/// ECMA-262's Pattern with the v flag (UnicodeSetsMode): class set operations (`--`, `&&`),
/// nested classes, `\q{…}` strings and the emoji properties of strings; `\u{…}`; named groups
/// (with ES2025's duplicate names in different alternatives) and `\k<name>`; lookahead and
/// lookbehind; ES2025's modifiers `(?i:…)`, `(?m:…)`, `(?s:…)` and `(?-i:…)`. Every early
/// error is an error, worded as V8 words it. No engine on the build machine reads this syntax:
/// see `docs/patterns.md`.
///
/// ## Semantics
///
/// ECMA-262's backtracking matcher over code points: `\w`, `\d` and `\b` are ASCII, `.` stops
/// only at line terminators, `\s` is WhiteSpace and LineTerminator; a back-reference to a group
/// that took no part matches empty; case-insensitive matching (only inside `(?i:…)`) uses
/// simple case folding. Unicode properties come from the linked ICU.
///
/// ## Cost
///
/// Parsing and compiling are linear in the pattern. A match does at most ``workLimit`` units
/// of work and keeps at most ``stackLimit(forLength:)`` records, then reports
/// ``PatternRegex/Outcome/tooCostly``. Compiled patterns are immutable and shared through
/// ``cache``: any number of threads may match at once.
final class ECMAScriptPattern: Sendable {
  /// Compiled patterns by source.
  static let cache = FormatterCache<String, ECMAScriptPattern>(limit: 128)

  /// The pattern as given.
  let source: String
  let program: Program
  /// The verdicts of costly matches, for the values seen again.
  let verdicts = PatternVerdicts()

  /// Parses and compiles `source`.
  ///
  /// - Throws: ``SyntaxError`` when a browser's `new RegExp` would throw.
  init(_ source: String) throws(SyntaxError) {
    var parser = Parser(source.unicodeScalars.map(\.value))
    let node = try parser.parsePattern()
    self.source = source
    program = Program(node, captureCount: parser.captureCount)
  }

  /// Whether the whole of `value` matches, within the work and memory limits.
  func matches(_ value: String) -> PatternRegex.Outcome {
    matches(value, workLimit: Self.workLimit).outcome
  }

  /// Whether the whole of `value` matches within `workLimit` units of work, and the work done.
  ///
  /// The work is a count of the engine's steps, the same for the same value whatever the
  /// machine: a match that did `work` units decides again within any limit of `work` or more.
  func matches(_ value: String, workLimit: Int) -> (outcome: PatternRegex.Outcome, work: Int) {
    var machine = Machine(
      program: program, input: value.unicodeScalars.map(\.value), workLimit: workLimit)
    let outcome = machine.run()
    return (outcome, machine.work)
  }

  /// How deep groups and classes nest in `source`, counted in one pass over its UTF-8 so that
  /// a pattern too deep to parse is refused before parsing: an escaped character is no
  /// bracket, a class inside a class is one level more, and a `(` inside a class (an error
  /// under the v flag) counts as nothing.
  static func nestingDepth(of source: String) -> Int {
    var deepest = 0
    var groups = 0
    var sets = 0
    var escaped = false
    for byte in source.utf8 {
      if escaped {
        escaped = false
        continue
      }
      switch byte {
      case UInt8(ascii: "\\"): escaped = true
      case UInt8(ascii: "["): sets += 1
      case UInt8(ascii: "]") where sets > 0: sets -= 1
      case UInt8(ascii: "(") where sets == 0: groups += 1
      case UInt8(ascii: ")") where sets == 0 && groups > 0: groups -= 1
      default: break
      }
      deepest = max(deepest, groups + sets)
    }
    return deepest
  }
}

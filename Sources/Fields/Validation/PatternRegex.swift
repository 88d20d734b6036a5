/// A compiled `pattern` attribute: a JavaScript regular expression with the `v` flag that the
/// whole value must match, as HTML compiles it with `^(?:` and `)$`.
///
/// ```swift
/// let zip = try PatternRegex("[0-9]{5}")
/// zip.match("12345")   // .matched
/// zip.match("1234")    // .mismatched
/// try PatternRegex("(a+)+$").match(String(repeating: "a", count: 40) + "b")  // .tooCostly
/// try PatternRegex("[a-z-]+")   // throws: a browser refuses it under the v flag
/// ```
///
/// The syntax and meaning are ECMAScript's (see ``ECMAScriptPattern``), not ICU's: browsers
/// compile a form's pattern that way. A match is stopped after a fixed amount of work (about
/// 0.15 s), so a pattern that backtracks without end costs a validator a bounded time and
/// reports ``Outcome/tooCostly``; a submission's fields share one such limit (see
/// ``PatternBudget``), and a costly verdict is reused for a value seen again (see
/// ``PatternVerdicts``).
///
/// Compiling is linear in the pattern; patterns are compiled once per source and shared.
/// Thread safety: a `Sendable` value; any number of threads may match at once.
struct PatternRegex: Sendable, Hashable {
  /// The pattern as given.
  let source: String
  let compiled: ECMAScriptPattern

  /// Compiles a pattern.
  ///
  /// - Throws: ``ValidationError/patternTooDeep(_:depth:limit:)`` when groups and classes nest
  ///   deeper than ``nestingLimit``, and ``ValidationError/invalidPattern(_:reason:)`` with
  ///   JavaScript's reason and the place when the pattern does not compile.
  init(_ source: String) throws(ValidationError) {
    let depth = ECMAScriptPattern.nestingDepth(of: source)
    guard depth <= Self.nestingLimit else {
      throw .patternTooDeep(source, depth: depth, limit: Self.nestingLimit)
    }
    do {
      compiled = try ECMAScriptPattern.cache.value(for: source) {
        () throws(ECMAScriptPattern.SyntaxError) in
        try ECMAScriptPattern(source)
      }
    } catch {
      throw .invalidPattern(source, reason: Self.reason(for: error, in: source))
    }
    self.source = source
  }

  /// Whether the whole of `value` matches, within one match's limit.
  func match(_ value: String) -> Outcome {
    var budget = PatternBudget()
    return match(value, budget: &budget)
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
  func hash(into hasher: inout Hasher) { hasher.combine(source) }

  /// A clause naming JavaScript's reason and where ("invalid character class at character
  /// 5"): V8's message with its first letter lowered to fit the sentence, and the position of
  /// the code point where the parser stopped, from 1, on its line when the pattern has several.
  static func reason(for error: ECMAScriptPattern.SyntaxError, in source: String) -> String {
    var what = error.message
    if let first = what.first, first.isUppercase, what.dropFirst().first?.isLowercase == true {
      what = first.lowercased() + what.dropFirst()
    }
    var line = 1
    var column = 1
    for (offset, scalar) in source.unicodeScalars.enumerated() where offset < error.offset {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    if line > 1 { return "\(what) at line \(line), character \(column)" }
    return "\(what) at character \(column)"
  }
}

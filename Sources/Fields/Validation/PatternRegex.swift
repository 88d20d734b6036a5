/// A compiled `pattern` attribute: an ICU regular expression that the whole value must match,
/// as HTML anchors the pattern with `^(?:` and `)$`.
///
/// ```swift
/// let zip = try PatternRegex("[0-9]{5}")
/// zip.match("12345")   // .matched
/// zip.match("1234")    // .mismatched
/// try PatternRegex("(a+)+$").match(String(repeating: "a", count: 30) + "b")  // .tooCostly
/// ```
///
/// The syntax is ICU's, as `NSRegularExpression` reads it on iOS; unknown letter escapes such
/// as `\q` are errors, as under HTML's `v` flag. A match is stopped after a fixed amount of
/// work (about 0.15 s; see `cicu_regex.c`), so a pattern that backtracks without end costs a
/// validator a bounded time and reports ``Outcome/tooCostly``.
///
/// Compiling is linear in the pattern; patterns are compiled once per source and shared.
/// Thread safety: a `Sendable` value; any number of threads may match at once.
struct PatternRegex: Sendable, Hashable {
  /// The pattern as given.
  let source: String
  private let handle: RegexHandle

  /// Compiles a pattern.
  ///
  /// - Throws: ``ValidationError/patternTooDeep(_:depth:limit:)`` when groups and sets nest
  ///   deeper than ``nestingLimit``, and ``ValidationError/invalidPattern(_:reason:)`` with
  ///   ICU's reason when the pattern does not compile.
  init(_ source: String) throws(ValidationError) {
    let depth = Self.nestingDepth(of: source)
    guard depth <= Self.nestingLimit else {
      throw .patternTooDeep(source, depth: depth, limit: Self.nestingLimit)
    }
    do {
      handle = try RegexHandle.cache.value(for: source) { () throws(RegexHandle.CompileFailure) in
        try RegexHandle(source)
      }
    } catch {
      throw .invalidPattern(source, reason: Self.reason(for: error))
    }
    self.source = source
  }

  /// Whether the whole of `value` matches.
  func match(_ value: String) -> Outcome { handle.matches(value) }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
  func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

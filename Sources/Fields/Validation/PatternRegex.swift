/// A compiled `pattern` attribute: the whole value must match, as HTML wraps the pattern in
/// `^(?:` and `)$`.
///
/// `@unchecked Sendable` is safe: a compiled `Regex` is immutable, and matching does not change
/// it.
struct PatternRegex: @unchecked Sendable, Hashable {
  let source: String
  let regex: Regex<AnyRegexOutput>

  init(_ source: String) throws(ValidationError) {
    do {
      regex = try Regex("^(?:" + source + ")$")
    } catch {
      throw .invalidPattern(source, reason: "it does not compile")
    }
    self.source = source
  }

  func matchesWhole(_ value: String) -> Bool {
    (try? regex.wholeMatch(in: value)) != nil
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
  func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

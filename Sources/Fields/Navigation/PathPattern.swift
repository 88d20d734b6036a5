/// One of a rule's patterns, compiled once: an ICU regular expression read as
/// NSRegularExpression reads it on iOS, and searched for anywhere in a path, not anchored.
///
/// `/new$` matches `/posts/new`; `^/new$` only `/new`. As in the app, an unknown letter escape
/// such as `\q` is the letter. A search stops after the same work as a form's pattern (about
/// 0.15 s, see `cicu_regex.c`) and then reports ``PatternRegex/Outcome/tooCostly``.
///
/// Thread safety: a `Sendable` value; any number of threads may search at once.
struct PathPattern: Sendable, Hashable {
  /// The pattern as written.
  let source: String
  private let handle: RegexHandle

  /// Compiles a pattern.
  ///
  /// - Throws: the clause that says why it does not compile, as ``PatternRegex`` words it.
  init(_ source: String) throws(PathPattern.Failure) {
    // ICU refuses an empty pattern outright, so NSRegularExpression does and the app skips it.
    guard !source.isEmpty else { throw .empty }
    let depth = PatternRegex.nestingDepth(of: source)
    guard depth <= PatternRegex.nestingLimit else {
      throw .tooDeep(depth: depth, limit: PatternRegex.nestingLimit)
    }
    // Not through `RegexHandle.cache`: a configuration keeps every pattern alive, and a full
    // cache whose entries are all in use is searched on each insertion, so 10,000 rules took
    // minutes to load. A configuration compiles each pattern once anyway.
    do {
      handle = try RegexHandle(source, syntax: .nsRegularExpression)
    } catch {
      throw .doesNotCompile(reason: PatternRegex.reason(for: error))
    }
    self.source = source
  }

  /// Why a pattern was refused.
  enum Failure: Error, Equatable {
    /// The pattern is "".
    case empty
    /// Groups and sets nest deeper than ICU's parser allows.
    case tooDeep(depth: Int, limit: Int)
    /// ICU does not compile it; the reason is a clause such as "its parentheses do not pair up
    /// at character 4".
    case doesNotCompile(reason: String)
  }

  /// Whether the pattern matches somewhere in `text`.
  func search(in text: String) -> PatternRegex.Outcome { handle.search(text) }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.source == rhs.source }
  func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

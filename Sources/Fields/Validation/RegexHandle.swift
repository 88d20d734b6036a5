import Synchronization

/// A pattern compiled by ICU, shared by every ``PatternRegex`` with the same source, and the
/// matchers that run it.
///
/// An ICU matcher serves one thread at a time, so each match takes an idle matcher from a pool
/// (or opens one: a clone of the compiled pattern, about 0.4 µs) and puts it back afterwards;
/// as many are kept as threads have matched at once, up to ``idleLimit``.
///
/// `@unchecked Sendable` is safe: the compiled pattern is only read after `init`; a matcher is
/// used by the one thread that took it from the pool, and the pool is used only inside its
/// lock; everything is closed once, in `deinit`, when no other reference exists.
final class RegexHandle: @unchecked Sendable {
  /// Compiled form patterns (``Syntax/htmlPattern``) by source.
  static let cache = FormatterCache<String, RegexHandle>(limit: 128)

  /// Which reading of ICU's syntax a pattern gets.
  enum Syntax: Hashable, Sendable {
    /// An HTML `pattern` attribute: an unknown letter escape such as `\q` is an error.
    case htmlPattern
    /// NSRegularExpression's, as iOS reads a path configuration: `\q` is the letter q.
    case nsRegularExpression
  }

  /// The most idle matchers kept: as many as `fieldcli --jobs` uses by default.
  static let idleLimit = 8

  private let compiled: OpaquePointer
  private let idle = Mutex<[Matcher]>([])

  /// Compiles `source`.
  ///
  /// - Parameters:
  ///   - source: The pattern.
  ///   - syntax: How ICU reads it.
  /// - Throws: ``CompileFailure`` with ICU's status and where its parser stopped.
  init(_ source: String, syntax: Syntax = .htmlPattern) throws(CompileFailure) {
    var status: Int32 = 0
    var line: Int32 = -1
    var offset: Int32 = -1
    let opened = ICU.Regex.open(
      source, htmlPattern: syntax == .htmlPattern, line: &line, offset: &offset, status: &status)
    guard let opened, !ICU.failed(status) else {
      throw CompileFailure(code: ICU.name(of: status), line: Int(line), offset: Int(offset))
    }
    compiled = opened
  }

  deinit {
    for matcher in idle.withTSanVisibleLock({ $0 }) { ICU.Regex.closeMatcher(matcher.pointer) }
    ICU.Regex.close(compiled)
  }

  /// Why ICU did not compile a pattern.
  struct CompileFailure: Error, Equatable {
    /// ICU's status name, such as "U_REGEX_MISMATCHED_PAREN".
    var code: String
    /// The line the parser stopped on, from 1; 0 or -1 when ICU does not say.
    var line: Int
    /// The code points the parser had read on that line, or -1 when ICU does not say.
    var offset: Int
  }

  /// Matches the whole of `value` within the shim's time and memory limits.
  func matches(_ value: String) -> PatternRegex.Outcome {
    run(value, anchored: true)
  }

  /// Looks for a match anywhere in `value` (not anchored), within the same limits.
  func search(_ value: String) -> PatternRegex.Outcome {
    run(value, anchored: false)
  }

  private func run(_ value: String, anchored: Bool) -> PatternRegex.Outcome {
    guard let matcher = idle.withTSanVisibleLock({ $0.popLast() }) ?? openMatcher() else {
      // Only running out of memory keeps a matcher from opening.
      return .tooCostly
    }
    let outcome = ICU.Regex.run(matcher.pointer, value, anchored: anchored)
    let surplus = idle.withTSanVisibleLock { idle -> Matcher? in
      guard idle.count < Self.idleLimit else { return matcher }
      idle.append(matcher)
      return nil
    }
    if let surplus { ICU.Regex.closeMatcher(surplus.pointer) }
    switch outcome {
    case .matched: return .matched
    case .notMatched: return .mismatched
    // Out of time, out of backtracking memory, or out of memory: either way the value could
    // not be checked at a cost the validator accepts.
    case .stopped: return .tooCostly
    }
  }

  private func openMatcher() -> Matcher? {
    var status: Int32 = 0
    guard let opened = ICU.Regex.openMatcher(compiled, status: &status), !ICU.failed(status) else {
      return nil
    }
    return Matcher(pointer: opened)
  }

  /// An ICU matcher, passed between threads through the pool.
  ///
  /// `@unchecked Sendable` is safe: only the thread that took it from the pool uses it.
  private struct Matcher: @unchecked Sendable {
    let pointer: OpaquePointer
  }
}

import Foundation
import Testing

@testable import Fields

/// A submission's pattern fields share one budget of work; a costly verdict is reused.
///
/// Hostile values cost a submission one match's limit, and a run of identical hostile
/// submissions about one submission. Work is counted in the engine's steps, never in time.
struct SubmissionCheckerPatternBudgetTests {
  static let mismatch = "Use the format this field asks for."
  static let tooCostly =
    "This value takes too long to check against the pattern; use a simpler pattern."

  /// A form of `count` text fields with `pattern`, and a submission giving each `value`.
  ///
  /// The fields are named `f0`, `f1` and so on.
  static func form(_ pattern: String, count: Int, value: String) throws -> (
    checker: SubmissionChecker, submission: String
  ) {
    let fields = (0..<count).map {
      #"{"name": "f\#($0)", "kind": "text", "pattern": "\#(pattern)"}"#
    }
    let spec = try FormSpec(
      json: #"{"locale": "en", "fields": [\#(fields.joined(separator: ","))]}"#)
    let members = (0..<count).map { #""f\#($0)": "\#(value)""# }
    return (try SubmissionChecker(spec: spec), "{" + members.joined(separator: ",") + "}")
  }

  /// The shortest run of a's whose mismatch against `(a+)+b` costs more than a quarter of a
  /// submission's budget, and what it costs: a few such fields spend the budget.
  static func quarterBudgetValue() throws -> (value: String, work: Int) {
    let pattern = try ECMAScriptPattern("(a+)+b")
    for length in 8...40 {
      let value = String(repeating: "a", count: length)
      let (outcome, work) = pattern.matches(value, workLimit: PatternBudget.submissionLimit)
      if outcome == .tooCostly { break }
      if work > PatternBudget.submissionLimit / 4 { return (value, work) }
    }
    throw NoSuchValue()
  }

  struct NoSuchValue: Error {}

  @Test func check_fieldsPastTheBudget_areTooCostlyAndThoseWithinItMismatch() throws {
    let (value, work) = try Self.quarterBudgetValue()
    let count = 8
    let (checker, submission) = try Self.form("(a+)+b", count: count, value: value)
    guard case .invalid(let problems) = checker.check(submission) else {
      Issue.record("a submission of mismatching values was valid")
      return
    }
    // Each mismatch costs `work`: the fields whose total stays within the budget are decided.
    let decided = PatternBudget.submissionLimit / work
    #expect((1...3).contains(decided))
    #expect(problems.map(\.field) == (0..<count).map { "f\($0)" })
    for (index, problem) in problems.enumerated() {
      #expect(problem.states == [.patternMismatch])
      #expect(problem.message == (index < decided ? Self.mismatch : Self.tooCostly), "f\(index)")
    }
  }

  @Test func check_hostileValueInEveryField_spendsOneLimitThenAllAreTooCostly() throws {
    let hostile = String(repeating: "a", count: 40)
    let (checker, submission) = try Self.form(
      "(a+)+b|budget-every-field", count: 20, value: hostile)
    guard case .invalid(let problems) = checker.check(submission) else {
      Issue.record("a submission of hostile values was valid")
      return
    }
    #expect(problems.count == 20)
    #expect(problems.allSatisfy { $0.states == [.patternMismatch] && $0.message == Self.tooCostly })
  }

  @Test func check_twentyIdenticalHostileSubmissions_runTheEngineOncePerField() throws {
    let hostile = String(repeating: "a", count: 40)
    let patterns = ["(a+)+b|verdicts-1", "(a+)+b|verdicts-2", "(a+)+b|verdicts-3"]
    let fields = patterns.enumerated().map {
      #"{"name": "f\#($0.offset)", "kind": "text", "pattern": "\#($0.element)"}"#
    }
    let spec = try FormSpec(json: #"{"fields": [\#(fields.joined(separator: ","))]}"#)
    let checker = try SubmissionChecker(spec: spec, locale: "en")
    let submission = #"{"f0": "\#(hostile)", "f1": "\#(hostile)", "f2": "\#(hostile)"}"#
    let answers = (0..<20).map { _ in checker.check(submission) }
    #expect(Set(answers).count == 1)
    let runs = try patterns.map {
      try PatternRegex($0).compiled.verdicts.costlyRuns.load(ordering: .relaxed)
    }
    // The first field spends the budget; the others are too costly without running.
    #expect(runs == [1, 0, 0])
  }

  @Test func validate_sameHostileValueTwentyTimes_runsTheEngineOnce() throws {
    let pattern = "(a+)+b|verdicts-validate"
    let validator = try FieldValidator(
      kind: .text, constraints: TextConstraints(pattern: pattern))
    let hostile = String(repeating: "a", count: 40)
    let answers = (0..<20).map { _ in validator.validate(hostile) }
    #expect(answers.allSatisfy { $0.patternTooCostly })
    #expect(try PatternRegex(pattern).compiled.verdicts.costlyRuns.load(ordering: .relaxed) == 1)
  }

  @Test func match_keptVerdict_chargesTheBudgetWhatTheEngineWould() throws {
    let (value, _) = try Self.quarterBudgetValue()
    let regex = try PatternRegex("(a+)+b|verdicts-charge")
    let work = regex.compiled.matches(value, workLimit: PatternBudget.submissionLimit).work
    var first = PatternBudget()
    #expect(regex.match(value, budget: &first) == .mismatched)
    var again = PatternBudget()
    #expect(regex.match(value, budget: &again) == .mismatched)
    #expect(first.remaining == PatternBudget.submissionLimit - work)
    #expect(again.remaining == first.remaining)
    #expect(regex.compiled.verdicts.costlyRuns.load(ordering: .relaxed) == 1)
    // With less left than the kept verdict took, the engine decides within what is left.
    var short = PatternBudget(remaining: work - 1)
    #expect(regex.match(value, budget: &short) == .tooCostly)
    #expect(short.remaining <= 0)
  }

  @Test func match_spentBudget_isTooCostlyEvenForACheapValue() throws {
    let regex = try PatternRegex("[a-z]+")
    var spent = PatternBudget(remaining: 0)
    #expect(regex.match("abc", budget: &spent) == .tooCostly)
    var full = PatternBudget()
    #expect(regex.match("abc", budget: &full) == .matched)
  }

  @Test func check_hostileSubmissionsFromManyThreads_answerAsSerially() async throws {
    let hostile = String(repeating: "a", count: 40)
    let (checker, submission) = try Self.form("(a+)+b|verdicts-threads", count: 4, value: hostile)
    let expected = checker.check(submission)
    let answers = await withTaskGroup(of: SubmissionResult.self) { group in
      for _ in 0..<4 { group.addTask { checker.check(submission) } }
      var answers: [SubmissionResult] = []
      for await answer in group { answers.append(answer) }
      return answers
    }
    #expect(answers == Array(repeating: expected, count: 4))
  }
}

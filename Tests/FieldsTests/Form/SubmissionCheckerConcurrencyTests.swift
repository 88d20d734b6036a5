import Fields
import Foundation
import Testing

/// One `let` checker called from several tasks at once.
struct SubmissionCheckerConcurrencyTests {
  /// Submissions that make problems of every cause the checker keeps, and valid ones.
  static let submissions: [String] = (0..<48).map { index in
    switch index % 4 {
    case 0: #"{"email": "jo\#(index)@example.com", "age": \#(18 + index)}"#
    case 1: #"{"email": "jo@", "age": \#(index % 7)}"#
    case 2: #"{"email": "a@b.c", "bio": "\#(String(repeating: "x", count: 300 + index))"}"#
    default: #"{"email": 5, "nope\#(index)": 1, "country": "Atlantis"}"#
    }
  }

  @Test func check_fromManyTasksOnOneLetChecker_answersAsSerially() async throws {
    let serial = try SubmissionCheckerTests.signup()
    let expected = Self.submissions.map { serial.check($0) }

    let checker = try SubmissionCheckerTests.signup()
    let answers = await withTaskGroup(of: [SubmissionResult].self) { group in
      for _ in 0..<8 {
        group.addTask { Self.submissions.map { checker.check($0) } }
      }
      var answers: [[SubmissionResult]] = []
      for await answer in group { answers.append(answer) }
      return answers
    }
    #expect(answers.count == 8)
    for answer in answers { #expect(answer == expected) }
  }

  @Test func check_onALetCheckerAgain_givesTheSameResult() throws {
    let checker = try SubmissionCheckerTests.signup()
    let first = Self.submissions.map { checker.check($0) }
    let second = Self.submissions.map { checker.check($0) }
    #expect(first == second)
  }
}

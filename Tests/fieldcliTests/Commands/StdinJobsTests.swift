import Foundation
import Testing

/// `--stdin` with several jobs writes what one job writes.
///
/// Every command that streams splits large batches between threads, each with its own ICU or
/// libphonenumber objects, and must write what one job writes, byte for byte. Run under ThreadSanitizer (Fuzz/sanitize.sh), these are the tests
/// that make the workers of each command run at the same time.
struct StdinJobsTests {
  /// A command and how to make its `index`th line: valid and invalid values, ASCII and not.
  struct Case: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var line: @Sendable (Int) -> String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let cases: [Case] = [
    Case(arguments: ["validate", "text"]) { index in
      ["line \(index)", "tab\t\(index)", "ü\(index)", "back\\slash \(index)"][index % 4]
    },
    Case(arguments: ["validate", "email"]) { index in
      [
        "u\(index)@example.com", "u\(index)@", "ü\(index)@exämple.de", "\"a b\"@x.org",
      ][index % 4]
    },
    Case(arguments: ["validate", "url"]) { index in
      [
        "https://example.com/\(index)/../a b", "http://bücher\(index % 50).de/", "no url \(index)",
        "https://[::1]:\(index % 70_000)/",
      ][index % 4]
    },
    Case(arguments: ["validate", "phone", "--locale", "de_DE"]) { index in
      ["+49 30 \(100_000 + index)", "030 \(1_000_000 + index)", "abc\(index)", "+1 \(index)"][
        index % 4]
    },
    Case(arguments: ["validate", "number", "--locale", "de_DE"]) { index in
      ["\(index),5", "-\(index).000,25", "x\(index)", "١٢\(index % 10)"][index % 4]
    },
    Case(arguments: ["format", "number", "--locale", "fr_FR"]) { index in
      ["\(index).5", "-\(index)e3", "x\(index)", "0.\(index)"][index % 4]
    },
    Case(arguments: ["format", "phone", "--region", "US", "--style", "international"]) {
      index in
      ["+4930\(100_000 + index)", "(650) 253-\(1000 + index % 9000)", "12", "+1 \(index)"][
        index % 4]
    },
    Case(arguments: ["parse", "date", "--locale", "de_DE"]) { index in
      ["\(index % 28 + 1).09.2024, 13:\(index % 60)", "32.13.\(index)", "\(index)"][index % 3]
    },
    Case(arguments: ["parse", "number", "--locale", "ar_EG"]) { index in
      ["\(index)", "١٬٢٣٤٫\(index % 10)", "x", "\(index),\(index % 1000)"][index % 4]
    },
  ]

  /// Enough lines to span several 64 KiB reads, so batches are split between the jobs while
  /// the next read waits; few enough to stay quick under the sanitizers.
  static let lineCount = 10_000

  @Test(arguments: cases)
  func stdin_fourJobs_writeWhatOneJobWrites(_ command: Case) throws {
    let lines = (0..<Self.lineCount).map(command.line)
    let oneJob = try FieldCLIProcess.run(
      command.arguments + ["--stdin", "--jobs", "1"], lines: lines)
    let fourJobs = try FieldCLIProcess.run(
      command.arguments + ["--stdin", "--jobs", "4"], lines: lines)
    #expect(fourJobs.stderr == "")
    #expect(fourJobs.exitCode == oneJob.exitCode)
    #expect(fourJobs.stdoutLines.count == Self.lineCount)
    #expect(fourJobs.stdout == oneJob.stdout)
  }
}

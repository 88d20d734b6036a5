import Foundation
import Testing

/// What fieldcli prints for help, completion scripts and usage errors, byte for byte, as
/// recorded before `validate` read its command line without argument-parser.
///
/// `Fixtures/command-line-outputs.json` holds each command line with its stdout, stderr and
/// exit code; `scripts/record-command-line-outputs.py` records it again when a change is meant.
struct CommandLineOutputsCommandTests {
  /// One recorded run.
  struct Recorded: Decodable, CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var stdout: String
    var stderr: String
    var exitCode: Int32
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let recorded: [Recorded] = {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/command-line-outputs.json")
    guard let data = try? Data(contentsOf: fixture),
      let runs = try? JSONDecoder().decode([Recorded].self, from: data)
    else { return [] }
    return runs
  }()

  @Test func fixture_holdsHelpCompletionsAndUsageErrors() {
    #expect(Self.recorded.count > 60)
    #expect(Self.recorded.contains { $0.arguments == ["--generate-completion-script", "bash"] })
    #expect(Self.recorded.contains { $0.arguments == ["validate", "--help"] })
  }

  @Test(arguments: recorded)
  func commandLine_printsWhatItPrintedBefore(_ run: Recorded) throws {
    let result = try FieldCLIProcess.run(run.arguments)
    expectRun(result, stdout: run.stdout, stderr: run.stderr, exitCode: run.exitCode)
  }
}

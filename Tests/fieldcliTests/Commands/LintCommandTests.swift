import Foundation
import Testing

/// `fieldcli lint` run whole: every problem of every file, one per line, and the exit codes.
struct LintCommandTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func example(_ name: String) -> String {
    root.appendingPathComponent("Examples/\(name)").path
  }

  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Tests/Conformance/navigation/\(name)").path
  }

  /// A fresh folder for files a test writes.
  final class Folder {
    let url: URL
    init() throws {
      url = FileManager.default.temporaryDirectory
        .appendingPathComponent("lint-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }
    deinit { try? FileManager.default.removeItem(at: url) }
    func write(_ bytes: Data, to name: String) throws -> String {
      let file = url.appendingPathComponent(name)
      try bytes.write(to: file)
      return file.path
    }
  }

  @Test func lint_examplesAndHotwireFixtures_printNothingAndExit0() throws {
    let result = try FieldCLIProcess.run([
      "lint", Self.example("paths.json"), Self.example("paths-modal.json"),
      Self.fixture("test-configuration.json"), Self.fixture("test-modal-styles-configuration.json"),
      Self.fixture("test-configuration-historical-locations.json"),
    ])
    expectRun(result, stdout: "", exitCode: 0)
  }

  @Test func lint_mistakes_listsEachProblemAndExits1() throws {
    let file = Self.example("paths-mistakes.json")
    let result = try FieldCLIProcess.run(["lint", file])
    expectRun(
      result,
      stdout: """
        \(file):9:22: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?
        \(file):12:20: error: rule 2: The pattern '/archive/(\\d+$' does not compile: its parentheses do not pair up at character 14.
        \(file):13:38: error: rule 2: Unknown presentation 'modal'; expected one of 'default', 'push', 'replace', 'pop', 'refresh', 'clear_all', 'replace_root', 'none'. 'modal' is a context: write "context": "modal".

        """, exitCode: 1)
  }

  @Test func lint_warningsOnly_exit0() throws {
    let folder = try Folder()
    let file = try folder.write(
      Data(
        """
        {"rules": [
          {"patterns": ["/new$", "/edi$"], "properties": {"context": "modal"}},
          {"patterns": ["/refresh_historical_location"], "properties": {"prsentation": "refresh"}}
        ]}
        """.utf8), to: "seed.json")
    let result = try FieldCLIProcess.run(["lint", file])
    expectRun(
      result,
      stdout:
        "\(file):3:65: warning: rule 1: Unknown property 'prsentation'. Did you mean 'presentation'?\n",
      exitCode: 0)
  }

  @Test func lint_severalFiles_reportsEachInTheOrderGiven() throws {
    let folder = try Folder()
    let first = try folder.write(
      Data(#"{"rules": [{"patterns": ["("], "properties": {}}]}"#.utf8), to: "a.json")
    let second = try folder.write(
      Data("{\"rules\": [\n  {\"patterns\": [\"/a\"]}\n".utf8), to: "b.json")
    let result = try FieldCLIProcess.run(["lint", first, Self.example("paths.json"), second])
    expectRun(
      result,
      stdout: """
        \(first):1:26: error: rule 0: The pattern '(' does not compile: its parentheses do not pair up at character 1.
        \(second):3:1: error: rule 0: Expected ',' or ']' after an element, found the end of the file.

        """, exitCode: 1)
  }

  @Test func lint_fileNotUTF8_isAnErrorAtItsStart() throws {
    let folder = try Folder()
    let file = try folder.write(Data([0x7B, 0xFF, 0x7D]), to: "latin1.json")
    let result = try FieldCLIProcess.run(["lint", file])
    expectRun(
      result, stdout: "\(file):1:1: error: The file is not UTF-8; save it as UTF-8.\n", exitCode: 1)
  }

  @Test func lint_unreadableFile_saysSoOnStderrChecksTheRestAndExits2() throws {
    let result = try FieldCLIProcess.run([
      "lint", "/no/such/paths.json", Self.example("paths-mistakes.json"), "/tmp",
    ])
    #expect(result.exitCode == 2)
    #expect(result.stdoutLines.count == 3)
    #expect(
      result.stderr == """
        fieldcli: The file '/no/such/paths.json' cannot be read; check the path and that it is a file.
        fieldcli: The file '/tmp' cannot be read; check the path and that it is a file.

        """)
  }

  @Test func lint_noFiles_isAUsageError() throws {
    let result = try FieldCLIProcess.run(["lint"])
    expectUsageError(
      result,
      containing:
        "No files given. Please name the path configurations to check, such as 'fieldcli lint paths.json'."
    )
  }

  @Test func lint_fileNameWithALineBreak_staysOnOneLine() throws {
    let folder = try Folder()
    let file = try folder.write(Data("[]".utf8), to: "a\nb.json")
    let result = try FieldCLIProcess.run(["lint", file])
    let shown = file.replacingOccurrences(of: "\n", with: "\\n")
    expectRun(
      result,
      stdout:
        "\(shown):1:1: error: Expected the path configuration to be an object with 'rules', found an array.\n",
      exitCode: 1)
  }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fill --draft` keeps every answer and nobody else's: one fill at a time on a draft, a draft
/// written only where it belongs and readable only by its owner, and only a small regular file
/// read as one.
@Suite(.serialized) struct FillDraftCommandTests {
  typealias Folder = FillCommandTests.Folder

  /// A running `fill --draft` fed through a pipe, its stderr gathered as it comes.
  final class RunningFill {
    let process = Process()
    let input = Pipe()
    let shown = FaultCommandTests.Gathered()

    init(_ arguments: [String]) throws {
      let errors = Pipe()
      process.executableURL = FieldCLIProcess.executable
      process.arguments = arguments
      process.standardInput = input
      process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
      process.standardError = errors
      errors.fileHandleForReading.readabilityHandler = { [shown] in
        shown.append($0.availableData)
      }
      try process.run()
    }

    /// Waits up to 20 s for `text` on stderr.
    func waitFor(_ text: String) -> Bool {
      let deadline = Date().addingTimeInterval(20)
      while !shown.text.contains(text), Date() < deadline { usleep(2_000) }
      return shown.text.contains(text)
    }

    /// Ends the input and waits for the exit code.
    func finish() throws -> Int32 {
      try input.fileHandleForWriting.close()
      process.waitUntilExit()
      return process.terminationStatus
    }
  }

  /// Runs fieldcli with stdin from /dev/null, killed after 20 s so that a run that hangs (on a
  /// FIFO) fails the test instead of hanging it; returns the result and the seconds it took.
  func runKilledAfter20Seconds(_ arguments: [String]) throws -> (CLIResult, Double) {
    let start = Date()
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let pid = process.processIdentifier
    DispatchQueue.global().asyncAfter(deadline: .now() + 20) { kill(pid, SIGKILL) }
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let result = CLIResult(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), exitCode: process.terminationStatus)
    return (result, Date().timeIntervalSince(start))
  }

  func names(in folder: Folder) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
  }

  // MARK: - One fill at a time

  @Test func fill_secondRunWhileTheFirstWaitsAtAPrompt_exit2NamingTheHolderAndDraftUnchanged()
    throws
  {
    let folder = try Folder()
    let draft = folder.path("d.json")
    let first = try RunningFill(["fill", folder.path("form.json"), "--draft", draft])
    first.input.fileHandleForWriting.write(Data("jo@example.com\n".utf8))
    // The next prompt shows once the answer before it is saved.
    #expect(first.waitFor("Alter:\n"))
    let saved = try #require(folder.read("d.json"))

    let second = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["x@y.de", "13"])
    expectRun(
      second, stdout: "",
      stderr: "fieldcli: The draft '\(draft)' is in use by another fill (process "
        + "\(first.process.processIdentifier)).\n", exitCode: 2)
    #expect(folder.read("d.json") == saved)

    #expect(try first.finish() == 1)
    let third = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft],
      lines: ["42", "29.02.2000", "2", "ja"])
    expectRun(third, stdout: FillCommandTests.values, stderr: nil, exitCode: 0)
    #expect(
      third.stderr.hasPrefix("Resumed 1 answer from '\(draft)'; going on at 'age' (Alter).\n"))
    // The completed draft is removed, and its lock file with it.
    #expect(try names(in: folder) == ["form.json"])
  }

  @Test func fill_inputEnds_keepsTheLockFileAndANewRunGoesOn() throws {
    let folder = try Folder()
    let draft = folder.path("d.json")
    let first = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["jo@example.com"])
    #expect(first.exitCode == 1)
    #expect(try names(in: folder) == ["d.json", "d.json.lock", "form.json"])
    let second = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["42"])
    #expect(second.exitCode == 1)
    #expect(folder.read("d.json")?.contains(#""age":"42""#) == true)
  }

  // MARK: - Written where it belongs

  @Test func fill_symlinkPlantedAtTheOldTemporaryName_notFollowedAndItsTargetUntouched() throws {
    let folder = try Folder()
    try folder.write("victim\n", to: "victim")
    #expect(symlink(folder.path("victim"), folder.path(".d.json.tmp")) == 0)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", folder.path("d.json")],
      lines: ["jo@example.com"])
    #expect(result.exitCode == 1)
    #expect(folder.read("victim") == "victim\n")
    #expect(folder.read("d.json")?.contains(#""answers":{"email":"jo@example.com"}"#) == true)
    #expect(
      try names(in: folder) == [".d.json.tmp", "d.json", "d.json.lock", "form.json", "victim"])
  }

  @Test func fill_draftPathIsASymlink_exit2AndItsTargetUntouched() throws {
    let folder = try Folder()
    try folder.write("victim\n", to: "victim")
    #expect(symlink(folder.path("victim"), folder.path("d.json")) == 0)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", folder.path("d.json")],
      lines: ["jo@example.com"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The draft '\(folder.path("d.json"))' is a symlink, not a regular file; "
        + "name a file with '--draft'.\n", exitCode: 2)
    #expect(folder.read("victim") == "victim\n")
    #expect(try names(in: folder) == ["d.json", "form.json", "victim"])
  }

  @Test func fill_existingDraftOfMode0644_savedWithMode0600() throws {
    let folder = try Folder()
    let draft = folder.path("d.json")
    _ = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["jo@example.com"])
    #expect(chmod(draft, 0o644) == 0)
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["42"])
    #expect(result.exitCode == 1)
    let mode = try FileManager.default.attributesOfItem(atPath: draft)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(folder.read("d.json")?.contains(#""age":"42""#) == true)
  }

  // MARK: - Only a draft is read

  /// A draft path that names no draft, by what it names.
  enum NotADraft: String, CaseIterable, Sendable {
    case characterDevice, fifo, folder, sparseFileOf1GiB

    func make(in folder: Folder) throws -> (path: String, what: String) {
      switch self {
      case .characterDevice:
        return (
          "/dev/zero",
          "is a character device, not a regular file; name a file with "
            + "'--draft'."
        )
      case .fifo:
        #expect(mkfifo(folder.path("fifo"), 0o600) == 0)
        return (folder.path("fifo"), "is a FIFO, not a regular file; name a file with '--draft'.")
      case .folder:
        try FileManager.default.createDirectory(
          atPath: folder.path("sub"), withIntermediateDirectories: false)
        return (folder.path("sub"), "is a folder, not a regular file; name a file with '--draft'.")
      case .sparseFileOf1GiB:
        let descriptor = open(folder.path("big"), O_WRONLY | O_CREAT, 0o600)
        #expect(ftruncate(descriptor, 1 << 30) == 0)
        close(descriptor)
        return (
          folder.path("big"),
          "is a file of 1073741824 bytes, over the 1 MiB limit of a "
            + "draft; name another file with '--draft'."
        )
      }
    }
  }

  @Test(arguments: NotADraft.allCases)
  func fill_draftNotASmallRegularFile_exit2AtOnceWithOneLineMakingNothing(_ kind: NotADraft)
    throws
  {
    let folder = try Folder()
    let (path, what) = try kind.make(in: folder)
    let before = try names(in: folder)
    let (result, seconds) = try runKilledAfter20Seconds(
      ["fill", folder.path("form.json"), "--draft", path])
    expectRun(result, stdout: "", stderr: "fieldcli: The draft '\(path)' \(what)\n", exitCode: 2)
    #expect(seconds < 10)
    #expect(try names(in: folder) == before)
  }

  @Test func fill_emptyDraftPath_exit2SayingItNamesNoFile() throws {
    let folder = try Folder()
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", ""], lines: ["jo@example.com"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The draft '' names no file; give '--draft' a file name, such as "
        + "'form.draft'.\n", exitCode: 2)
  }

  // MARK: - Resuming

  @Test func fill_resumedDraft_saysHowManyAnswersAndWhereItGoesOn() throws {
    let folder = try Folder()
    let draft = folder.path("d.json")
    _ = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: ["jo@example.com", "42"])
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: [])
    #expect(result.exitCode == 1)
    #expect(
      result.stderr.hasPrefix(
        "Resumed 2 answers from '\(draft)'; going on at 'birthday' (Geburtstag).\n"))
  }

  @Test func fill_resumedDraftWithEveryAnswer_saysSoAndPrintsTheValues() throws {
    let folder = try Folder()
    let draft = folder.path("d.json")
    _ = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft],
      lines: ["jo@example.com", "42", "29.02.2000", "2"])
    let saved = try #require(folder.read("d.json"))
    try folder.write(saved.replacingOccurrences(of: "}}", with: #","news":"ja"}}"#), to: "d.json")
    let result = try FieldCLIProcess.run(
      ["fill", folder.path("form.json"), "--draft", draft], lines: [])
    expectRun(
      result, stdout: FillCommandTests.values,
      stderr: "Resumed 5 answers from '\(draft)'; every field has its answer.\n", exitCode: 0)
    #expect(try names(in: folder) == ["form.json"])
  }
}

import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fieldcli check FORM FILE` reads only a regular file, and at most one byte past the limit of
/// a submission: a device would be read for ever and a FIFO would wait for a writer.
struct CheckFileCommandTests {
  @Test func check_fifoAsSubmission_exits2WithoutWaitingForAWriter() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("posted.json").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let result = try FieldCLIProcess.run(["check", CheckCommandTests.signup, fifo])
    // A long path is shortened in the message, so only what follows it is compared.
    expectUsageError(
      result,
      containing: " is a FIFO, not a regular file; name a file, or pass '--stdin' to read "
        + "submissions as lines.")
  }

  @Test func check_devZeroAsSubmission_exits2NamingACharacterDevice() throws {
    let result = try FieldCLIProcess.run(["check", CheckCommandTests.signup, "/dev/zero"])
    expectRun(
      result, stdout: "",
      stderr: "fieldcli: The submission '/dev/zero' is a character device, not a regular file; "
        + "name a file, or pass '--stdin' to read submissions as lines.\n",
      exitCode: 2)
  }

  @Test func check_folderAsSubmission_exits2NamingAFolder() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try FieldCLIProcess.run(["check", CheckCommandTests.signup, folder.path])
    expectUsageError(
      result,
      containing: " is a folder, not a regular file; name a file, or pass '--stdin' to read "
        + "submissions as lines.")
  }

  /// A sparse file of 4 GiB takes no room on disk; its length comes from `fstat`, so it is
  /// answered without reading it through.
  @Test func check_fourGibibyteSparseFile_isBadInputNamingTheLengthFstatGives() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try CheckCommandTests.file("big.json", "", in: folder)
    #expect(truncate(path, 4 << 30) == 0)
    let result = try FieldCLIProcess.run(["check", CheckCommandTests.signup, path])
    expectRun(
      result,
      stdout: "invalid\t"
        + #"{"":{"state":["badInput"],"message":"The file is 4294967296 bytes long; a submission is at most 1048576 bytes."}}"#
        + "\n", exitCode: 1)
  }

  @Test func check_submissionFileOfExactlyTheLimit_isRead() throws {
    let folder = try CheckCommandTests.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let submission = #"{"email": "a@b.c"}"#
    let filler = String(repeating: " ", count: (1 << 20) - submission.utf8.count)
    let path = try CheckCommandTests.file("limit.json", submission + filler, in: folder)
    let result = try FieldCLIProcess.run(["check", CheckCommandTests.signup, path])
    #expect(result.stderr == "")
    #expect(result.stdout.hasPrefix("ok\t"))
    #expect(result.exitCode == 0)
  }
}

import Foundation
import Testing

@testable import Fields

/// The one writer that replaces drafts and golden files: whole, private when asked, and never
/// through a name someone else planted.
struct AtomicFileTests {
  func mode(of path: String) throws -> Int? {
    try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
  }

  @Test func replace_existingFileOfMode0644_newFileHasTheModeAsked() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    #expect(chmod(path, 0o644) == 0)
    try AtomicFile.replace(path, with: "new", mode: 0o600)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    #expect(try mode(of: path) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["d.json"])
  }

  @Test func replace_mode0666_leavesTheUmaskOut() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("g.golden")
    // Read, not set: tests running beside this one make files with the process's umask.
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    let mask = try #require(Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
    try AtomicFile.replace(path, with: "x", mode: 0o666)
    #expect(try mode(of: path) == 0o666 & ~mask)
  }

  @Test(arguments: [
    ("/dev/null", FileKind.characterDevice), ("/tmp", .folder),
  ])
  func replace_notARegularFile_refusedAndLeftAlone(path: String, kind: FileKind) {
    #expect(throws: AtomicFile.Failure.notAFile(kind)) {
      try AtomicFile.replace(path, with: "x", mode: 0o600)
    }
  }

  @Test func replace_symlink_refusedAndItsTargetUntouched() throws {
    let folder = try TemporaryFolder()
    try "target".write(toFile: folder.path("target"), atomically: false, encoding: .utf8)
    #expect(symlink(folder.path("target"), folder.path("link")) == 0)
    #expect(throws: AtomicFile.Failure.notAFile(.symlink)) {
      try AtomicFile.replace(folder.path("link"), with: "x", mode: 0o600)
    }
    #expect(try String(contentsOfFile: folder.path("target"), encoding: .utf8) == "target")
  }

  @Test(arguments: ["", "folder/"])
  func replace_noFileName_refused(path: String) {
    #expect(throws: AtomicFile.Failure.noFileName) {
      try AtomicFile.replace(path, with: "x", mode: 0o600)
    }
  }

  @Test func replace_folderMissing_namesTheStepAndTheSystemError() {
    #expect(
      throws: AtomicFile.Failure.failed(
        step: "creating a new file in '/nonexistent'", error: FileError(code: ENOENT))
    ) { try AtomicFile.replace("/nonexistent/x", with: "x", mode: 0o600) }
  }
}

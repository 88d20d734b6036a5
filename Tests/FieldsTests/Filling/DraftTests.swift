import Foundation
import Testing

@testable import Fields

struct DraftTests {
  static let digest = "sha256:" + String(repeating: "ab", count: 32)

  @Test func json_answersInOrderGiven_replacesInPlace() {
    var draft = Draft(formDigest: Self.digest, locale: "de_DE")
    draft.record("13", for: "age")
    draft.record("jo@example.com", for: "email")
    draft.record("14", for: "age")
    #expect(
      draft.json
        == "{\"draft\":\"fieldcli fill\",\"form\":\"\(Self.digest)\",\"locale\":\"de_DE\","
        + "\"answers\":{\"age\":\"14\",\"email\":\"jo@example.com\"}}\n")
  }

  @Test func decoding_whatJSONWrites_isTheSameDraft() throws {
    var draft = Draft(formDigest: Self.digest, locale: "fr_FR")
    draft.record("a \"quoted\"\nline", for: "bio")
    draft.record("", for: "website")
    #expect(try Draft(json: draft.json, file: "d.json") == draft)
  }

  @Test func digest_specBytes_isSHA256WithPrefix() {
    #expect(
      Draft.digest(of: Array("abc".utf8))
        == "sha256:ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  struct BadCase: CustomTestStringConvertible, Sendable {
    let id: String
    let json: String
    let reason: String
    var testDescription: String { id }
  }

  @Test(arguments: [
    BadCase(
      id: "notJSON", json: "{\"draft\":",
      reason:
        "line 1, column 10: Expected a value (an object, array, string, number, true, false or null), found the end of the file"
    ),
    BadCase(id: "array", json: "[]", reason: "it holds an array, not an object"),
    BadCase(
      id: "noMarker", json: "{\"form\":\"\(digest)\",\"locale\":\"de_DE\",\"answers\":{}}",
      reason: "it has no \"draft\": \"fieldcli fill\" member"),
    BadCase(
      id: "badDigest",
      json: "{\"draft\":\"fieldcli fill\",\"form\":\"md5:00\",\"locale\":\"de\",\"answers\":{}}",
      reason: "its \"form\" is not a sha256: digest"),
    BadCase(
      id: "badLocale",
      json:
        "{\"draft\":\"fieldcli fill\",\"form\":\"\(digest)\",\"locale\":\"xx_!!\",\"answers\":{}}",
      reason: "its \"locale\" is not a locale"),
    BadCase(
      id: "numberAnswer",
      json:
        "{\"draft\":\"fieldcli fill\",\"form\":\"\(digest)\",\"locale\":\"de\",\"answers\":{\"age\":13}}",
      reason: "the answer to 'age' is a number, not a string"),
    BadCase(
      id: "unknownMember",
      json: "{\"draft\":\"fieldcli fill\",\"extra\":1}",
      reason: "it has an unknown member 'extra'"),
  ])
  func decoding_badDraft_saysWhy(_ bad: BadCase) {
    #expect(throws: DraftError.notADraft(file: "d.json", reason: bad.reason)) {
      try Draft(json: bad.json, file: "d.json")
    }
  }

  @Test(arguments: [
    (
      DraftError.noFileName(file: ""),
      "The draft '' names no file; give '--draft' a file name, such as 'form.draft'."
    ),
    (
      DraftError.notAFile(file: "/dev/zero", kind: .characterDevice),
      "The draft '/dev/zero' is a character device, not a regular file; name a file with '--draft'."
    ),
    (
      DraftError.tooLarge(file: "big", size: 1_048_577),
      "The draft 'big' is a file of 1048577 bytes, over the 1 MiB limit of a draft; name another file with '--draft'."
    ),
    (
      DraftError.answersTooLarge(file: "d", size: 2_000_000),
      "The draft 'd' would be 2000000 bytes, over the 1 MiB limit of a draft; give shorter answers, or fill the form without '--draft'."
    ),
    (
      DraftError.inUse(file: "d", holder: 42),
      "The draft 'd' is in use by another fill (process 42)."
    ),
    (DraftError.inUse(file: "d", holder: nil), "The draft 'd' is in use by another fill."),
  ])
  func errors_newCases_describeFileAndWhatToDo(error: DraftError, message: String) {
    #expect(error.description == message)
  }

  @Test func errors_describeFileAndWhatToDo() {
    #expect(
      DraftError.otherForm(file: "x.json").description
        == "The draft 'x.json' belongs to another form; name another file with '--draft', or "
        + "remove it to start afresh.")
    #expect(
      DraftError.notADraft(file: "x.json", reason: "it holds an array, not an object")
        .description
        == "The file 'x.json' is not a draft: it holds an array, not an object. Name another "
        + "file with '--draft', or remove it to start afresh.")
  }

  @Test func save_thenLoad_roundTripsAndLeavesNoTemporaryFile() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("draft-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("d.json").path
    #expect(try Draft.load(from: path) == nil)
    var draft = Draft(formDigest: Self.digest, locale: "de_DE")
    draft.record("42", for: "age")
    try draft.save(to: path)
    draft.record("x", for: "bio")
    try draft.save(to: path)
    #expect(try Draft.load(from: path) == draft)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["d.json"])
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    try Draft.remove(at: path)
    #expect(try Draft.load(from: path) == nil)
  }

  @Test func save_folderMissing_failsNamingTheStep() {
    let draft = Draft(formDigest: Self.digest, locale: "de_DE")
    #expect(
      throws: DraftError.saveFailed(
        file: "/nonexistent/d.json",
        reason: "creating a new file in '/nonexistent': No such file or directory")
    ) { try draft.save(to: "/nonexistent/d.json") }
  }

  // MARK: - Reading only a draft

  @Test func load_largerThanTheLimit_refusedBeforeReading() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("big")
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
    #expect(ftruncate(descriptor, off_t(Draft.maximumFileSize + 1)) == 0)
    close(descriptor)
    #expect(throws: DraftError.tooLarge(file: path, size: Draft.maximumFileSize + 1)) {
      try Draft.load(from: path)
    }
  }

  @Test func save_answersOverTheLimit_refusedAndTheOldDraftKept() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    var draft = Draft(formDigest: Self.digest, locale: "de_DE")
    try draft.save(to: path)
    draft.record(String(repeating: "x", count: Draft.maximumFileSize), for: "bio")
    #expect(throws: DraftError.answersTooLarge(file: path, size: draft.json.utf8.count)) {
      try draft.save(to: path)
    }
    #expect(try Draft.load(from: path) == Draft(formDigest: Self.digest, locale: "de_DE"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["d.json"])
  }

  // MARK: - Locking

  @Test func lock_heldByAnother_secondIsRefusedNamingTheHolder() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    let lock = try Draft.Lock(for: path)
    // flock locks an open file, so a second open in this process is refused as another would be.
    #expect(throws: DraftError.inUse(file: path, holder: getpid())) {
      try Draft.Lock(for: path)
    }
    withExtendedLifetime(lock) {}
  }

  @Test func lock_released_nextLockTakesIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    var lock: Draft.Lock? = try Draft.Lock(for: path)
    #expect(lock != nil)
    lock = nil
    #expect(throws: Never.self) { try Draft.Lock(for: path) }
  }

  @Test func lock_fileRemovedByItsHolder_nextLockMakesANewOne() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    let first = try Draft.Lock(for: path)
    first.removeFile()
    // The path names no locked inode now: a new fill locks a new file, as it must.
    let second = try Draft.Lock(for: path)
    #expect(FileManager.default.fileExists(atPath: second.path))
    withExtendedLifetime(first) {}
  }

  @Test func lock_lockFileIsASymlink_refusedWithoutFollowingIt() throws {
    let folder = try TemporaryFolder()
    let path = folder.path("d.json")
    #expect(symlink(folder.path("target"), path + ".lock") == 0)
    #expect(throws: DraftError.lockFailed(file: path, reason: "'\(path).lock' is a symlink")) {
      try Draft.Lock(for: path)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("target")))
  }
}

/// A fresh folder under the temporary folder, removed with the value.
final class TemporaryFolder {
  let url: URL
  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "draft-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }
  deinit { try? FileManager.default.removeItem(at: url) }
  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

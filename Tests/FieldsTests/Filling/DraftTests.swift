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
        reason: "creating '/nonexistent/.d.json.tmp': No such file or directory")
    ) { try draft.save(to: "/nonexistent/d.json") }
  }
}

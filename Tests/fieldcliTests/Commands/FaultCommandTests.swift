import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// fieldcli killed, out of room, or cut off from its reader: it never leaves a broken file, it
/// says what happened, and it ends promptly.
@Suite(.serialized) struct FaultCommandTests {
  /// Six free-text fields: every answer is accepted, so what is saved depends only on timing.
  static let form = """
    {"title": "Notes", "locale": "en_US", "fields": [
      {"name": "a", "kind": "text", "required": true}, {"name": "b", "kind": "text"},
      {"name": "c", "kind": "text"}, {"name": "d", "kind": "text"},
      {"name": "e", "kind": "text"}, {"name": "f", "kind": "text"}]}
    """

  /// Bytes a child writes, gathered by a reader thread.
  final class Gathered: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
  }

  /// Starts `fill --draft`, feeds answers one at a time, and kills it with SIGKILL at a random
  /// moment; returns the answers it had acknowledged (their next prompt shown) by then.
  func killedFill(folder: FillCommandTests.Folder, seed: inout SplitMix) throws -> [String: String]
  {
    let process = Process()
    process.executableURL = FieldCLIProcess.executable
    process.arguments = ["fill", folder.path("form.json"), "--draft", folder.path("d.json")]
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
    process.standardError = errors
    let shown = Gathered()
    errors.fileHandleForReading.readabilityHandler = { shown.append($0.availableData) }
    try process.run()
    let names = ["a", "b", "c", "d", "e", "f"]
    // Answer up to five fields (the sixth would finish the form and remove the draft).
    let answers = Int(seed.next() % 6)
    var acknowledged: [String: String] = [:]
    for index in 0..<answers {
      let answer = "answer \(index) " + String(repeating: "x", count: Int(seed.next() % 300))
      input.fileHandleForWriting.write(Data((answer + "\n").utf8))
      if seed.next() % 3 == 0 {
        // Do not wait: the kill may land while this answer is being taken or saved.
        break
      }
      let deadline = Date().addingTimeInterval(20)
      while !shown.text.contains("\(names[index + 1]):\n"), Date() < deadline { usleep(200) }
      if shown.text.contains("\(names[index + 1]):\n") { acknowledged[names[index]] = answer }
    }
    usleep(UInt32(seed.next() % 3_000))
    // What was acknowledged is read before the kill: a prompt seen after it does not count.
    for (index, name) in names.dropLast().enumerated()
    where shown.text.contains("\(names[index + 1]):\n") && acknowledged[name] == nil {
      acknowledged[name] = "?"
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    errors.fileHandleForReading.readabilityHandler = nil
    return acknowledged
  }

  @Test func fill_killedAtRandomMoments_draftIsWholeJSONWithEveryAcknowledgedAnswer() throws {
    var seed = SplitMix(state: 20_261_123)
    for run in 0..<40 {
      let folder = try FillCommandTests.Folder(form: Self.form)
      let acknowledged = try killedFill(folder: folder, seed: &seed)
      guard let saved = folder.read("d.json") else {
        #expect(acknowledged.isEmpty, "run \(run): no draft, but \(acknowledged.keys) were taken")
        continue
      }
      let object = try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any]
      let answers = try #require(object?["answers"] as? [String: String], "run \(run): \(saved)")
      for (name, answer) in acknowledged {
        #expect(answers[name] != nil, "run \(run): '\(name)' was acknowledged but not saved")
        if answer != "?" { #expect(answers[name] == answer, "run \(run): '\(name)'") }
      }
    }
  }

  /// Runs `command` with bash, whose `ulimit -f` (in KiB) limits the files it writes.
  func bash(_ command: String, in folder: FillCommandTests.Folder) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", command]
    process.currentDirectoryURL = folder.url
    var environment = ProcessInfo.processInfo.environment
    environment["FIELDCLI"] = FieldCLIProcess.executable.path
    // ThreadSanitizer's runtime writes a 512 KiB file in TMPDIR when a process starts and maps
    // it as shadow memory; under the file size limit the file is cut short, and the first read
    // past its end is a SIGBUS before fieldcli runs a line. With TMPDIR naming no folder the
    // runtime does without that file. fieldcli never uses TMPDIR, so a normal build is unchanged.
    environment["TMPDIR"] = folder.path("no-such-folder")
    process.environment = environment
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let stdout = output.fileHandleForReading.readDataToEndOfFile()
    let stderr = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self), exitCode: process.terminationStatus)
  }

  @Test func fill_draftPastTheFileSizeLimit_exit2AndTheSavedDraftStaysWhole() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    // The first answer is saved (its next prompt shows) before the second, too big, is sent.
    // The wait gives up after 30 s, so a fieldcli that died fails the test instead of hanging it.
    let long = String(repeating: "x", count: 4_000)
    let result = try bash(
      """
      ulimit -f 2
      exec 3> >(cat > prompts.txt)
      { echo first; for i in $(seq 3000); do grep -q '^b:' prompts.txt && break; sleep 0.01; done
        echo \(long); } \
        | "$FIELDCLI" fill form.json --draft d.json 2>&3
      echo "exit $?"
      """, in: folder)
    #expect(result.stdout.contains("exit 2"))
    let prompts = folder.read("prompts.txt") ?? ""
    #expect(
      prompts.contains(
        "fieldcli: Saving the draft 'd.json' failed: writing it: File too large."))
    let saved = try #require(folder.read("d.json"))
    let object = try JSONSerialization.jsonObject(with: Data(saved.utf8)) as? [String: Any]
    #expect(object?["answers"] as? [String: String] == ["a": "first"])
    // The new file that could not be written whole is gone.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(names == ["d.json", "d.json.lock", "form.json", "prompts.txt"])
  }

  @Test func validate_outputPastTheFileSizeLimit_exit2WithOneLine() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try bash(
      """
      ulimit -f 1
      yes a@b.c | head -5000 | "$FIELDCLI" validate email --stdin > out.txt
      echo "exit $?"
      """, in: folder)
    #expect(result.stdout == "exit 2\n")
    #expect(
      result.stderr
        == "fieldcli: Writing to standard output failed: File too large. Please check that the disk has room or that the reader is still there.\n"
    )
  }

  @Test(arguments: [
    "validate email --stdin", "validate url --stdin --format jsonl",
    "format number --stdin --locale de_DE", "parse number --stdin --locale en_US",
    "format phone --stdin --region US", "parse date --stdin --locale en_US --date-style short",
  ])
  func stream_readerClosesAfterOneLine_endsPromptlyAndQuietly(command: String) throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    // `yes` never ends: only a prompt end of fieldcli ends the pipeline.
    let result = try bash(
      """
      yes 12 | "$FIELDCLI" \(command) 2> err.txt | head -1 > /dev/null
      echo "${PIPESTATUS[1]}"
      """, in: folder)
    #expect(result.stdout == "141\n", "killed by SIGPIPE, as `head` expects")
    #expect(folder.read("err.txt") == "")
  }

  @Test func check_readerClosesAfterOneLine_endsPromptlyAndQuietly() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try bash(
      """
      yes '{"a": "x"}' | "$FIELDCLI" check form.json --stdin 2> err.txt | head -1 > /dev/null
      echo "${PIPESTATUS[1]}"
      """, in: folder)
    #expect(result.stdout == "141\n")
    #expect(folder.read("err.txt") == "")
  }

  @Test func session_readerClosesAfterOneLine_endsPromptlyAndQuietly() throws {
    let folder = try FillCommandTests.Folder(form: Self.form)
    let result = try bash(
      """
      yes 'help' | "$FIELDCLI" session 2> err.txt | head -1 > /dev/null
      echo "${PIPESTATUS[1]}"
      """, in: folder)
    #expect(result.stdout == "141\n")
    #expect(folder.read("err.txt") == "")
  }
}

/// A small seeded generator, so that a failing run can be replayed.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}

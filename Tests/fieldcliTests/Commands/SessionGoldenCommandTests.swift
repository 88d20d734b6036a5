import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `fieldcli session --record` and `--check`: a form's behaviour pinned as a golden transcript.
struct SessionGoldenCommandTests {
  static let examples = SessionCommandTests.examples

  /// A fresh folder holding `signup.json` and a script of `lines`.
  static func folder(_ lines: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("fields-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: examples.appendingPathComponent("signup.json"),
      to: folder.appendingPathComponent("signup.json"))
    try (lines.joined(separator: "\n") + "\n")
      .write(to: folder.appendingPathComponent("script.session"), atomically: true, encoding: .utf8)
    return folder
  }

  @Test(arguments: ["routing", "tour", "turbo/signin"])
  func example_matchesItsGoldenTranscript(name: String) throws {
    let result = try FieldCLIProcess.run([
      "session", Self.examples.appendingPathComponent("\(name).session").path,
      "--check", Self.examples.appendingPathComponent("\(name).golden").path,
    ])
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(result.exitCode == 0)
  }

  @Test func tour_runsEveryCommandWithoutAnError() throws {
    let result = try FieldCLIProcess.run([
      "session", "--strict", Self.examples.appendingPathComponent("tour.session").path,
    ])
    #expect(result.stderr == "")
    #expect(result.exitCode == 0)
    // Each reference document shows in the transcript.
    for line in [
      "focus age: numberPad keyboard", "inputView 0 602 393 250", "present modal with /posts/new",
      "dismiss modal, replace top of main with /posts", "toolbar: none",
      "bridge form connected on /posts/1: toolbar off (bridge form connected)",
      "search: emoji|", "docked 0 428 393 44", "device iphone-se: 667 x 375 points, landscape",
      // The Turbo page's own HTML form, its password masked, and the recede after signing in.
      "loaded 'Sign in': 4 fields in en_US", "password: •••••••••••|", "dismiss modal, pop main",
    ] {
      #expect(result.stdoutLines.contains(line), "missing \(line)")
    }
  }

  @Test func record_thenCheck_ofAScriptLineAtTheCap_isEqual() throws {
    // A comment of exactly the script's cap is echoed as '> ' and itself: two bytes longer
    // than any script line, and still a line the golden file may hold.
    let comment = "# " + String(repeating: "x", count: 1_048_574)
    let folder = try Self.folder(["load signup.json", comment])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.session").path
    let golden = folder.appendingPathComponent("script.golden").path
    let recorded = try FieldCLIProcess.run(["session", script, "--record", golden])
    #expect(recorded.exitCode == 0)
    let checked = try FieldCLIProcess.run(["session", script, "--check", golden])
    #expect(checked.stdout == "")
    #expect(checked.stderr == "")
    #expect(checked.exitCode == 0)
  }

  @Test func record_thenCheck_writesTheTranscriptAndExitsZero() throws {
    let folder = try Self.folder(["load signup.json", "", "focus age  ", "type 4x", "bogus"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.session").path
    let golden = folder.appendingPathComponent("script.golden").path
    let recorded = try FieldCLIProcess.run(["session", script, "--record", golden])
    #expect(
      recorded.stdoutLines == [
        "loaded 'Sign up': 9 fields in de_DE", "focus age: numberPad keyboard",
        "refused: The numberPad keyboard in de_DE has no key for 'x'; it types 0–9.", "age: 4|",
      ])
    #expect(
      recorded.stderr
        == "fieldcli: line 5: Unknown command 'bogus'; type 'help' for the commands.\n")
    #expect(recorded.exitCode == 1)
    #expect(
      try String(contentsOfFile: golden, encoding: .utf8) == """
        > load signup.json
        loaded 'Sign up': 9 fields in de_DE
        >
        > focus age
        focus age: numberPad keyboard
        > type 4x
        refused: The numberPad keyboard in de_DE has no key for 'x'; it types 0–9.
        age: 4|
        > bogus
        ! line 5: Unknown command 'bogus'; type 'help' for the commands.

        """)
    let checked = try FieldCLIProcess.run(["session", script, "--check", golden])
    #expect(checked.stdout == "")
    #expect(checked.stderr == "")
    #expect(checked.exitCode == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 3)
  }

  @Test func check_changedScript_printsTheUnifiedDiffAndExitsOne() throws {
    let folder = try Self.folder(["load signup.json", "focus age", "type 42"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.session").path
    let golden = folder.appendingPathComponent("script.golden").path
    _ = try FieldCLIProcess.run(["session", script, "--record", golden])
    try "load signup.json\nfocus age\ntype 43\n".write(
      toFile: script, atomically: true, encoding: .utf8)
    let result = try FieldCLIProcess.run(["session", script, "--check", golden])
    #expect(
      result.stdoutLines == [
        "--- \(golden)", "+++ transcript", "@@ -2,5 +2,5 @@",
        " loaded 'Sign up': 9 fields in de_DE", " > focus age",
        " focus age: numberPad keyboard", "-> type 42", "-age: 42|", "+> type 43", "+age: 43|",
      ])
    #expect(result.stderr == "")
    #expect(result.exitCode == 1)
  }

  @Test func check_missingGolden_exitsTwoWithOneLine() throws {
    let folder = try Self.folder(["load signup.json"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = folder.appendingPathComponent("script.session").path
    let result = try FieldCLIProcess.run(["session", script, "--check", "/nonexistent/x.golden"])
    #expect(result.stdout == "")
    #expect(
      result.stderr
        == "fieldcli: The golden file '/nonexistent/x.golden' cannot be read; make it with '--record /nonexistent/x.golden'.\n"
    )
    #expect(result.exitCode == 2)
  }

  /// Runs `bash` in a fresh folder whose `one.session` holds the line `bogus`, and whose
  /// golden file the command makes.
  func checkOne(making golden: String) throws -> CLIResult {
    let folder = try FillCommandTests.Folder()
    try folder.write("bogus\n", to: "one.session")
    return try FaultCommandTests().bash(
      golden + "\n" + #""$FIELDCLI" session one.session --check x.golden"#, in: folder)
  }

  @Test(arguments: [
    (
      "printf '> bogus\\n\\377\\376\\n' > x.golden",
      "The golden file 'x.golden' is not text: line 2 is not UTF-8; make it with '--record x.golden'."
    ),
    (
      "printf '\\211PNG\\r\\n\\032\\n' > x.golden",
      "The golden file 'x.golden' is not text: line 1 is not UTF-8; make it with '--record x.golden'."
    ),
    (
      "seq 1 100000 | gzip -n > x.golden",
      "The golden file 'x.golden' is not text: line 1 holds a NUL byte; make it with '--record x.golden'."
    ),
    (
      "printf '> bogus\\n\\n\\0\\n' > x.golden",
      "The golden file 'x.golden' is not text: line 3 holds a NUL byte; make it with '--record x.golden'."
    ),
    (
      "{ echo '> bogus'; head -c 16777217 /dev/zero | tr '\\0' x; echo; } > x.golden",
      "The golden file 'x.golden' has a line too long: line 2 is 16777217 bytes; a golden line is at most 16777216 bytes."
    ),
    (
      "mkfifo x.golden",
      "The golden file 'x.golden' is a FIFO, not a regular file; name a file with '--check'."
    ),
    (
      "ln -s /dev/null x.golden",
      "The golden file 'x.golden' is a character device, not a regular file; name a file with '--check'."
    ),
    (
      "mkdir x.golden",
      "The golden file 'x.golden' cannot be read; make it with '--record x.golden'."
    ),
  ])
  func check_goldenThatIsNoTranscript_exitsTwoWithOneLine(making: String, message: String) throws {
    let result = try checkOne(making: making)
    #expect(result.stdout == "")
    #expect(result.stderr == "fieldcli: \(message)\n")
    #expect(result.exitCode == 2)
  }

  @Test func check_goldenAtTheLineCap_isCompared() throws {
    let result = try checkOne(
      making: "{ echo '> bogus'; head -c 16777216 /dev/zero | tr '\\0' x; echo; } > x.golden")
    // The line of the cap's length is the one removed (its `-` aside); only its length is
    // compared, so that a failure does not print a megabyte.
    #expect(
      result.stdoutLines.map { $0.count } == [12, 14, 15, 8, 1 + 16_777_216, 1 + 64])
    #expect(
      result.stdoutLines.prefix(4) == [
        "--- x.golden", "+++ transcript", "@@ -1,2 +1,2 @@", " > bogus",
      ])
    #expect(result.stderr == "")
    #expect(result.exitCode == 1)
  }

  @Test func check_goldenWithCRLFAndNoLastLineBreak_readsAsTheScriptIs() throws {
    let result = try checkOne(
      making:
        "printf \"> bogus\\r\\n! line 1: Unknown command 'bogus'; type 'help' for the commands.\" > x.golden"
    )
    #expect(result.stdout == "")
    #expect(result.stderr == "")
    #expect(result.exitCode == 0)
  }

  @Test func check_shuffledTranscriptPastTheCap_printsADiffPatchAppliesAndSaysSo() throws {
    let folder = try FillCommandTests.Folder()
    // Comments of three kinds in two orders: every line is in both transcripts, and their
    // shortest diff is past the search's cap.
    try folder.write(
      UnifiedDiffTests.shuffled(20_000, seed: 1).map { $0.dropFirst(2) + "\n" }.joined(),
      to: "a.session")
    try folder.write(
      UnifiedDiffTests.shuffled(20_000, seed: 2).map { $0.dropFirst(2) + "\n" }.joined(),
      to: "b.session")
    let result = try FaultCommandTests().bash(
      """
      "$FIELDCLI" session a.session --record a.golden
      "$FIELDCLI" session b.session --record b.golden
      "$FIELDCLI" session b.session --check a.golden > diff.txt
      echo "exit $?"
      patch -s a.golden < diff.txt && cmp a.golden b.golden && echo "patched"
      """, in: folder)
    #expect(result.stdout == "exit 1\npatched\n")
    #expect(
      result.stderr
        == "fieldcli: The golden file 'a.golden' and the transcript differ in too many places to find the fewest changes in 50000000 steps; the diff is valid, but some lines it shows replaced are in both.\n"
    )
  }

  @Test func record_intoMissingFolder_exitsTwoWithOneLine() throws {
    let result = try FieldCLIProcess.run(
      ["session", "--record", "/nonexistent/x.golden"], stdin: Data("help\n".utf8))
    #expect(
      result.stderr
        == "fieldcli: The golden file '/nonexistent/x.golden' cannot be written: creating a new file in '/nonexistent': No such file or directory. Check that its folder exists, is writable and has room.\n"
    )
    #expect(result.exitCode == 2)
  }

  @Test func record_toACharacterDevice_exit2AndLeavesItADevice() throws {
    let result = try FieldCLIProcess.run(
      ["session", "--record", "/dev/null"], stdin: Data("help\n".utf8))
    #expect(
      result.stderr
        == "fieldcli: The golden file '/dev/null' is a character device, not a regular file; name a file with '--record'.\n"
    )
    #expect(result.exitCode == 2)
    var status = stat()
    #expect(lstat("/dev/null", &status) == 0)
    #expect(status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func record_toASymlink_exit2AndItsTargetUntouched() throws {
    let folder = try FillCommandTests.Folder()
    try folder.write("target\n", to: "target")
    #expect(symlink("target", folder.path("link.golden")) == 0)
    let result = try FaultCommandTests().bash(
      #"echo help | "$FIELDCLI" session --record link.golden"#, in: folder)
    #expect(
      result.stderr
        == "fieldcli: The golden file 'link.golden' is a symlink, not a regular file; name a file with '--record'.\n"
    )
    #expect(result.exitCode == 2)
    #expect(folder.read("target") == "target\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("link.golden"))
        == "target")
  }

  @Test func record_pastTheFileSizeLimit_namesTheErrorAndLeavesNoTemporaryFile() throws {
    let folder = try FillCommandTests.Folder()
    try folder.write("old\n", to: "x.golden")
    // Eight `help`s make a transcript of about 25 KiB, past a limit of 4 KiB.
    let result = try FaultCommandTests().bash(
      """
      ulimit -f 4
      yes help | head -8 | "$FIELDCLI" session --record x.golden > /dev/null
      echo "exit $?"
      """, in: folder)
    #expect(result.stdout == "exit 2\n")
    #expect(
      result.stderr
        == "fieldcli: The golden file 'x.golden' cannot be written: writing it: File too large. Check that its folder exists, is writable and has room.\n"
    )
    #expect(folder.read("x.golden") == "old\n")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        == ["form.json", "x.golden"])
  }

  @Test func record_newGolden_readableByAllLessTheUmask() throws {
    let folder = try FillCommandTests.Folder()
    let result = try FaultCommandTests().bash(
      """
      umask 027
      echo help | "$FIELDCLI" session --record x.golden > /dev/null
      stat -c %a x.golden
      """, in: folder)
    #expect(result.stdout == "640\n")
  }

  @Test func recordAndCheck_together_isAUsageError() throws {
    let result = try FieldCLIProcess.run(["session", "--record", "a", "--check", "b"])
    #expect(
      result.stderr
        == "fieldcli: '--record' and '--check' cannot be used together; record once, then check. See 'fieldcli session --help' for usage.\n"
    )
    #expect(result.exitCode == 2)
  }
}

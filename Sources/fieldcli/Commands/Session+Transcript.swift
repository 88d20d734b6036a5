import Fields

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI.Session {
  /// What `--record` writes and `--check` compares: each script line echoed after `> `, then
  /// the lines it printed, then its error as `! line N: ...`, so a golden file reads like a
  /// terminal session.
  struct Transcript {
    /// The lines so far, each already escaped to one line.
    private(set) var lines = TextLines()

    /// Echoes a script line: `> ` and the line without its trailing blanks, or `>` alone.
    mutating func echo(_ line: String) {
      var shown = Substring(line)
      while let last = shown.last, last == " " || last == "\t" || last == "\r" {
        shown = shown.dropLast()
      }
      lines.append(shown.isEmpty ? ">" : "> " + QuotedText.escapingControls(String(shown)))
    }

    /// Adds a line the command printed.
    mutating func output(_ line: String) { lines.append(line) }

    /// Adds a command's error, as stderr shows it after `fieldcli: `.
    mutating func error(_ message: String) {
      lines.append("! " + QuotedText.escapingControls(message))
    }

    /// The transcript as a file: each line ended by a line break.
    var text: String { String(decoding: lines.bytes, as: UTF8.self) }

    /// Writes the transcript to `path` as drafts are written (``AtomicFile``), so a reader
    /// never sees half a transcript; exits 2 saying why when it cannot.
    ///
    /// Only a regular file is replaced, or a path where there is none yet: renaming over
    /// `/dev/null` or a symlink would make it another thing.
    func record(to path: String) {
      do {
        try AtomicFile.replace(path, with: text, mode: 0o666)
      } catch {
        let what = "The golden file \(QuotedText.quoted(path))"
        switch error {
        case .noFileName:
          Diagnostics.fail(
            "\(what) names no file; give '--record' a file name, such as 'script.golden'.")
        case .notAFile(let kind):
          Diagnostics.fail(
            "\(what) is \(kind), not a regular file; name a file with '--record'.")
        case .failed:
          Diagnostics.fail(
            "\(what) cannot be written: \(error.reason). Check that its folder exists, is "
              + "writable and has room.")
        }
      }
    }

    /// Prints the unified diff from the golden file to the transcript, and a line on stderr
    /// when the diff reached its cap and may not be the shortest.
    ///
    /// - Returns: Whether they are equal.
    func check(against path: String, golden: TextLines) -> Bool {
      let diff = UnifiedDiff(
        old: golden, new: lines, oldName: QuotedText.escapingControls(path),
        newName: "transcript")
      let output = OutputBuffer()
      diff.forEachLine { output.write(QuotedText.escapingControls($0) + "\n") }
      output.flush()
      if diff.reachedCap { Diagnostics.report(Self.capNote(golden: path)) }
      return diff.changes.isEmpty
    }

    /// The line that says a diff reached its cap.
    static func capNote(golden path: String) -> String {
      "The golden file \(QuotedText.quoted(path)) and the transcript differ in too many "
        + "places to find the fewest changes in \(UnifiedDiff.maximumSteps) steps; "
        + "the diff is valid, but some lines it shows replaced are in both."
    }
  }
}

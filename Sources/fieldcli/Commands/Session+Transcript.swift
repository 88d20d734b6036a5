import Fields
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI.Session {
  /// What `--record` writes and `--check` compares: each script line echoed after `> `, then
  /// the lines it printed, then its error as `! line N: ...`, so a golden file reads like a
  /// terminal session.
  struct Transcript {
    /// The lines so far, each already escaped to one line.
    private(set) var lines: [String] = []

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
    var text: String { lines.map { $0 + "\n" }.joined() }

    /// Reads the lines of a golden file, or exits 2 saying it cannot be read.
    static func golden(at path: String) -> [String] {
      var isFolder = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
        !isFolder, let data = FileManager.default.contents(atPath: path)
      else {
        Diagnostics.fail(
          "The golden file \(QuotedText.quoted(path)) cannot be read; make it with "
            + "'--record \(path)'.")
      }
      var lines = String(decoding: data, as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      if lines.last == "" { lines.removeLast() }
      return lines
    }

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

    /// Prints the unified diff from the golden file to the transcript.
    ///
    /// - Returns: Whether they are equal.
    func check(against path: String, golden: [String]) -> Bool {
      let diff = UnifiedDiff(
        old: golden, new: lines, oldName: QuotedText.escapingControls(path),
        newName: "transcript")
      let output = OutputBuffer()
      for line in diff.lines { output.write(QuotedText.escapingControls(line) + "\n") }
      output.flush()
      return diff.lines.isEmpty
    }
  }
}

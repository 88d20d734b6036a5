import ArgumentParser
import Fields
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI {
  /// `fieldcli session`.
  struct Session: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "session",
      abstract: "Runs a simulator script: load a form, focus fields, type, and turn wheels.",
      discussion: """
        One command per line, from SCRIPT or standard input; 'help' lists them and 'help NAME' \
        shows one. Without SCRIPT at a terminal the session is interactive: a '> ' prompt with \
        line editing and history (libedit); Ctrl-D ends it, Ctrl-C leaves at once (exit 130). \
        Each command prints its result on stdout; a command that cannot run prints one line on \
        stderr ('line N: ...') and the script goes on. Exit 1 when any command failed, 0 \
        otherwise. 'load' and 'config' read paths relative to the script's folder.

        '--record' writes the transcript ('> ' and each line, what it printed, its error as \
        '! line N: ...'); '--check' compares it with a golden file and prints a unified diff, \
        exit 1, when they differ; a golden file that cannot be read, is not a regular file, has \
        a line longer than 1 MiB or is not text exits 2. The diff searches for the fewest \
        changes for at most \(UnifiedDiff.maximumSteps) steps; past them it shows the stretches \
        left as whole lines replaced, still a diff 'patch' applies, and says so on stderr. See \
        docs/session.md.
        """
    )

    @Argument(help: "The script file; standard input when omitted.")
    var script: String?

    @Flag(help: "Stop at the first command that fails.")
    var strict = false

    @Option(help: "The locale forms are filled in, instead of their own, such as 'fr_FR'.")
    var locale: String?

    @Option(
      help: "Where pickers of fields without a default start, as ISO 8601 with an offset.")
    var now: String?

    @Option(
      help: ArgumentHelp(
        "Write the transcript to GOLDEN (replacing it at once) and print as usual.",
        valueName: "GOLDEN"))
    var record: String?

    @Option(
      help: ArgumentHelp(
        "Print a unified diff from GOLDEN to the transcript instead of the output; exit 1 when they differ.",
        valueName: "GOLDEN"))
    var check: String?

    func validate() throws {
      if record != nil, check != nil {
        throw ValidationError(
          "'--record' and '--check' cannot be used together; record once, then check.")
      }
    }

    /// The longest line run, as for a value of `--stdin`.
    ///
    /// Far beyond any command, and small enough that memory stays flat. A longer line is an
    /// error, skipped unread.
    static let maximumLineLength = LineRunner.maximumLineLength

    func run() throws {
      var start = Form.referenceDate
      if let now {
        do {
          start = try ISO8601Instant.parse(now)
        } catch {
          throw ValidationError(
            "'--now' takes an instant such as '2024-09-14T13:30:00Z', not \(QuotedText.quoted(now))."
          )
        }
      }
      if let locale {
        do {
          _ = try LocaleIdentifier(locale)
        } catch {
          Diagnostics.fail(error.description)
        }
      }
      let golden = check.map(Transcript.golden(at:))
      // Only a transcript that is recorded or checked is kept: a plain run keeps no lines.
      var transcript = record != nil || check != nil ? Transcript() : nil
      let quiet = check != nil
      var directory = "."
      var fileDescriptor: Int32 = 0
      if let script {
        fileDescriptor = Self.open(script)
        directory = Self.folder(of: script)
      }
      defer { if fileDescriptor != 0 { close(fileDescriptor) } }
      let session = Fields.Session(directory: directory, locale: locale, now: start)
      var failed = false
      var number = 0
      let output = OutputBuffer()
      func report(_ message: String) -> Bool {
        output.flush()
        transcript?.error("line \(number): \(message)")
        if !quiet { Diagnostics.report("line \(number): \(message)") }
        failed = true
        return !strict
      }
      func execute(_ line: LineReader.Line) -> Bool {
        number += 1
        switch line {
        case .text(let bytes):
          let line = String(decoding: bytes, as: UTF8.self)
          transcript?.echo(line)
          do {
            // A result is one line whatever the form's strings hold: a title with a line
            // break or an escape sequence is shown escaped.
            try session.run(line) {
              let shown = QuotedText.escapingControls($0)
              transcript?.output(shown)
              if !quiet { output.write(shown + "\n") }
            }
            output.flush()
          } catch {
            return report(error.message)
          }
        case .tooLong(let byteCount):
          return report(
            LineReader.tooLongMessage(
              byteCount: byteCount, maximumLineLength: Self.maximumLineLength,
              what: "a session line"))
        }
        return true
      }
      // Lines are streamed from the script or standard input alike, a read at a time, so that
      // a script of any size takes constant memory and a line typed at a terminal is answered
      // at once.
      let reader = LineReader(
        fileDescriptor: fileDescriptor, maximumLineLength: Self.maximumLineLength
      ) { output.flush() }
      var stopped = false
      if script == nil, Self.isInteractive {
        Self.readInteractively(completions: session.completions(after:)) { line in
          stopped = !execute(line)
          return !stopped
        }
      } else {
        do {
          try reader.forEachBatch { lines in
            for line in lines where !execute(line) {
              stopped = true
              return false
            }
            return true
          }
        } catch {
          output.flush()
          Diagnostics.fail(
            script.map { "Reading the script \(QuotedText.quoted($0)) failed: \(error.message)." }
              ?? "Reading standard input failed: \(error.message).")
        }
      }
      if let transcript, let record { transcript.record(to: record) }
      if let transcript, let check, let golden {
        throw ExitCode(transcript.check(against: check, golden: golden) ? 0 : 1)
      }
      if stopped { throw ExitCode(1) }
      if failed { throw ExitCode(1) }
    }

    /// The folder a script's relative paths are read from: its path up to the last `/`
    /// (trailing ones aside), `/` for a script at the root, `.` for one named alone.
    static func folder(of script: String) -> String {
      var path = Substring(script)
      while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
      guard let slash = path.lastIndex(of: "/") else { return "." }
      if slash == path.startIndex { return "/" }
      return String(path[..<slash])
    }

    /// Opens the script for reading, or exits 2 saying it cannot be read.
    static func open(_ script: String) -> Int32 {
      let descriptor = Glibc.open(script, O_RDONLY | O_CLOEXEC)
      var status = stat()
      // A folder opens, but reading it fails.
      guard descriptor >= 0, fstat(descriptor, &status) == 0, status.st_mode & S_IFMT != S_IFDIR
      else {
        Diagnostics.fail("The script \(QuotedText.quoted(script)) cannot be read; check the path.")
      }
      return descriptor
    }
  }
}

import ArgumentParser
import Fields
import Foundation

extension FieldCLI {
  /// `fieldcli session`.
  struct Session: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Runs a simulator script: load a form, focus fields, type, and turn wheels.",
      discussion: """
        One command per line, from SCRIPT or standard input; 'help' lists them. Each command \
        prints its result on stdout; a command that cannot run prints one line on stderr \
        ('line N: ...') and the script goes on. Exit 1 when any command failed, 0 otherwise. \
        'load' reads paths relative to the script's folder.
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

    func run() throws {
      var start = Form.referenceDate
      if let now {
        do {
          start = try ISO8601Instant.parse(now)
        } catch {
          throw ValidationError(
            "'--now' takes an instant such as '2024-09-14T13:30:00Z', not '\(now)'.")
        }
      }
      if let locale {
        do {
          _ = try LocaleIdentifier(locale)
        } catch {
          Diagnostics.fail(error.description)
        }
      }
      var lines: [String]
      var directory = "."
      if let script {
        guard let data = FileManager.default.contents(atPath: script) else {
          Diagnostics.fail("The script '\(script)' cannot be read; check the path.")
        }
        lines = String(decoding: data, as: UTF8.self).split(
          separator: "\n", omittingEmptySubsequences: false
        ).map { $0.hasSuffix("\r") ? String($0.dropLast()) : String($0) }
        if lines.last == "" { lines.removeLast() }
        directory = (script as NSString).deletingLastPathComponent
        if directory.isEmpty { directory = "." }
      } else {
        lines = []
      }
      let session = Fields.Session(directory: directory, locale: locale, now: start)
      var failed = false
      var number = 0
      func execute(_ line: String) -> Bool {
        number += 1
        do {
          for output in try session.run(line) { print(output) }
          fflush(nil)
        } catch {
          fflush(nil)
          Diagnostics.report("line \(number): \(error.message)")
          failed = true
          if strict { return false }
        }
        return true
      }
      if script != nil {
        for line in lines where !execute(line) { throw ExitCode(1) }
      } else {
        // Standard input is read a line at a time, so a person at a terminal sees each answer.
        while let line = readLine(strippingNewline: true) {
          if !execute(line.hasSuffix("\r") ? String(line.dropLast()) : line) { throw ExitCode(1) }
        }
      }
      if failed { throw ExitCode(1) }
    }
  }
}

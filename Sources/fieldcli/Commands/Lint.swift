import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli lint`.
  struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "lint",
      abstract: "Checks Turbo Native path configurations and lists every problem in them.",
      discussion: """
        One line per problem on stdout, file by file in the order given, each file's in order \
        of position: 'FILE:LINE:COLUMN: error: rule N: MESSAGE', or 'warning' for a problem \
        the app would load anyway, such as a property a typo away from a known one. 'rule N: ' \
        names the rule, counted from 0 as 'fieldcli route' counts them, and is left out for a \
        problem outside the rules. Columns count Unicode scalars from 1. Exit 0 when no file \
        has an error (warnings allowed), 1 when one has, 2 for bad usage or a file that cannot \
        be read. See docs/navigation.md.
        """
    )

    @Argument(help: ArgumentHelp("The path configuration files (JSON).", valueName: "file"))
    var file: [String] = []

    func run() throws {
      guard !file.isEmpty else {
        throw ValidationError(
          "No files given. Please name the path configurations to check, such as "
            + "'fieldcli lint paths.json'.")
      }
      let output = OutputBuffer()
      var hasErrors = false
      var unreadable = false
      for name in file {
        do {
          for problem in try PathConfiguration.lint(.file(name)) {
            hasErrors = hasErrors || problem.severity == .error
            // A file name can hold anything; each problem stays on its line.
            output.write(QuotedText.escapingControls(problem.description) + "\n")
          }
        } catch {
          output.flush()
          Diagnostics.report(error.description)
          unreadable = true
        }
      }
      output.flush()
      if unreadable { throw ExitCode(2) }
      if hasErrors { throw ExitCode(1) }
    }
  }
}

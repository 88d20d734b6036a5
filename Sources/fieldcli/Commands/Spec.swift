import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli spec`.
  struct Spec: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "spec",
      abstract: "Prints the form spec (JSON) of an HTML page's form.",
      discussion: """
        The spec is the one 'fill', 'check', 'html' and a session's 'load' read from the page: \
        its controls as fields by name, with their kinds, labels, constraints, options, \
        defaults and keyboards (see docs/html.md, "HTML pages in"). One field a line, so that \
        a diff shows which field changed when the page does. A control the spec cannot model \
        is left out and named in a warning on stderr, 'FILE:LINE:COLUMN: warning: ...'. Exit \
        0 when the spec was written, 2 for a page that cannot be read, has no form, or has \
        several and no '--form', and for bad usage.
        """
    )

    @Argument(help: "The HTML page.")
    var page: String

    @Option(
      name: .customLong("form"),
      help: ArgumentHelp(
        "The form to read, by its id or name, when the page has several.", valueName: "id"))
    var formID: String?

    func run() throws {
      let reading = FormSource.read(page: page, form: formID, choosing: "--form ")
      OutputBuffer.writeAll(reading.json)
    }
  }
}

import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli html`.
  struct HTML: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "html",
      abstract: "Writes a form spec as a standalone HTML page with one form.",
      discussion: """
        The page has one <form method="post"> whose controls carry the spec's constraints \
        (type, required, min, max, step, minlength, maxlength, pattern, multiple), the \
        inputmode, enterkeyhint and autocomplete of each field's keyboard, a <label> for every \
        control, a <select> for a choice, a fieldset of checkboxes for a multiple choice and a \
        checkbox for a boolean. The spec's labels are written as they are; the page's own \
        words come from the catalog of '--locale'. Exit 0 when the page was written, 2 for a \
        bad form spec, an unknown locale or bad usage. See docs/html.md.
        """
    )

    @Argument(
      help: "The form: a form spec (JSON) as docs/form-spec.md describes, or an HTML page.")
    var form: String

    @OptionGroup var source: FormSource

    @Option(help: "The page's language, such as 'de_DE'; the form's by default.")
    var locale: String?

    @Option(help: "The URL the form posts to; the page's own by default.")
    var action: String?

    func run() throws {
      let spec = source.load(form).spec
      let page: String
      do {
        page = try spec.html(locale: locale, action: action)
      } catch {
        Diagnostics.fail(error.description)
      }
      OutputBuffer.writeAll(page)
    }
  }
}

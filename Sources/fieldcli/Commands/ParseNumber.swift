import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli parse number`.
  struct ParseNumber: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "number",
      abstract: "Parses numbers as a locale writes them into plain decimals.",
      discussion: """
        The whole line must be a number in the locale and style: in de_DE '1.234,5' gives \
        1234.5, while '1,2,3' and '12abc' are invalid. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput

    @Option(help: "The locale, such as 'de_DE', 'hi_IN' or 'ar-EG'.")
    var locale: String

    @OptionGroup var options: NumberOptions

    func run() throws {
      let shared = try options.makeFormat(locale: locale)
      guard shared.canParse else {
        throw FormattingError.parsingNotSupported(style: shared.style.rawValue)
      }
      try LineRunner(input: input).run { () throws(FormattingError) in
        let format = try shared.withOwnICUObject()
        return { line, text, sink in
          do throws(FormattingError) {
            sink.write(try format.parse(text ?? String(decoding: line, as: UTF8.self)).description)
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

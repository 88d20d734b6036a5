import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli parse date`.
  struct ParseDate: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "date",
      abstract: "Parses dates as a locale writes them into ISO 8601 instants in UTC.",
      discussion: """
        The whole line must match the locale's format for the flags given, read in \
        '--time-zone' (UTC by default). A plain space is accepted where the locale's pattern \
        has a no-break space. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput

    @Option(help: "The locale, such as 'de_DE', 'ja-JP' or 'th_TH@calendar=buddhist'.")
    var locale: String

    @OptionGroup var options: DateOptions

    func run() throws {
      let shared = try options.makeFormat(locale: locale)
      try LineRunner(input: input).run { () throws(FormattingError) in
        let format = try shared.withOwnICUObject()
        return { line, text, sink in
          do throws(FormattingError) {
            let date = try format.parse(text ?? String(decoding: line, as: UTF8.self))
            sink.write(ISO8601Instant.format(date))
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

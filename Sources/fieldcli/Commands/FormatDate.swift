import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format date`.
  struct FormatDate: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "date",
      abstract: "Formats instants as a locale writes them.",
      discussion: """
        An instant is ISO 8601 with 'Z' or an offset (2024-09-14T15:00:00+02:00), or '@' and \
        seconds since 1970 (@1726318800). Without a layout flag the locale's medium date and \
        short time are used; the time zone is UTC unless '--time-zone' says otherwise. \
        See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns
    @OptionGroup var options: DateOptions

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let format = try options.makeFormat(locale: locale).withOwnICUObject()
        return { line, _, sink in
          switch ISO8601Instant.milliseconds(utf8: line) {
          case .success(let milliseconds):
            let fits = sink.writeInPlace(reserve: 512) {
              format.format(milliseconds: milliseconds, into: $0)
            }
            if !fits {
              sink.write(format.format(milliseconds: milliseconds))
            }
            return .valid
          case .failure(let problem):
            let text = String(decoding: line, as: UTF8.self)
            return .refused(
              FormattingError.invalidInstant(text, reason: problem.reason).description)
          }
        }
      }
    }
  }
}

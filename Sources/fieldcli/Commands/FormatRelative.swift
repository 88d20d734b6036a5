import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format relative`.
  struct FormatRelative: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "relative",
      abstract: "Formats offsets from now as a locale says them (gestern, in 3 Stunden).",
      discussion: """
        An offset is a plain decimal number of units, negative for the past; put '--' before \
        offsets that start with '-'. 'fieldcli format relative --unit day --locale de_DE -- -1' \
        writes 'gestern', and with '--numeric always' 'vor 1 Tag'. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Option(help: "What an offset counts: second, minute, hour, day, week, month, quarter or year.")
    var unit: RelativeTimeFormat.Unit

    @Option(help: "long (the default), short or narrow unit names.")
    var style: RelativeTimeFormat.Style = .long

    @Option(
      help: ArgumentHelp(
        "auto (the default): the locale's word for -2 to 2 where it has one (gestern); "
          + "always: the number (vor 1 Tag)."))
    var numeric: RelativeTimeFormat.Numeric = .auto

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let format = try RelativeTimeFormat(locale: locale, style: style, numeric: numeric)
          .withOwnICUObject()
        let unit = unit
        return { line, text, sink in
          do throws(FormattingError) {
            guard let offset = DecimalNumber(ascii: Array(line)) else {
              throw .invalidNumber(text ?? String(decoding: line, as: UTF8.self))
            }
            sink.write(try format.format(offset, unit: unit))
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

extension RelativeTimeFormat.Unit: ExpressibleByArgument {}
extension RelativeTimeFormat.Style: ExpressibleByArgument {}
extension RelativeTimeFormat.Numeric: ExpressibleByArgument {}

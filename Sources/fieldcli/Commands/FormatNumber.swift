import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format number`.
  struct FormatNumber: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "number",
      abstract: "Formats decimal numbers as a locale writes them.",
      discussion: """
        A value is a plain decimal number (1234.5, -0.25, 6.02e23), formatted exactly. Each \
        style shows the fraction digits the locale's pattern shows (decimal at most 3, percent \
        none) unless '--min-fraction' or '--max-fraction' says otherwise. '--rounding', '--grouping' \
        and '--sign' take Intl's choices: '1234.5 --style currency --locale ja_JP \
        --rounding half-up' gives '￥1,235'. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns
    @OptionGroup var options: NumberOptions
    @OptionGroup var display: NumberDisplayOptions

    @Option(help: "The fewest fraction digits to show.")
    var minFraction: Int?

    @Option(help: "The most fraction digits to show.")
    var maxFraction: Int?

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let format = try options.makeFormat(
          locale: locale, minimumFraction: minFraction, maximumFraction: maxFraction,
          display: display
        ).withOwnICUObject()
        return { line, text, sink in
          guard let number = DecimalNumber(ascii: Array(line)) else {
            return .refused(
              FormattingError.invalidNumber(text ?? String(decoding: line, as: UTF8.self))
                .description)
          }
          sink.write(format.format(number))
          return .valid
        }
      }
    }
  }
}

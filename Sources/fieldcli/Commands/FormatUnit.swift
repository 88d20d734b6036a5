import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format unit`.
  struct FormatUnit: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "unit",
      abstract: "Formats numbers with a CLDR unit (50 km/h) as a locale writes them.",
      discussion: """
        A value is a plain decimal number, formatted exactly with the unit: '50 --unit \
        kilometer-per-hour --locale de_DE' gives '50 km/h'. Units are CLDR identifiers, simple \
        (celsius, liter, megabyte) or compound (liter-per-100-kilometer). At most 3 fraction \
        digits unless '--min-fraction' or '--max-fraction' says otherwise. See \
        docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Option(help: "A CLDR unit identifier, such as kilometer-per-hour, celsius or megabyte.")
    var unit: String

    @Option(help: "long (50 kilometers per hour), short (50 km/h, the default) or narrow.")
    var width: UnitFormat.Width = .short

    @Option(help: "The fewest fraction digits to show.")
    var minFraction: Int?

    @Option(help: "The most fraction digits to show.")
    var maxFraction: Int?

    @OptionGroup var display: NumberDisplayOptions

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let format = try UnitFormat(
          locale: locale, unit: unit, width: width, minimumFractionDigits: minFraction,
          maximumFractionDigits: maxFraction, rounding: display.rounding,
          grouping: display.grouping, sign: display.sign
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

import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format number-range`.
  struct FormatNumberRange: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "number-range",
      abstract: "Formats a range of two numbers (3–5 %) as a locale writes it.",
      discussion: """
        The arguments are LOW HIGH, plain decimal numbers; with '--stdin' each line is LOW, a \
        tab, HIGH. Both sides are written as 'format number' writes them with the same flags, \
        joined by ICU's number range formatter: '0.03 0.05 --style percent --locale de_DE' \
        gives '3–5 %', and '5 5' gives '~5'. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns
    @OptionGroup var options: NumberOptions

    @Option(help: "The fewest fraction digits to show.")
    var minFraction: Int?

    @Option(help: "The most fraction digits to show.")
    var maxFraction: Int?

    @OptionGroup var display: NumberDisplayOptions

    func run() throws {
      // Checked here, not in validate(): fieldcli hands the values over after parsing.
      if !input.stdin, input.values.count != 2 {
        throw ValidationError(
          "A range is two values, LOW and HIGH. Please give two, or use '--stdin' for more.")
      }
      var runner = LineRunner(input: input)
      if !input.stdin { runner.values = [input.values.joined(separator: "\t")] }
      try runner.run(columns: columns) { locale throws(FormattingError) in
        let format = try NumberRangeFormat(
          locale: locale, style: options.style, currency: options.currency,
          minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction,
          rounding: display.rounding, grouping: display.grouping, sign: display.sign
        ).withOwnICUObject()
        return { line, text, sink in
          let whole = { text ?? String(decoding: line, as: UTF8.self) }
          let sides = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
          guard sides.count == 2 else {
            return .refused(
              FormattingError.invalidRange(
                whole(), reason: "it needs exactly one tab, between the low and the high number"
              )
              .description)
          }
          guard let low = DecimalNumber(ascii: Array(sides[0])),
            let high = DecimalNumber(ascii: Array(sides[1]))
          else {
            return .refused(
              FormattingError.invalidRange(
                whole(),
                reason: "both sides must be plain decimal numbers, such as '0.03' and '0.05'"
              )
              .description)
          }
          sink.write(format.format(low, high))
          return .valid
        }
      }
    }
  }
}

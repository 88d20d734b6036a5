import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format plural`.
  struct FormatPlural: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "plural",
      abstract: "Writes the CLDR plural category of numbers (zero, one, two, few, many, other).",
      discussion: """
        A number is a plain decimal number; its fraction digits count as written, so in English \
        '1' is 'one' and '1.0' is 'other'. 'fieldcli format plural 1 2 5 21 --locale ru_RU' \
        writes one, few, many and one. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Flag(help: "Use the ordinal rules (1st, 2nd, 3rd) instead of the cardinal ones.")
    var ordinal = false

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let rules = try PluralRules(locale: locale, type: ordinal ? .ordinal : .cardinal)
          .withOwnICUObject()
        return { line, text, sink in
          do throws(FormattingError) {
            let category = try rules.category(of: text ?? String(decoding: line, as: UTF8.self))
            sink.write(category.rawValue)
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

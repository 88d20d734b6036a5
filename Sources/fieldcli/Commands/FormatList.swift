import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format list`.
  struct FormatList: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "list",
      abstract: "Joins items into a list as a locale writes it (a, b und c).",
      discussion: """
        The arguments are the items of one list: 'fieldcli format list a b c --locale de_DE' \
        writes 'a, b und c'. With '--stdin' each line is one list, its items separated by tabs; \
        an empty line is refused. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Option(help: "and (the default), or, or unit: what joins the items.")
    var type: ListFormat.ListType = .and

    @Option(help: "wide (the default), short or narrow joining words.")
    var width: ListFormat.Width = .wide

    func run() throws {
      var runner = LineRunner(input: input)
      if !input.stdin, !input.values.isEmpty {
        // The arguments are one list, a row of the table that '--locales' writes.
        runner.values = [input.values.joined(separator: "\t")]
      }
      try runner.run(columns: columns) { locale throws(FormattingError) in
        let format = try ListFormat(locale: locale, type: type, width: width).withOwnICUObject()
        return { line, _, sink in
          guard !line.isEmpty else { return .refused(Self.emptyLineMessage) }
          sink.write(format.format(line, separatedBy: UInt8(ascii: "\t")))
          return .valid
        }
      }
    }

    /// Why an empty line is refused: it is more likely a gap in the input than a list.
    static let emptyLineMessage =
      "The line is empty. Please give a list's items separated by tabs, such as 'a<TAB>b<TAB>c'."
  }
}

extension ListFormat.ListType: ExpressibleByArgument {}
extension ListFormat.Width: ExpressibleByArgument {}

import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format name`.
  struct FormatName: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "name",
      abstract: "Names languages, regions, scripts, currencies, locales and calendars.",
      discussion: """
        A value is a code, read case-insensitively: 'de-CH --of locale --locale fr_FR' gives \
        'allemand (Suisse)'. A code that is malformed or that ICU has no name for is refused \
        with the nearest code ICU knows: as an argument before anything is written (exit 2), \
        on a line of '--stdin' as that line's result (exit 1 at the end). See \
        docs/formatting.md.
        """
    )

    /// What the codes name; the raw values are the flag's spelling.
    enum Kind: String, CaseIterable, ExpressibleByArgument {
      case language, region, script, currency, locale, calendar

      var kind: DisplayNames.Kind {
        switch self {
        case .language: .language
        case .region: .region
        case .script: .script
        case .currency: .currency
        case .locale: .locale
        case .calendar: .calendar
        }
      }
    }

    /// How long the names are.
    enum Style: String, CaseIterable, ExpressibleByArgument {
      case long, short

      var style: DisplayNames.Style { self == .long ? .long : .short }
    }

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Option(
      help: ArgumentHelp(
        "What the codes name: language (de), region (CH, 419), script (Latn), currency (EUR), "
          + "locale (de-CH) or calendar (buddhist).", valueName: "kind"))
    var of: Kind

    @Option(help: "Long names, or CLDR's short ones where it has them ('US' for 'United States').")
    var style: Style = .long

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let names = try DisplayNames(locale: locale, style: style.style).withOwnICUObject()
        let kind = of.kind
        // An argument with no name is a usage error, found before anything is written.
        for code in input.values where !input.stdin {
          _ = try names.name(of: code, kind: kind)
        }
        return { line, text, sink in
          let code = text ?? String(decoding: line, as: UTF8.self)
          do throws(FormattingError) {
            sink.write(try names.name(of: code, kind: kind))
            return .valid
          } catch {
            return .refused(error.description)
          }
        }
      }
    }
  }
}

import ArgumentParser
import Fields

/// The locales a `format` command writes each value in, and how the results are laid out:
/// `--locale L` for one result per line, or `--locales A,B,C` for a table with a column per
/// locale; `--format jsonl` for one JSON object per value, keyed by locale.
struct LocaleColumns: ParsableArguments {
  @Option(help: "The locale, such as 'de_DE', 'ja-JP' or 'th_TH@calendar=buddhist'.")
  var locale: String?

  @Option(
    help: ArgumentHelp(
      "Several locales, comma-separated, such as 'de_DE,fr_FR,ja_JP', instead of '--locale': "
        + "a header row, then a row per value with a column per locale.",
      valueName: "locales"))
  var locales: String?

  @Option(help: "tsv (the default) or jsonl: one object per value, keyed by locale.")
  var format: Layout = .tsv

  /// How the results are written.
  enum Layout: String, CaseIterable, ExpressibleByArgument {
    /// Tab-separated: the result alone with `--locale`; a header row and a column per locale
    /// with `--locales`.
    case tsv
    /// One JSON object per value: `{"value":…,"de_DE":…}`.
    case jsonl
  }

  /// Whether the results are laid out by locale, with the value beside them.
  ///
  /// That is `--locales`, or JSON Lines; one `--locale` in TSV writes the result alone.
  var isTable: Bool { locales != nil || format == .jsonl }

  /// The locales as typed, in order.
  ///
  /// - Throws: `ValidationError` when neither or both of `--locale` and `--locales` are
  ///   given, when a name in the list is empty, or when two name the same locale;
  ///   ``FormattingError/unknownLocale(_:reason:suggestion:)`` for a locale ICU has no data for.
  func names() throws -> [String] {
    switch (locale, locales) {
    case (nil, nil):
      throw ValidationError(
        "No locale given. Please pass '--locale de_DE', or '--locales de_DE,fr_FR' for a column "
          + "per locale.")
    case (.some, .some):
      throw ValidationError(
        "Both '--locale' and '--locales' were given. Please use one of them.")
    case (let one?, nil):
      return [one]
    case (nil, let list?):
      let names = list.split(separator: ",", omittingEmptySubsequences: false).map {
        String($0.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
      }
      var seen: [LocaleIdentifier: String] = [:]
      for name in names {
        if name.isEmpty {
          throw ValidationError(
            "'--locales \(list)' has an empty name. Please separate locales with single "
              + "commas, such as 'de_DE,fr_FR,ja_JP'.")
        }
        let identifier = try LocaleIdentifier(name)
        if let earlier = seen[identifier] {
          throw ValidationError(
            "'--locales' names \(identifier) twice ('\(earlier)' and '\(name)'). Please give "
              + "each locale once.")
        }
        seen[identifier] = name
      }
      return names
    }
  }
}

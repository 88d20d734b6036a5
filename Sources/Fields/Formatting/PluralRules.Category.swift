extension PluralRules {
  /// A CLDR plural category; the raw value is CLDR's keyword, which the CLI prints.
  public enum Category: String, CaseIterable, Sendable, Hashable {
    /// `0` in ar.
    case zero
    /// `1` in en, `21` in ru.
    case one
    /// `2` in ar; `2`, `22` as ordinals in en.
    case two
    /// `2` to `4` in ru; `3` to `10` in ar.
    case few
    /// `5` in ru; `1000000` in fr.
    case many
    /// Everything else: `1.0` and `2` in en.
    case other
  }
}

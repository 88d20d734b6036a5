extension DisplayNames {
  /// What a code names; the raw value is the CLI's spelling (`--of region`).
  public enum Kind: String, CaseIterable, Sendable, Hashable {
    /// An ISO 639 language code: `de` is `German` in English.
    case language
    /// An ISO 3166 region code or UN M.49 area: `CH` is `Switzerland`, `419` `Latin America`.
    case region
    /// An ISO 15924 script code: `Cyrl` is `Cyrillic`.
    case script
    /// An ISO 4217 currency code: `EUR` is `Euro`.
    case currency
    /// A locale: `de-CH` is `German (Switzerland)`.
    case locale
    /// An ICU calendar type: `buddhist` is `Buddhist Calendar`.
    case calendar

    var icuValue: ICU.LocaleDisplayNames.Kind {
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
}

extension NumberFormat {
  /// The kind of number a format writes; the raw value is the CLI's spelling.
  public enum Style: String, CaseIterable, Sendable, Hashable {
    /// `1.234,568` in de_DE.
    case decimal
    /// `12 %` for 0.12 in de_DE.
    case percent
    /// `1.234,57 €` in de_DE.
    case currency
    /// `1,2346E3` in de_DE.
    case scientific
    /// `1234` as `1.234` and 1,200,000 as `1,2 Mio.` in de_DE: short names of powers of ten.
    case compact
    /// 1,200,000 as `1,2 Millionen` in de_DE: long names of powers of ten.
    case compactLong = "compact-long"

    var icuValue: ICU.NumberFormatter.Style {
      switch self {
      case .decimal: .decimal
      case .percent: .percent
      case .currency: .currency
      case .scientific: .scientific
      case .compact: .compactShort
      case .compactLong: .compactLong
      }
    }
  }
}

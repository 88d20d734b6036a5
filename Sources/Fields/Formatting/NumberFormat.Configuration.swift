extension NumberFormat {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var style: Style
    var currency: String?
    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
    var rounding: Rounding?
    var grouping: Grouping?
    var sign: SignDisplay?

    /// Whether an option asks for ICU's icu::number formatter rather than unum's.
    var hasOptions: Bool { rounding != nil || grouping != nil || sign != nil }

    /// The options in ICU's values.
    var skeletonOptions: ICU.NumberSkeleton.Options {
      ICU.NumberSkeleton.Options(
        minimumFractionDigits: minimumFractionDigits, maximumFractionDigits: maximumFractionDigits,
        rounding: rounding?.icuValue, grouping: grouping?.icuValue, sign: sign?.icuValue)
    }
  }

  /// The currency a style shows: for the currency style the given one or the locale's own,
  /// for the others none, and a currency given to them is an error.
  static func currency(_ code: String?, of style: Style, locale: LocaleIdentifier)
    throws(FormattingError) -> String?
  {
    guard style == .currency else {
      if code != nil { throw .optionNotForStyle(option: "currency", style: style.rawValue) }
      return nil
    }
    return try resolveCurrency(code, locale: locale)
  }

  /// The upper-case code of a known currency, or the locale's own when none is given.
  static func resolveCurrency(_ code: String?, locale: LocaleIdentifier) throws(FormattingError)
    -> String
  {
    guard let code else {
      guard let own = ICU.currency(ofLocale: locale.identifier) else {
        throw .noDefaultCurrency(locale: locale.identifier)
      }
      return own
    }
    let upper = code.uppercased()
    guard upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
      ICU.isKnownCurrency(upper)
    else { throw .unknownCurrency(code) }
    return upper
  }
}

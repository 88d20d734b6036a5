extension NumberFormat {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var style: Style
    var currency: String?
    var minimumFractionDigits: Int?
    var maximumFractionDigits: Int?
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

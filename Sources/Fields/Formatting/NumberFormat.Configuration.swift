internal import CICU

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
      var own: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
      let found = withUnsafeMutablePointer(to: &own) {
        $0.withMemoryRebound(to: CChar.self, capacity: 4) {
          cicu_locale_currency(locale.identifier, $0)
        }
      }
      guard found else { throw .noDefaultCurrency(locale: locale.identifier) }
      return withUnsafeBytes(of: own) { String(decoding: $0.prefix(3), as: UTF8.self) }
    }
    let upper = code.uppercased()
    guard upper.utf8.count == 3, upper.utf8.allSatisfy({ $0 >= 65 && $0 <= 90 }),
      cicu_currency_is_known(upper)
    else { throw .unknownCurrency(code) }
    return upper
  }
}

// MARK: - One key set per keyboard and locale

extension KeySet {
  /// The key set of a keyboard in a locale, made once and shared.
  ///
  /// Every field of a form has a keyboard, and a form may have many thousands of fields: each
  /// field making its own key set read the locale and built the same characters again.
  static func shared(keyboard: KeyboardType, locale: String) throws(FormattingError) -> KeySet {
    try cache.value(for: CacheKey(keyboard: keyboard, locale: locale)) {
      () throws(FormattingError) in
      Cached(KeySet(keyboard: keyboard, locale: try LocaleInfo(locale: locale)))
    }.keySet
  }

  private struct CacheKey: Hashable, Sendable {
    var keyboard: KeyboardType
    var locale: String
  }

  private final class Cached: Sendable {
    let keySet: KeySet
    init(_ keySet: KeySet) { self.keySet = keySet }
  }

  private static let cache = FormatterCache<CacheKey, Cached>()
}

internal import CICU

// MARK: - Locales and currencies

extension ICU {
  /// What resolving a locale identifier found.
  enum LocaleResolution: Equatable {
    /// The canonical identifier, such as `de_DE` or `ar_EG@numbers=latn`.
    case resolved(String)
    /// ICU has no data for the language.
    case unknownLanguage
    /// The script is not an ISO 15924 code ICU knows.
    case unknownScript
    /// The region is not a region code ICU knows.
    case unknownRegion
    /// The calendar keyword names no calendar ICU knows.
    case unknownCalendar
    /// The numbers keyword names no numbering system ICU knows.
    case unknownNumberingSystem
    /// The text is not a locale identifier.
    case malformed
  }

  /// Resolves an ICU identifier or BCP 47 tag to ICU's canonical identifier.
  static func resolveLocale(_ text: String) -> LocaleResolution {
    var canonical = [CChar](repeating: 0, count: 160)
    switch cicu_locale_resolve(text, &canonical, Int32(canonical.count)) {
    case CICU_LOCALE_OK:
      return .resolved(
        String(
          decoding: canonical.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self))
    case CICU_LOCALE_UNKNOWN_LANGUAGE: return .unknownLanguage
    case CICU_LOCALE_UNKNOWN_SCRIPT: return .unknownScript
    case CICU_LOCALE_UNKNOWN_REGION: return .unknownRegion
    case CICU_LOCALE_UNKNOWN_CALENDAR: return .unknownCalendar
    case CICU_LOCALE_UNKNOWN_NUMBERING_SYSTEM: return .unknownNumberingSystem
    default: return .malformed
    }
  }

  /// `identifier` with the ICU keyword `key` set to `value`, or the failing status.
  static func settingKeyword(_ key: String, to value: String, in identifier: String) -> Result<
    String, ICUStatus
  > {
    string { buffer, capacity, status in
      cicu_locale_set_keyword(identifier, key, value, buffer, capacity, &status)
    }
  }

  /// The ISO 4217 code of the currency of the locale's region, or `nil` when it names none.
  static func currency(ofLocale identifier: String) -> String? {
    var own: (CChar, CChar, CChar, CChar) = (0, 0, 0, 0)
    let found = withUnsafeMutablePointer(to: &own) {
      $0.withMemoryRebound(to: CChar.self, capacity: 4) {
        cicu_locale_currency(identifier, $0)
      }
    }
    guard found else { return nil }
    return withUnsafeBytes(of: own) { String(decoding: $0.prefix(3), as: UTF8.self) }
  }

  /// Whether ISO 4217 has a currency with this upper-case code.
  static func isKnownCurrency(_ code: String) -> Bool { cicu_currency_is_known(code) }

  /// The language's most likely locale as language and region ("fr" gives "fr_FR"), or `nil`.
  static func likelyLocale(ofLanguage language: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 64)
    guard cicu_locale_likely_region(language, &buffer, Int32(buffer.count)) else { return nil }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

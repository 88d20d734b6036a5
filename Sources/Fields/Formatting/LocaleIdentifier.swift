internal import CICU

/// A locale that ICU has data for, in ICU's canonical spelling.
///
/// ```swift
/// let german = try LocaleIdentifier("de-DE")   // "de_DE"
/// let thai = try LocaleIdentifier("th_TH@calendar=buddhist")
/// _ = try LocaleIdentifier("xx_YY")            // throws FormattingError.unknownLocale
/// ```
///
/// Both ICU identifiers (`de_DE`, `sr_Latn_RS`, `en_US_POSIX`, with `@key=value` keywords) and
/// BCP 47 tags (`de-DE`, `ar-EG-u-nu-latn`) are accepted. The language must be one ICU ships data
/// for, and a script, region, calendar or numbering system must be one ICU knows: an unknown
/// locale is an error, never a silent fallback to the root locale.
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
  /// The canonical ICU identifier, such as `de_DE` or `ar_EG@numbers=latn`.
  public let identifier: String

  /// Resolves and checks an ICU identifier or BCP 47 tag.
  ///
  /// - Parameter text: The identifier as a user typed it.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:)`` when ICU has no data for it.
  public init(_ text: String) throws(FormattingError) {
    var canonical = [CChar](repeating: 0, count: 160)
    let problem = cicu_locale_resolve(text, &canonical, Int32(canonical.count))
    switch problem {
    case CICU_LOCALE_OK:
      identifier = String(
        decoding: canonical.prefix { $0 != 0 }.map(UInt8.init(bitPattern:)), as: UTF8.self)
    case CICU_LOCALE_UNKNOWN_LANGUAGE:
      let language = text.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
      throw .unknownLocale(text, reason: "ICU has no data for language '\(language)'")
    case CICU_LOCALE_UNKNOWN_SCRIPT:
      throw .unknownLocale(text, reason: "its script is not an ISO 15924 code ICU knows")
    case CICU_LOCALE_UNKNOWN_REGION:
      throw .unknownLocale(text, reason: "its region is not a region code ICU knows")
    case CICU_LOCALE_UNKNOWN_CALENDAR:
      throw .unknownLocale(text, reason: "its calendar keyword names no calendar ICU knows")
    case CICU_LOCALE_UNKNOWN_NUMBERING_SYSTEM:
      throw .unknownLocale(text, reason: "its numbers keyword names no numbering system ICU knows")
    default:
      throw .unknownLocale(text, reason: "it is not a locale identifier")
    }
  }

  /// The canonical identifier.
  public var description: String { identifier }

  /// This locale with an ICU keyword set, such as `calendar=japanese`.
  func settingKeyword(_ key: String, to value: String) throws(FormattingError) -> String {
    try ICU.string("set '\(key)' on locale '\(identifier)'") { buffer, capacity, status in
      cicu_locale_set_keyword(identifier, key, value, buffer, capacity, &status)
    }
  }
}

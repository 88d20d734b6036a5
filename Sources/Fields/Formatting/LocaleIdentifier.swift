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
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)`` when ICU has no data for it.
  public init(_ text: String) throws(FormattingError) {
    let reason: String
    switch ICU.resolveLocale(text) {
    case .resolved(let canonical):
      identifier = canonical
      return
    case .unknownLanguage:
      let language = text.prefix { $0 != "_" && $0 != "-" && $0 != "@" }
      reason = "ICU has no data for language '\(language)'"
    case .unknownScript:
      reason = "its script is not an ISO 15924 code ICU knows"
    case .unknownRegion:
      reason = "its region is not a region code ICU knows"
    case .unknownCalendar:
      reason = "its calendar keyword names no calendar ICU knows"
    case .unknownNumberingSystem:
      reason = "its numbers keyword names no numbering system ICU knows"
    case .malformed:
      reason = "it is not a locale identifier"
    }
    throw .unknownLocale(
      text, reason: reason, suggestion: DisplayNames.nearestCode(to: text, kind: .locale))
  }

  /// The canonical identifier.
  public var description: String { identifier }

  /// This locale with an ICU keyword set, such as `calendar=japanese`.
  func settingKeyword(_ key: String, to value: String) throws(FormattingError) -> String {
    switch ICU.settingKeyword(key, to: value, in: identifier) {
    case .success(let text): return text
    case .failure(let status):
      throw .icuFailure(
        context: "set '\(key)' on locale '\(identifier)'", code: ICU.name(of: status.code))
    }
  }
}

/// The names a locale gives languages, regions, scripts, currencies, locales and calendars.
///
/// ```swift
/// let french = try DisplayNames(locale: "fr_FR")
/// try french.name(of: "de-CH", kind: .locale)    // "allemand (Suisse)"
/// try french.name(of: "us", kind: .region)       // "États-Unis"
/// try french.name(of: "XY", kind: .region)       // throws: did you mean 'XK'?
/// let short = try DisplayNames(locale: "en_US", style: .short)
/// try short.name(of: "GB", kind: .region)        // "UK"
/// ```
///
/// ## Codes
/// Codes are read case-insensitively, as BCP 47 reads them: `de-ch`, `us`, `latn`, `eur`. A
/// language is an ISO 639 code, a region an ISO 3166 code or a UN M.49 area (`419`), a script an
/// ISO 15924 code, a currency an ISO 4217 code, a locale an ICU identifier or BCP 47 tag, and a
/// calendar an ICU calendar type (`gregorian`, `buddhist`).
///
/// ## No substitution
/// ICU is asked without substitution, so a code it has no name for is an error
/// (``FormattingError/unknownCode(_:kind:suggestion:)``, with the nearest code ICU knows) rather
/// than the code given back as if it were a name. ICU names currencies by their long name in
/// both styles, as JavaScript's `Intl.DisplayNames` does.
///
/// ## Thread safety
/// `DisplayNames` is a `Sendable` value; equal values share one ICU object, whose calls take
/// turns on its lock.
public struct DisplayNames: Sendable, Hashable {
  /// The locale whose names are given.
  public let locale: LocaleIdentifier
  /// Long or short names.
  public let style: Style

  let handle: DisplayNamesHandle

  // MARK: - Creating display names

  /// Opens the display names of a locale.
  ///
  /// - Parameters:
  ///   - locale: An ICU identifier or BCP 47 tag.
  ///   - style: Long names (the default) or short ones.
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)`` for an unknown locale.
  public init(locale: String, style: Style = .long) throws(FormattingError) {
    let configuration = Configuration(locale: try LocaleIdentifier(locale), style: style)
    self.locale = configuration.locale
    self.style = style
    handle = try DisplayNamesHandle.cache.value(for: configuration) {
      () throws(FormattingError) in try DisplayNamesHandle(configuration)
    }
  }

  /// Display names with the configuration of `names` and the given ICU handle.
  init(_ names: DisplayNames, handle: DisplayNamesHandle) {
    locale = names.locale
    style = names.style
    self.handle = handle
  }

  // MARK: - Names

  /// The locale's name for a code of a kind.
  ///
  /// - Parameters:
  ///   - code: The code, in any case.
  ///   - kind: What the code names.
  /// - Returns: The name, such as `allemand (Suisse)` for `de-CH` in French.
  /// - Throws: ``FormattingError/unknownCode(_:kind:suggestion:)`` when the code is malformed
  ///   or ICU has no name for it.
  public func name(of code: String, kind: Kind) throws(FormattingError) -> String {
    try handle.name(of: code, kind: kind)
  }

  /// Display names are equal when their locale and style are.
  public static func == (lhs: DisplayNames, rhs: DisplayNames) -> Bool {
    lhs.locale == rhs.locale && lhs.style == rhs.style
  }

  /// Hashes the locale and style.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
    hasher.combine(style)
  }

  /// Everything that decides which ICU object the names need: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var style: Style
  }
}

import FoundationEssentials

/// Localized messages from the `Locales/` catalogs, formatted with ICU MessageFormat.
///
/// ```swift
/// let german = try MessageCatalog(locale: "de_AT")
/// try german.message("validity.tooShort", ["minimum": 8, "length": 3])
/// // "Verwende mindestens 8 Zeichen (jetzt 3)."
/// ```
///
/// A key missing from the locale's language falls back to English (`de_AT` → `de` → `en`), and
/// plural rules are those of the language whose text is used.
///
/// ## Errors
/// Every method that gives a message returns it, never `nil`, and throws
/// ``FormattingError`` when there is none to give: a key no catalog has, a validity message
/// for a valid value, or a pattern ICU cannot format with the arguments. Each of these is a
/// mistake of the caller or of a catalog, not an answer to handle as "no message".
///
/// ## Thread safety
/// A `Sendable` value; compiled messages are shared and used under a lock.
public struct MessageCatalog: Sendable, Hashable {
  /// The locale messages are for.
  public let locale: LocaleIdentifier
  /// The languages tried in order, such as `["de", "en"]`.
  public let languages: [String]

  /// The languages that have a catalog.
  //
  // A list beside `embedded`, not its keys: the first use of that dictionary looks up
  // `String: Hashable` at run time, about 430,000 instructions, a twentieth of all
  // `fieldcli validate email a@b.c` does, which shows no message. A test keeps the two equal.
  public static let availableLanguages = ["ar", "de", "en", "es", "fr", "ja", "pl", "ru"]

  /// Makes a catalog for a locale.
  ///
  /// - Throws: ``FormattingError/unknownLocale(_:reason:suggestion:)``.
  public init(locale: String) throws(FormattingError) {
    let resolved = try LocaleIdentifier(locale)
    self.locale = resolved
    let language = String(resolved.identifier.prefix { $0 != "_" && $0 != "@" })
    languages =
      language != "en" && Self.availableLanguages.contains(language) ? [language, "en"] : ["en"]
  }

  /// The message for `key`, with its named arguments filled in.
  ///
  /// - Throws: ``FormattingError/unknownMessage(_:)`` when no catalog has the key, or
  ///   ``FormattingError/icuFailure(context:code:)`` when ICU cannot format it.
  public func message(_ key: String, _ arguments: [String: MessageArgument] = [:])
    throws(FormattingError) -> String
  {
    for language in languages {
      guard let pattern = Self.catalog(language)?[key] else { continue }
      let formatLocale = language == languages.first ? locale.identifier : language
      let compiled = try MessageHandle.cache.value(
        for: MessageHandle.Key(locale: formatLocale, pattern: pattern)
      ) { () throws(FormattingError) in
        try MessageHandle(pattern: pattern, locale: formatLocale, key: key)
      }
      return try compiled.format(arguments)
    }
    throw .unknownMessage(key)
  }

  /// The languages whose catalogs are compiled in, for the test that compares them with
  /// ``availableLanguages``.
  package static var embeddedLanguages: [String] { embedded.keys.sorted() }

  /// The keys of a language's catalog, for tests that check every catalog is complete.
  package static func keys(language: String) -> Set<String> {
    Set(catalog(language)?.keys ?? [:].keys)
  }

  /// A language's raw pattern for a key, for tests.
  package static func pattern(_ key: String, language: String) -> String? {
    catalog(language)?[key]
  }
}

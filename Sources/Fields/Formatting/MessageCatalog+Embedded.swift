import FoundationEssentials

extension MessageCatalog {
  /// The catalogs compiled into the library from `Locales/` (see Package.swift).
  static let embedded: [String: [UInt8]] = [
    "ar": PackageResources.ar_json, "de": PackageResources.de_json,
    "en": PackageResources.en_json, "es": PackageResources.es_json,
    "fr": PackageResources.fr_json, "ja": PackageResources.ja_json,
    "pl": PackageResources.pl_json, "ru": PackageResources.ru_json,
  ]

  /// A language's catalog, decoded on its first use; `nil` for a language without one.
  ///
  /// One language at a time: decoding all eight at once took 5.4 million instructions, more
  /// than half of what `fieldcli validate text --stdin` did before its first line.
  static func catalog(_ language: String) -> [String: String]? {
    switch language {
    case "ar": Decoded.ar
    case "de": Decoded.de
    case "en": Decoded.en
    case "es": Decoded.es
    case "fr": Decoded.fr
    case "ja": Decoded.ja
    case "pl": Decoded.pl
    case "ru": Decoded.ru
    default: nil
    }
  }

  /// Each catalog, decoded once, when first asked for.
  private enum Decoded {
    static let ar = decode(PackageResources.ar_json)
    static let de = decode(PackageResources.de_json)
    static let en = decode(PackageResources.en_json)
    static let es = decode(PackageResources.es_json)
    static let fr = decode(PackageResources.fr_json)
    static let ja = decode(PackageResources.ja_json)
    static let pl = decode(PackageResources.pl_json)
    static let ru = decode(PackageResources.ru_json)

    static func decode(_ bytes: [UInt8]) -> [String: String]? {
      try? JSONDecoder().decode([String: String].self, from: Data(bytes))
    }
  }
}

extension MessageCatalog {
  /// The catalogs compiled into the library from `Locales/` (see Package.swift).
  static let embedded: [String: [UInt8]] = [
    "ar": PackageResources.ar_json, "de": PackageResources.de_json,
    "en": PackageResources.en_json, "es": PackageResources.es_json,
    "fr": PackageResources.fr_json, "ja": PackageResources.ja_json,
    "pl": PackageResources.pl_json, "ru": PackageResources.ru_json,
  ]
}

/// The locales the number and date targets spread over, picked by an input's first byte: Latin,
/// Arabic, Devanagari and Bengali digits, right-to-left scripts, CJK, and non-Gregorian calendars.
public let fuzzLocales = [
  "en_US", "de_DE", "ar_EG", "hi_IN", "ja_JP", "th-TH-u-ca-buddhist", "fa_IR", "he_IL",
  "zh_Hant_TW", "ru_RU", "fr_CH", "pl_PL", "bn_BD", "es_MX", "en_IN", "ja_JP@calendar=japanese",
]

/// Values made once per configuration and kept: ICU objects are costly to open, and libFuzzer
/// calls a target from one thread.
public final class FuzzCache<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]

  /// An empty cache.
  public init() {}

  /// The value for a key, made on first use.
  public func value(_ key: Key, make: () -> Value) -> Value {
    if let value = values[key] { return value }
    let value = make()
    values[key] = value
    return value
  }
}

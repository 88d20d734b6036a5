extension RelativeTimeFormat {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  ///
  /// Whether the number is always written is chosen per call, so it is not part of it.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var style: Style
  }
}

extension ListFormat {
  /// Everything that decides which ICU formatter a format needs: the cache key.
  struct Configuration: Hashable, Sendable {
    var locale: LocaleIdentifier
    var type: ListType
    var width: Width
  }
}

// MARK: - HTML

extension TextInputTraits.ReturnKey {
  /// The `enterkeyhint` that labels the return key so, or `nil` for the default key or a key
  /// HTML has no hint for.
  ///
  /// HTML's hints are enter, done, go, next, previous, search and send. Google's and Yahoo's
  /// keys are search keys named after the engine, so they are `search`; join, route,
  /// emergencyCall and continue have no hint, and a page shows the default key for them.
  var htmlEnterKeyHint: String? {
    switch self {
    case .go: return "go"
    case .google, .yahoo, .search: return "search"
    case .next: return "next"
    case .send: return "send"
    case .done: return "done"
    case .default, .join, .route, .emergencyCall, .continue: return nil
    }
  }
}

extension TextInputTraits.ReturnKey {
  /// The return key an `enterkeyhint` asks for: the inverse of ``htmlEnterKeyHint``, `enter` the
  /// default key; `nil` for a hint UIKit has no key for (`previous`) or does not know.
  init?(htmlEnterKeyHint hint: String) {
    if hint == "enter" {
      self = .default
      return
    }
    // The key named as the hint is: `search`, not Google's or Yahoo's search keys.
    guard let key = Self(rawValue: hint), key.htmlEnterKeyHint == hint else { return nil }
    self = key
  }
}

extension TextInputTraits {
  /// What the return key says; raw values are UIKit's case names.
  public enum ReturnKey: String, CaseIterable, Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    case `continue`
  }
}

/// One screen on a navigation stack: the page it shows, and how often it was reloaded.
///
/// ```swift
/// navigator.mainStack  // [Screen(path: "/posts"), Screen(path: "/posts/1")]
/// ```
///
/// A screen's path is the path and query of its URL (`/posts?page=2`); the fragment is left out,
/// since it only scrolls within a page.
public struct Screen: Sendable, Hashable {
  /// The path and query the screen shows.
  public var path: String
  /// The name of the custom screen a route override chose, or `nil` for a web screen.
  public var customName: String?
  /// How many times a refresh reloaded the screen.
  public var refreshCount: Int

  /// Makes a screen.
  ///
  /// - Parameters:
  ///   - path: The path and query the screen shows.
  ///   - customName: The custom screen a route override chose, or `nil` for a web screen.
  ///   - refreshCount: How many times it was reloaded.
  public init(path: String, customName: String? = nil, refreshCount: Int = 0) {
    self.path = path
    self.customName = customName
    self.refreshCount = refreshCount
  }

  /// Whether a refresh reloaded the screen since it was shown.
  public var isRefreshed: Bool { refreshCount > 0 }

  /// The screen as one word of ``Navigator/stackLines()``: its path, then a custom screen's
  /// name in brackets (`/numbers[Numbers]`).
  public var token: String {
    guard let customName else { return path }
    return "\(path)[\(customName)]"
  }
}

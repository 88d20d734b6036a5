/// One screen on a navigation stack: the page it shows, and how often it was reloaded.
///
/// ```swift
/// navigator.mainStack  // [Screen(path: "/posts"), Screen(path: "/posts/1")]
/// ```
///
/// A screen's path is the path and query of its URL (`/posts?page=2`); the fragment is left out,
/// since it only scrolls within a page.
///
/// ## Identity
/// Two screens are equal when they show the same page the same way: path, custom screen and
/// reload count. ``id`` tells apart two screens of the same page (`/a` pushed twice), so that
/// what belongs to one screen, such as a form or a connected bridge component, can be kept
/// beside the navigator's stacks and goes when the screen is popped, replaced or dismissed.
/// A reload keeps the screen and its ``id``.
public struct Screen: Sendable, Hashable, Identifiable {
  /// Which screen this is, unique among all screens made in the process.
  public let id: ID
  /// The path and query the screen shows.
  public var path: String
  /// The name of the custom screen a route override chose, or `nil` for a web screen.
  public var customName: String?
  /// How many times a refresh reloaded the screen.
  public var refreshCount: Int

  /// Makes a screen with an ``id`` no other screen has.
  ///
  /// - Parameters:
  ///   - path: The path and query the screen shows.
  ///   - customName: The custom screen a route override chose, or `nil` for a web screen.
  ///   - refreshCount: How many times it was reloaded.
  public init(path: String, customName: String? = nil, refreshCount: Int = 0) {
    self.id = ID.next()
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

  // MARK: - Equality without identity

  /// Whether two screens show the same page the same way, whichever screens they are.
  public static func == (lhs: Screen, rhs: Screen) -> Bool {
    lhs.path == rhs.path && lhs.customName == rhs.customName
      && lhs.refreshCount == rhs.refreshCount
  }

  /// Hashes what ``==(_:_:)`` compares, and not ``id``.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(customName)
    hasher.combine(refreshCount)
  }
}

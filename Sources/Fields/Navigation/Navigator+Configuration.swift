extension Navigator {
  /// What a navigator knows of its app: where it starts, and so which host is its own.
  ///
  /// ```swift
  /// let configuration = try Navigator.Configuration(startLocation: "https://app.example.com/")
  /// ```
  ///
  /// A URL on another host, or with a scheme other than `http` and `https`, opens outside the
  /// app; a path such as `/posts/1` is on the app's host.
  public struct Configuration: Sendable, Hashable {
    /// The URL of the app's first screen.
    public let startLocation: String
    /// The start location taken apart.
    let start: NavigationLocation
    /// The app's host, in lowercase.
    let host: String

    /// Makes a configuration.
    ///
    /// - Parameter startLocation: A full `http` or `https` URL, such as
    ///   `https://app.example.com/`.
    /// - Throws: ``NavigatorError/invalidStartLocation(_:)`` for anything else.
    public init(startLocation: String) throws(NavigatorError) {
      guard let location = try? NavigationLocation(parsing: startLocation),
        location.scheme != nil, location.isWeb, let host = location.host
      else { throw .invalidStartLocation(startLocation) }
      self.startLocation = startLocation
      self.start = location
      self.host = host
    }
  }
}

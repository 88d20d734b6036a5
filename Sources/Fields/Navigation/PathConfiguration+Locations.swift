// MARK: - Locations

extension PathConfiguration {
  /// What a path is read against: any origin serves, since only the path and query count.
  private static let base = try? WebURL("https://example.com/")

  /// A location as the app has it.
  struct AppLocation {
    /// The URL as the web view hands it over: a path's normalized path and query, or a URL's
    /// normalized href.
    var url: String
    /// `URL.path`: percent-decoded, without a trailing `/` except the root.
    var path: String
    /// `URL.query`: as encoded.
    var query: String?
  }

  /// The URL, path and query a location has in the app.
  ///
  /// Turbo hands the app URLs that the web view parsed, as the WHATWG URL Standard says (dot
  /// segments resolved, spaces percent-encoded); Hotwire Native then reads `URL.path`, which is
  /// percent-decoded and loses a trailing `/`, and `URL.query`, which stays encoded.
  ///
  /// - Throws: ``PathConfigurationError/notALocation(_:)`` unless the location starts with `/`
  ///   or is an absolute URL.
  static func appLocation(of location: String) throws(PathConfigurationError) -> AppLocation {
    let url: WebURL
    do {
      if location.hasPrefix("/") {
        guard let base else { throw PathConfigurationError.notALocation(location) }
        url = try WebURL(location, base: base)
      } else {
        url = try WebURL(location)
      }
    } catch {
      throw .notALocation(location)
    }
    let encoded = url.pathname
    // A path that decodes to bytes that are not UTF-8 has no String in Foundation either; it
    // is left encoded.
    var path = String(validating: WebURL.Host.percentDecode(encoded), as: UTF8.self) ?? encoded
    if path.count > 1, path.hasSuffix("/") { path.removeLast() }
    let given = location.hasPrefix("/") ? encoded + url.search : url.href
    return AppLocation(url: given, path: path, query: url.query)
  }
}

/// A visit's URL taken apart as far as navigation needs: its scheme and host, to tell an
/// external URL, and its path and query, to name and compare screens.
///
/// Parsing is a single pass over the text, so its cost is linear in the URL's length. It
/// follows RFC 3986's split into scheme, authority, path, query and fragment, and checks no
/// more than navigation needs.
struct NavigationLocation: Sendable, Hashable {
  /// The scheme in lowercase, or `nil` for a path (`/posts/1`).
  var scheme: String?
  /// The host in lowercase, without user information or port, or `nil` when there is none.
  var host: String?
  /// The path, `/` when the URL has none.
  var path: String
  /// The query without its `?`, or `nil` when there is none.
  var query: String?

  /// Takes a path or a full URL apart.
  ///
  /// - Parameter text: A path starting with `/`, or a URL with a scheme.
  /// - Throws: ``NavigatorError`` for an empty URL, a space or control character, a relative
  ///   path, or an `http`/`https` URL without a host.
  init(parsing text: String) throws(NavigatorError) {
    guard !text.isEmpty else { throw .emptyURL }
    if text.unicodeScalars.contains(where: Self.needsEncoding) {
      throw .unencodedCharacter(url: text)
    }
    var rest = Substring(text)
    scheme = Self.scheme(of: &rest)
    guard scheme != nil || rest.hasPrefix("/") else { throw .relativeURL(text) }
    host = nil
    // The delimiters are ASCII, so searching the UTF-8 view finds the same places as searching
    // characters, without grapheme breaking.
    if rest.hasPrefix("//") {
      rest = rest.dropFirst(2)
      let end =
        rest.utf8.firstIndex {
          $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#")
        }
        ?? rest.endIndex
      host = Self.host(inAuthority: rest[..<end])
      rest = rest[end...]
    }
    if let fragment = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<fragment] }
    if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = String(rest[rest.utf8.index(after: mark)...])
      rest = rest[..<mark]
    } else {
      query = nil
    }
    path = rest.isEmpty ? "/" : String(rest)
    if scheme != nil && isWeb && (host ?? "").isEmpty { throw .missingHost(url: text) }
  }

  /// Whether the scheme is `http` or `https`, or absent as in a path.
  var isWeb: Bool { scheme == nil || scheme == "http" || scheme == "https" }

  /// The path, then `?` and the query when there is one: how a screen is named.
  var pathAndQuery: String {
    guard let query else { return path }
    return "\(path)?\(query)"
  }

  /// Whether the URL leaves the app: a scheme other than `http` and `https` (`mailto:`, `tel:`,
  /// a custom one), or another host than the app's.
  ///
  /// - Parameter appHost: The app's host, in lowercase.
  /// - Returns: Whether the URL opens outside the app.
  func isExternal(toHost appHost: String) -> Bool {
    guard isWeb else { return true }
    guard let host else { return false }
    return host != appHost
  }

  /// Takes the scheme and its colon off the front of a URL, if it starts with one.
  private static func scheme(of rest: inout Substring) -> String? {
    let scalars = rest.unicodeScalars
    guard let first = scalars.first, isLetter(first) else { return nil }
    var index = scalars.startIndex
    while index != scalars.endIndex {
      let scalar = scalars[index]
      if scalar == ":" {
        let scheme = String(scalars[..<index]).lowercased()
        rest = Substring(scalars[scalars.index(after: index)...])
        return scheme
      }
      let allowed =
        isLetter(scalar) || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar)
      guard allowed else { return nil }
      scalars.formIndex(after: &index)
    }
    return nil
  }

  /// The host of an authority (`user@host:port`), in lowercase.
  private static func host(inAuthority authority: Substring) -> String {
    var host = authority
    if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
    if host.hasPrefix("[") {
      // An IPv6 literal holds colons of its own; the port follows its closing bracket.
      if let close = host.firstIndex(of: "]") { host = host[...close] }
    } else if let colon = host.firstIndex(of: ":") {
      host = host[..<colon]
    }
    return host.lowercased()
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  /// Whether a URL must percent-encode the scalar: white space and control characters.
  private static func needsEncoding(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value <= 0x20 || scalar.value == 0x7F }
    return scalar.properties.isWhitespace || QuotedText.needsEscape(scalar)
  }
}

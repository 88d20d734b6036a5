/// A URL parsed as browsers parse it: the WHATWG URL Standard's basic URL parser.
///
/// ```swift
/// let url = try WebURL("HTTPS://Bücher.example:443/a/./b/../c?q=1#top")
/// url.href      // "https://xn--bcher-kva.example/a/c?q=1#top"
/// url.hostname  // "xn--bcher-kva.example"
/// try WebURL("../x", base: "http://h/a/b/c").href  // "http://h/a/x"
/// ```
///
/// Parsing normalizes: the scheme and domain are lowercased, default ports dropped, `.` and
/// `..` segments resolved, and characters outside each component's set percent-encoded. A
/// text that is not a URL throws ``Failure``, named as the standard names its validation
/// errors.
///
/// The URL is kept as its serialization, ``href``, with the offsets where each component
/// starts and ends (as ada-url's `url_aggregator` keeps it); the components are read from it.
public struct WebURL: Sendable, Hashable, CustomStringConvertible {
  /// The whole URL, serialized: the normalized value a form submits.
  public let href: String
  /// Where each component lies in ``href``, in UTF-8 offsets (``href`` is ASCII).
  let offsets: Offsets
  /// The port, or `nil` when none was given or it is the scheme's default.
  public let port: Int?

  /// Component boundaries in the serialization
  /// `scheme:[//[username[:password]@]host[:port]][/.]path[?query][#fragment]`.
  struct Offsets: Sendable, Hashable {
    /// The offset of the `:` after the scheme.
    var schemeEnd = 0
    /// The end of the username (its start is `schemeEnd + 3` when there is a host).
    var usernameEnd = 0
    /// The end of the password; equals `usernameEnd` when there is none.
    var passwordEnd = 0
    var hostStart = 0
    var hostEnd = 0
    /// The start of the path, after the port and after any `/.` that keeps a path starting
    /// with `//` from reading back as a host.
    var pathStart = 0
    /// The offset of `?`, or -1.
    var queryStart = -1
    /// The offset of `#`, or -1.
    var fragmentStart = -1
    var hostKind = HostKind.none
    var scheme = SchemeKind.other
    var hasOpaquePath = false
  }

  /// What kind of host the serialization holds between `hostStart` and `hostEnd`.
  enum HostKind: UInt8, Sendable, Hashable {
    case none, domain, ipv4, ipv6, opaque, empty
  }

  init(href: String, offsets: Offsets, port: Int?) {
    self.href = href
    self.offsets = offsets
    self.port = port
  }

  /// The text between two UTF-8 offsets of ``href``.
  func slice(_ start: Int, _ end: Int) -> String {
    guard start < end else { return "" }
    let utf8 = href.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: start)
    let to = utf8.index(from, offsetBy: end - start)
    return String(decoding: utf8[from..<to], as: UTF8.self)
  }

  /// Where the path ends: at the query, the fragment or the end.
  var pathEnd: Int {
    if offsets.queryStart >= 0 { return offsets.queryStart }
    if offsets.fragmentStart >= 0 { return offsets.fragmentStart }
    return href.utf8.count
  }

  // MARK: - Components

  /// The scheme, lowercased, without `:`.
  public var scheme: String { slice(0, offsets.schemeEnd) }

  /// The username, percent-encoded.
  public var username: String {
    offsets.hostKind == .none ? "" : slice(offsets.schemeEnd + 3, offsets.usernameEnd)
  }

  /// The password, percent-encoded.
  public var password: String {
    offsets.passwordEnd > offsets.usernameEnd
      ? slice(offsets.usernameEnd + 1, offsets.passwordEnd) : ""
  }

  /// The host, or `nil` for URLs without one (`mailto:`, `sc:/path`).
  public var host: Host? {
    let text = hostname
    switch offsets.hostKind {
    case .none: return nil
    case .empty: return .empty
    case .domain: return .domain(text)
    case .opaque: return .opaque(text)
    case .ipv4: return .ipv4(Host.ipv4Value(serialized: text))
    case .ipv6: return .ipv6(Host.ipv6Pieces(serialized: text))
    }
  }

  /// Whether the scheme is one of ftp, file, http, https, ws and wss.
  public var isSpecial: Bool { offsets.scheme != .other }

  public var description: String { href }

  /// The scheme with its colon, as `URL.protocol` gives it.
  public var `protocol`: String { slice(0, offsets.schemeEnd + 1) }

  /// The host and port, as `URL.host` gives it.
  public var hostWithPort: String {
    offsets.hostKind == .none ? "" : slice(offsets.hostStart, offsets.pathStart)
  }

  /// The host alone, as `URL.hostname` gives it.
  public var hostname: String { slice(offsets.hostStart, offsets.hostEnd) }

  /// The port as text, empty when there is none.
  public var portText: String { port.map(String.init) ?? "" }

  /// The path, serialized.
  public var pathname: String { slice(offsets.pathStart, pathEnd) }

  /// The query without `?`, or `nil` when there is none.
  public var query: String? {
    guard offsets.queryStart >= 0 else { return nil }
    let end = offsets.fragmentStart >= 0 ? offsets.fragmentStart : href.utf8.count
    return slice(offsets.queryStart + 1, end)
  }

  /// The fragment without `#`, or `nil` when there is none.
  public var fragment: String? {
    guard offsets.fragmentStart >= 0 else { return nil }
    return slice(offsets.fragmentStart + 1, href.utf8.count)
  }

  /// `?` and the query, or empty when the query is empty or missing.
  public var search: String { query.map { $0.isEmpty ? "" : "?" + $0 } ?? "" }

  /// `#` and the fragment, or empty when the fragment is empty or missing.
  public var hash: String { fragment.map { $0.isEmpty ? "" : "#" + $0 } ?? "" }
}

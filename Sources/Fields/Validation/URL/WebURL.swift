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
public struct WebURL: Sendable, Hashable, CustomStringConvertible {
  /// The scheme, lowercased, without `:`.
  public internal(set) var scheme: String
  /// The username, percent-encoded.
  public internal(set) var username = ""
  /// The password, percent-encoded.
  public internal(set) var password = ""
  /// The host, or `nil` for URLs without one (`mailto:`, `sc:/path`).
  public internal(set) var host: Host?
  /// The port, or `nil` when none was given or it is the scheme's default.
  public internal(set) var port: Int?
  var path: Path = .segments([])
  /// The query without `?`, or `nil` when there is none.
  public internal(set) var query: String?
  /// The fragment without `#`, or `nil` when there is none.
  public internal(set) var fragment: String?

  /// A path: a list of segments, or one opaque string for URLs such as `mailto:a@b`.
  enum Path: Sendable, Hashable {
    case segments([String])
    case opaque(String)
  }

  init(scheme: String) { self.scheme = scheme }

  // MARK: - Special schemes

  /// The schemes the standard treats specially, with their default ports.
  static let specialSchemes: [String: Int?] = [
    "ftp": 21, "file": nil, "http": 80, "https": 443, "ws": 80, "wss": 443,
  ]

  /// Whether the scheme is one of ftp, file, http, https, ws and wss.
  public var isSpecial: Bool { Self.specialSchemes[scheme] != nil }

  // MARK: - Serialization

  /// The whole URL, serialized: the normalized value a form submits.
  public var href: String {
    var output = scheme + ":"
    if let host {
      output += "//"
      if !username.isEmpty || !password.isEmpty {
        output += username
        if !password.isEmpty { output += ":" + password }
        output += "@"
      }
      output += host.description
      if let port { output += ":" + String(port) }
    } else if case .segments(let segments) = path, segments.count > 1, segments[0].isEmpty {
      // Keeps "web+demo:/.//not-a-host/" from reading back with a host.
      output += "/."
    }
    output += pathname
    if let query { output += "?" + query }
    if let fragment { output += "#" + fragment }
    return output
  }

  public var description: String { href }

  /// The scheme with its colon, as `URL.protocol` gives it.
  public var `protocol`: String { scheme + ":" }

  /// The host and port, as `URL.host` gives it.
  public var hostWithPort: String {
    guard let host else { return "" }
    return host.description + (port.map { ":" + String($0) } ?? "")
  }

  /// The host alone, as `URL.hostname` gives it.
  public var hostname: String { host?.description ?? "" }

  /// The port as text, empty when there is none.
  public var portText: String { port.map(String.init) ?? "" }

  /// The path, serialized.
  public var pathname: String {
    switch path {
    case .opaque(let text): return text
    case .segments(let segments): return segments.map { "/" + $0 }.joined()
    }
  }

  /// `?` and the query, or empty when the query is empty or missing.
  public var search: String { query.map { $0.isEmpty ? "" : "?" + $0 } ?? "" }

  /// `#` and the fragment, or empty when the fragment is empty or missing.
  public var hash: String { fragment.map { $0.isEmpty ? "" : "#" + $0 } ?? "" }
}

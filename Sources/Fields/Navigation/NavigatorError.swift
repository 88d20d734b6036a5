/// Why the navigator could not route a URL: one sentence naming the URL and what to give
/// instead.
///
/// ```text
/// Relative URL 'posts/1'. Please give a path that starts with '/', such as '/posts/1', or a full URL.
/// ```
public enum NavigatorError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL is empty.
  case emptyURL
  /// The URL holds a space or a control character, which a URL must percent-encode.
  case unencodedCharacter(url: String)
  /// The URL is neither a path starting with `/` nor a full URL with a scheme.
  case relativeURL(String)
  /// An `http` or `https` URL without a host.
  case missingHost(url: String)
  /// The start location is not a full `http` or `https` URL.
  case invalidStartLocation(String)
  /// A `context` property that is neither `default` nor `modal`.
  case unknownContext(String)
  /// A `presentation` property that is not one of ``NavigationPresentation``'s spellings.
  case unknownPresentation(String)

  /// The sentence.
  public var description: String {
    switch self {
    case .emptyURL:
      return "The URL is empty. Please give a path such as '/posts/1' or a full URL such as "
        + "'https://app.example.com/posts/1'."
    case .unencodedCharacter(let url):
      return "The URL \(QuotedText.quoted(url)) holds a space or a control character. "
        + "Please percent-encode it, as in '%20'."
    case .relativeURL(let url):
      return "Relative URL \(QuotedText.quoted(url)). Please give a path that starts with '/', "
        + "such as '/posts/1', or a full URL."
    case .missingHost(let url):
      return "The URL \(QuotedText.quoted(url)) has no host. Please give one, as in "
        + "'https://app.example.com/posts/1'."
    case .invalidStartLocation(let url):
      return "Invalid start location \(QuotedText.quoted(url)). Please give a full http or https "
        + "URL such as 'https://app.example.com/'."
    case .unknownContext(let value):
      return "Unknown context \(QuotedText.quoted(value)). Please use "
        + Self.choices(NavigationContext.allCases.map(\.rawValue)) + "."
    case .unknownPresentation(let value):
      return "Unknown presentation \(QuotedText.quoted(value)). Please use "
        + Self.choices(NavigationPresentation.allCases.map(\.rawValue)) + "."
    }
  }

  /// `'a', 'b' or 'c'`.
  private static func choices(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.joined() }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}

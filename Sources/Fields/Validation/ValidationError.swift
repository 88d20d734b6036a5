/// A validator that cannot be set up as asked: its constraints contradict themselves or cannot
/// be read. (A value that breaks constraints is not an error; see ``ValidityState``.)
public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The pattern is no JavaScript regular expression under the `v` flag; the reason says why
  /// and where.
  case invalidPattern(String, reason: String)
  /// The pattern nests groups and sets deeper than the limit.
  case patternTooDeep(String, depth: Int, limit: Int)
  /// A length limit below zero, or a minimum above the maximum.
  case invalidLengthLimits(minimum: Int?, maximum: Int?)
  /// A scheme in the allowed list that is not a URL scheme.
  case invalidScheme(String)
  /// A number option (minimum, maximum, step) that is not a plain decimal number.
  case invalidNumberOption(name: String, value: String)
  /// A date or time option not in the kind's ISO form.
  case invalidDateOption(name: String, value: String, kind: String)
  /// A step of zero or less.
  case invalidStep(String)
  /// A picker's minute interval that is no divisor of 60 from 1 to 30.
  case invalidMinuteInterval(Int)
  /// A minimum between the minutes a picker's minute wheel shows.
  case minimumOffMinuteInterval(minimum: String, minuteInterval: Int)
  /// A phone field with neither a region nor a locale that names one.
  case noPhoneRegion
  /// A base URL that is not a URL.
  case invalidBaseURL(String, reason: WebURL.Failure)

  /// One sentence naming the bad setting and what to give instead.
  public var description: String {
    switch self {
    case .invalidPattern(let pattern, let reason):
      return
        "The pattern \(quoted(Self.shown(pattern))) does not compile: \(reason). Please give a JavaScript regular expression such as '[A-Z]{2}[0-9]+'."
    case .patternTooDeep(let pattern, let depth, let limit):
      return
        "The pattern \(quoted(Self.shown(pattern))) nests groups and sets \(depth) deep. Please nest them at most \(limit) deep."
    case .invalidLengthLimits(let minimum, let maximum):
      let shown = [minimum.map { "minimum \($0)" }, maximum.map { "maximum \($0)" }]
        .compactMap { $0 }.joined(separator: ", ")
      return
        "Invalid length limits (\(shown)). Please give counts of 0 or more with the minimum not above the maximum."
    case .invalidScheme(let scheme):
      return
        "Invalid scheme \(quoted(scheme)). Please give schemes such as 'https' or 'mailto', without ':'."
    case .invalidNumberOption(let name, let value):
      return
        "Invalid \(name) \(quoted(value)). Please give a plain decimal number such as '10' or '-2.5'."
    case .invalidDateOption(let name, let value, let kind):
      let example = kind == "date" ? "2024-09-14" : kind == "time" ? "13:30" : "2024-09-14T13:30"
      return
        "Invalid \(name) \(quoted(value)) for \(kind). Please give it in ISO form, such as '\(example)'."
    case .invalidStep(let step):
      return "Invalid step \(quoted(step)). Please give a number above zero, or 'any'."
    case .invalidMinuteInterval(let interval):
      return
        "Invalid minute interval \(interval). Please give a divisor of 60 from 1 to 30, such as 15."
    case .minimumOffMinuteInterval(let minimum, let interval):
      return
        "The minimum \(quoted(minimum)) is not on the minute interval of \(interval). Please give a minimum whose minutes are a multiple of \(interval), with no seconds."
    case .noPhoneRegion:
      return
        "No region for phone numbers. Please give a region such as 'US', or a locale with one such as 'de_DE'."
    case .invalidBaseURL(let base, let reason):
      return
        "Invalid base URL \(quoted(base)): \(reason). Please give an absolute URL such as 'https://example.com/'."
    }
  }

  /// A pattern as a message shows it: whole up to 80 characters, else its start and an ellipsis,
  /// so that a pattern of thousands of characters still makes a one-line message.
  private static func shown(_ pattern: String) -> String {
    pattern.count <= 80 ? pattern : String(pattern.prefix(60)) + "…"
  }
}

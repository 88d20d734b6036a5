// MARK: - CustomStringConvertible

extension FormattingError: CustomStringConvertible {
  /// One sentence naming the bad value and what to give instead.
  public var description: String {
    switch self {
    case .unknownLocale(let identifier, let reason, let suggestion):
      return "Unknown locale \(quoted(identifier)): \(reason)."
        + (suggestion.map { " Did you mean \(quoted($0))?" } ?? "")
        + " Please provide an identifier such as 'de_DE', 'en-US' or 'th_TH@calendar=buddhist'."
    case .unknownTimeZone(let zone):
      return
        "Unknown time zone \(quoted(zone)). Please provide an IANA identifier such as 'Europe/Berlin', 'America/New_York' or 'UTC'."
    case .unknownCalendar(let calendar):
      let known = CalendarSystem.allCases.map(\.rawValue).joined(separator: ", ")
      return "Unknown calendar \(quoted(calendar)). Please provide one of: \(known)."
    case .unknownCurrency(let code):
      return
        "Unknown currency \(quoted(code)). Please provide an ISO 4217 code such as 'EUR', 'USD' or 'JPY'."
    case .noDefaultCurrency(let locale):
      return
        "Locale \(quoted(locale)) names no region, so it has no currency. Please add a currency code such as 'EUR'."
    case .invalidPattern(let pattern, let reason):
      return
        "Invalid date pattern \(quoted(pattern)): \(reason). Please provide an ICU pattern such as 'yyyy-MM-dd HH:mm' (quote literal letters: 'at')."
    case .invalidSkeleton(let skeleton, let reason):
      return
        "Invalid date skeleton \(quoted(skeleton)): \(reason). Please provide date field letters such as 'yMMMd' or 'jm'."
    case .nothingToFormat:
      return
        "Both the date style and the time style are 'none'. Please set at least one to short, medium, long or full."
    case .invalidFractionDigits(let minimum, let maximum):
      let shown = [minimum.map { "minimum \($0)" }, maximum.map { "maximum \($0)" }]
        .compactMap { $0 }.joined(separator: ", ")
      return
        "Invalid fraction digits (\(shown)). Please give counts from 0 to 999 with the minimum not above the maximum."
    case .optionNotForStyle(let option, let style):
      return
        "The option \(quoted(option)) does not apply to style \(quoted(style)). Please use it with style 'currency' or leave it out."
    case .invalidInstant(let text, let reason):
      return
        "\(quoted(text)) is not an instant: \(reason). Please write ISO 8601 with an offset, such as '2024-09-14T13:00:00Z' or '2024-09-14T15:00:00+02:00', or '@' and epoch seconds, such as '@1726318800'."
    case .invalidNumber(let text):
      return
        "\(quoted(text)) is not a number. Please write a plain decimal number such as '1234.5', '-0.25' or '6.02e23'."
    case .parsingNotSupported(let style):
      return
        "ICU cannot parse numbers in style \(quoted(style)). Please parse with style 'decimal', 'percent', 'currency' or 'scientific'."
    case .unparsable(let text, let expected):
      return "\(quoted(text)) does not parse as \(expected)."
    case .tooManyDigits(let text, let count, let limit, let expected):
      return
        "\(quoted(text)) has \(count) digits, more than \(expected) has (at most \(limit)), so it was not read."
    case .unknownMessage(let key):
      return "No catalog has a message \(quoted(key)). Please use a key from Locales/en.json."
    case .noMessageForValidValue(let value):
      return
        "\(quoted(value)) is valid, so it has no validity message. Please ask only for the message of a result that is not valid."
    case .invalidMessagePattern(let key, let locale, let offset):
      return
        "The message \(quoted(key)) for \(quoted(locale)) is not ICU MessageFormat (error at character \(offset)). Please fix it in Locales/."
    case .icuFailure(let context, let code):
      return "ICU failed to \(context) (\(code))."
    case .unknownUnit(let unit, let suggestion):
      return "Unknown unit \(quoted(unit))."
        + (suggestion.map { " Did you mean \(quoted($0))?" } ?? "")
        + " Please give a CLDR unit identifier such as 'kilometer-per-hour', 'celsius' or 'megabyte'."
    case .unknownCode(let code, let kind, let suggestion):
      return "Unknown \(kind) code \(quoted(code))."
        + (suggestion.map { " Did you mean \(quoted($0))?" } ?? "")
        + " Please give \(Self.codeExample(kind))."
    case .invalidRange(let text, let reason):
      return
        "\(quoted(text)) is not a range: \(reason)."
    case .invalidPlainValue(let text, let reason):
      return "\(quoted(text)) cannot be formatted: \(reason)."
    case .invalidOption(let option, let value, let expected, let suggestion):
      return "Invalid value \(quoted(value)) for '--\(option)'."
        + (suggestion.map { " Did you mean \(quoted($0))?" } ?? "")
        + " Please give \(expected)."
    }
  }
}

// MARK: - Showing user input

extension FormattingError {

  /// A bad value in single quotes, safe on one line: control characters and line separators
  /// are escaped (a tab or a line break would split a result line) and a long value is cut
  /// with its length noted.
  func quoted(_ value: String) -> String { QuotedText.quoted(value) }

  /// Examples of the codes of a kind, for the message about an unknown one.
  static func codeExample(_ kind: String) -> String {
    switch kind {
    case "language": "an ISO 639 code such as 'de', 'fr' or 'zh'"
    case "region": "an ISO 3166 code such as 'DE', 'CH' or '419'"
    case "script": "an ISO 15924 code such as 'Latn', 'Cyrl' or 'Hant'"
    case "currency": "an ISO 4217 code such as 'EUR', 'USD' or 'JPY'"
    case "locale": "a locale such as 'de-CH', 'en_US' or 'zh-Hant-TW'"
    case "calendar": "a calendar such as 'gregorian', 'buddhist' or 'islamic-umalqura'"
    default: "a \(kind) code"
    }
  }
}

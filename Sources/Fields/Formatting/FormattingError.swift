/// An error from configuring a format or from formatting and parsing a value.
///
/// Each case carries the input that was refused, so a caller can show it back. The
/// ``description`` is one sentence in English that names the bad value and says what to give
/// instead; it is what `fieldcli` prints.
///
/// ```swift
/// do {
///   _ = try DateFormat(locale: "xx_YY")
/// } catch let error as FormattingError {
///   print(error)  // Unknown locale 'xx_YY': ICU has no data for language 'xx'. ...
/// }
/// ```
public enum FormattingError: Error, Equatable, Sendable {
  /// ICU has no data for the locale, or the identifier is malformed; `suggestion` is the
  /// nearest of ICU's available locales, in the spelling given (`de-DE` for `de-DX`).
  case unknownLocale(String, reason: String, suggestion: String? = nil)
  /// ICU knows no time zone by this identifier.
  case unknownTimeZone(String)
  /// ICU knows no calendar by this name.
  case unknownCalendar(String)
  /// ISO 4217 has no currency with this code.
  case unknownCurrency(String)
  /// The locale names no region, so it has no currency of its own.
  case noDefaultCurrency(locale: String)
  /// A date pattern ICU would misread.
  case invalidPattern(String, reason: String)
  /// A date skeleton with a character that is no date field.
  case invalidSkeleton(String, reason: String)
  /// Both the date style and the time style are `none`, so nothing would be shown.
  case nothingToFormat
  /// The fraction digit limits contradict each other or are out of range.
  case invalidFractionDigits(minimum: Int?, maximum: Int?)
  /// An option that only one style takes was given to another.
  case optionNotForStyle(option: String, style: String)
  /// A text that is not an instant in ISO 8601 with an offset, or `@` with epoch seconds.
  case invalidInstant(String, reason: String)
  /// A text that is not a plain decimal number.
  case invalidNumber(String)
  /// ICU cannot parse this number style (compact notation is format-only).
  case parsingNotSupported(style: String)
  /// A text that does not parse in the format's locale and pattern.
  case unparsable(String, expected: String)
  /// A text with more digits than any value of its kind has, refused before ICU reads it.
  ///
  /// `expected` names the kind, such as "a date"; `limit` is the most digits it may have.
  case tooManyDigits(String, count: Int, limit: Int, expected: String)
  /// No catalog, not even English, has a message with this key.
  case unknownMessage(String)
  /// A message was asked for a value that is valid: it breaks no constraint, so there is no
  /// validity message to give.
  case noMessageForValidValue(String)
  /// A catalog's pattern is not ICU MessageFormat syntax.
  case invalidMessagePattern(key: String, locale: String, offset: Int)
  /// ICU failed in a way the configuration checks did not foresee.
  case icuFailure(context: String, code: String)
  /// CLDR has no unit by this identifier; `suggestion` is the nearest one it has.
  case unknownUnit(String, suggestion: String?)
  /// A code that names nothing of its kind: `kind` is "language", "region", "script",
  /// "currency", "locale" or "calendar"; `suggestion` is the nearest known code.
  case unknownCode(String, kind: String, suggestion: String?)
  /// A line that is not two values (a start and an end) separated by a tab.
  case invalidRange(String, reason: String)
  /// A plain date or plain time that names no day or time, or that the layout cannot show;
  /// `reason` says which and what to give instead.
  case invalidPlainValue(String, reason: String)
  /// An option value that is none of the ones the option takes; `suggestion` is the nearest.
  case invalidOption(option: String, value: String, expected: String, suggestion: String?)
}

public import FoundationEssentials

// MARK: - Parsing

extension DateFormat {
  /// Reads text in this format's locale, pattern, time zone and calendar, strictly.
  ///
  /// The whole text must match: `14.09.24, 15:00` parses in de_DE's short styles, while
  /// `14.09.24, 15:00 Uhr` and `31.02.24, 15:00` do not. A plain space is accepted where the
  /// pattern has a no-break space (ICU 72 puts U+202F before AM/PM), since that is what a
  /// keyboard types.
  ///
  /// A text with more than 32 digits is refused before ICU reads it: no date has that many,
  /// and ICU 72 crashes on a fraction of a second with 35.
  ///
  /// - Throws: ``FormattingError/unparsable(_:expected:)`` naming the pattern expected, or
  ///   ``FormattingError/tooManyDigits(_:count:limit:expected:)``.
  public func parse(_ text: String) throws(FormattingError) -> Date {
    let digits = ParseBounds.digitCount(text, stoppingAbove: ParseBounds.dateDigits)
    guard digits <= ParseBounds.dateDigits else {
      throw .tooManyDigits(
        text, count: ParseBounds.digitCount(text), limit: ParseBounds.dateDigits,
        expected: "a date")
    }
    guard let milliseconds = handle.parse(text) else {
      throw .unparsable(text, expected: "a date in \(locale)'s format '\(pattern)'")
    }
    return Date(timeIntervalSince1970: milliseconds / 1000)
  }

  /// The strategy that parses what this format writes.
  public var parseStrategy: ParseStrategy { ParseStrategy(format: self) }

  /// Parses text written in a ``DateFormat``.
  public struct ParseStrategy: Sendable, Hashable {
    /// The format whose text this strategy reads.
    public let format: DateFormat

    /// Parses the whole text strictly.
    ///
    /// - Throws: ``FormattingError/unparsable(_:expected:)`` or
    ///   ``FormattingError/tooManyDigits(_:count:limit:expected:)``.
    public func parse(_ text: String) throws(FormattingError) -> Date {
      try format.parse(text)
    }
  }
}

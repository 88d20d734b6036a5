// MARK: - Parsing

extension NumberFormat {
  /// Reads a number written in this format's locale and style, strictly.
  ///
  /// The whole text must be a number the locale writes: in de_DE `1.234,5` and `1234,5` parse;
  /// `1,2,3`, `12abc` and `1.23.4` do not. In the percent style `12 %` is 0.12.
  ///
  /// A text with more than 400 digits is refused before ICU reads it: ICU's parse time grows
  /// with the square of the digits.
  ///
  /// - Throws: ``FormattingError/unparsable(_:expected:)``,
  ///   ``FormattingError/tooManyDigits(_:count:limit:expected:)``, or
  ///   ``FormattingError/parsingNotSupported(style:)`` for the compact styles.
  public func parse(_ text: String) throws(FormattingError) -> DecimalNumber {
    guard canParse else { throw .parsingNotSupported(style: style.rawValue) }
    let digits = ParseBounds.digitCount(text, stoppingAbove: ParseBounds.numberDigits)
    guard digits <= ParseBounds.numberDigits else {
      throw .tooManyDigits(
        text, count: ParseBounds.digitCount(text), limit: ParseBounds.numberDigits,
        expected: "a number")
    }
    let expected = "a \(style.rawValue) number in \(locale)"
    guard !text.isEmpty, let number = handle.parse(text) else {
      throw .unparsable(text, expected: expected)
    }
    return number
  }

  /// Whether ICU can parse this style: every style but the compact ones, whose "1.2M" stands
  /// for a range of numbers and which ICU only writes.
  public var canParse: Bool { style != .compact && style != .compactLong }

  /// The strategy that parses what this format writes.
  public var parseStrategy: ParseStrategy { ParseStrategy(format: self) }

  /// Parses text written in a ``NumberFormat``.
  public struct ParseStrategy: Sendable, Hashable {
    /// The format whose text this strategy reads.
    public let format: NumberFormat

    /// Parses the whole text strictly.
    ///
    /// - Throws: ``FormattingError/unparsable(_:expected:)`` or
    ///   ``FormattingError/tooManyDigits(_:count:limit:expected:)``.
    public func parse(_ text: String) throws(FormattingError) -> DecimalNumber {
      try format.parse(text)
    }
  }
}

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

// MARK: - Parsing

extension DateFormat {
  /// Reads text in this format's locale, pattern, time zone and calendar, strictly.
  ///
  /// The whole text must match: `14.09.24, 15:00` parses in de_DE's short styles, while
  /// `14.09.24, 15:00 Uhr` and `31.02.24, 15:00` do not. A plain space is accepted where the
  /// pattern has a no-break space (ICU 72 puts U+202F before AM/PM), since that is what a
  /// keyboard types.
  ///
  /// - Throws: ``FormattingError/unparsable(_:expected:)`` naming the pattern expected.
  public func parse(_ text: String) throws(FormattingError) -> Date {
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
    /// - Throws: ``FormattingError/unparsable(_:expected:)``.
    public func parse(_ text: String) throws(FormattingError) -> Date {
      try format.parse(text)
    }
  }
}

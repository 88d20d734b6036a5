/// A time of day with no date and no zone: `13:45`, `13:45:30`, `13:45:30.250`.
///
/// ```swift
/// let time = try PlainTime.parse("13:45")
/// try DateFormat(locale: "en_US", layout: .styles(date: .none, time: .short)).format(time)
/// // "1:45 PM", whatever the format's time zone
/// ```
///
/// A plain time is the same reading of a clock everywhere, so formats show it without a
/// time-zone shift and without a zone name.
public struct PlainTime: Sendable, Hashable {
  /// Milliseconds since midnight, 0 to 86,399,999.
  public let millisecondsSinceMidnight: Double

  /// Reads `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fraction` (one to nine digits, cut to the
  /// millisecond, the finest field ICU formats).
  ///
  /// - Throws: ``FormattingError/invalidPlainValue(_:reason:)`` saying what is wrong.
  public static func parse(_ text: String) throws(FormattingError) -> PlainTime {
    var text = text
    let result = text.withUTF8 { read(utf8: UnsafeRawBufferPointer($0)) }
    switch result {
    case .some(.success(let time)): return time
    case .some(.failure(let problem)):
      throw .invalidPlainValue(text, reason: problem.reason + advice)
    case .none: throw .invalidPlainValue(text, reason: "it is not a time" + advice)
    }
  }

  // MARK: - Package API for streaming

  /// Reads a time from UTF-8 bytes: `nil` when the bytes are not in the form
  /// `HH:MM[:SS[.fraction]]`, a failure when they are but name no time of day (`25:61`).
  package static func read(utf8 bytes: UnsafeRawBufferPointer) -> Result<
    PlainTime, ISO8601Instant.Problem
  >? {
    var scanner = ISO8601Instant.Scanner(bytes: bytes)
    guard let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2) else {
      return nil
    }
    var second = 0
    var millisecond = 0
    if scanner.skip(":") {
      guard let seconds = scanner.digits(2) else { return nil }
      second = seconds
      if scanner.skip(".") || scanner.skip(",") {
        guard let value = scanner.milliseconds() else { return nil }
        millisecond = value
      }
    }
    guard scanner.atEnd else { return nil }
    guard hour < 24, minute < 60, second < 60 else {
      return .failure(ISO8601Instant.Problem(reason: "the time must be 00:00:00 to 23:59:59"))
    }
    // Whole milliseconds, so that ICU, which floors, shows the digits as written.
    let milliseconds = Double(((hour * 60 + minute) * 60 + second) * 1000 + millisecond)
    return .success(PlainTime(millisecondsSinceMidnight: milliseconds))
  }

  /// What a refusal of a plain time adds: how one is written.
  package static let advice = "; a plain time is written HH:MM[:SS[.fraction]], such as '13:45'"
}

/// A calendar day with no time and no zone, as ISO 8601 writes it: `2024-09-14`.
///
/// ```swift
/// let day = try PlainDate.parse("2024-09-14")
/// try DateFormat(locale: "de_DE", layout: .styles(date: .long, time: .none)).format(day)
/// // "14. September 2024", whatever the format's time zone
/// ```
///
/// A plain date names the same day everywhere, so formats show it without a time-zone shift:
/// it is formatted as that day in UTC. The proleptic Gregorian calendar counts the days; a
/// day the month does not have (`2024-02-30`) is refused.
public struct PlainDate: Sendable, Hashable {
  /// The year, 0000 to 9999.
  public let year: Int
  /// The month, 1 to 12.
  public let month: Int
  /// The day of the month, 1 to 31.
  public let day: Int

  /// Makes a date from its fields.
  ///
  /// - Throws: ``FormattingError/invalidPlainValue(_:reason:)`` when the month or the day does
  ///   not exist.
  public init(year: Int, month: Int, day: Int) throws(FormattingError) {
    let text = Self.text(year: year, month: month, day: day)
    if let reason = Self.problem(year: year, month: month, day: day) {
      throw .invalidPlainValue(text, reason: reason + Self.advice)
    }
    self.year = year
    self.month = month
    self.day = day
  }

  private init(checkedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads `YYYY-MM-DD`.
  ///
  /// - Throws: ``FormattingError/invalidPlainValue(_:reason:)`` saying what is wrong.
  public static func parse(_ text: String) throws(FormattingError) -> PlainDate {
    var text = text
    let result = text.withUTF8 { read(utf8: UnsafeRawBufferPointer($0)) }
    switch result {
    case .some(.success(let date)): return date
    case .some(.failure(let problem)):
      throw .invalidPlainValue(text, reason: problem.reason + advice)
    case .none: throw .invalidPlainValue(text, reason: "it is not a date" + advice)
    }
  }

  /// The date as ISO 8601 writes it.
  public var description: String { Self.text(year: year, month: month, day: day) }

  // MARK: - Package API for streaming

  /// Milliseconds since 1970 at the start of the day in UTC.
  package var milliseconds: Double {
    Double(ISO8601Instant.daysSince1970(year: year, month: month, day: day)) * 86_400_000
  }

  /// Reads a date from UTF-8 bytes: `nil` when the bytes are not in the form `YYYY-MM-DD`
  /// (they may be an instant), a failure when they are but the day does not exist.
  package static func read(utf8 bytes: UnsafeRawBufferPointer) -> Result<
    PlainDate, ISO8601Instant.Problem
  >? {
    guard bytes.count == 10 else { return nil }
    var scanner = ISO8601Instant.Scanner(bytes: bytes)
    guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2),
      scanner.skip("-"), let day = scanner.digits(2), scanner.atEnd
    else { return nil }
    if let reason = problem(year: year, month: month, day: day) {
      return .failure(ISO8601Instant.Problem(reason: reason))
    }
    return .success(PlainDate(checkedYear: year, month: month, day: day))
  }

  // MARK: - Internals

  /// What a refusal of a plain date adds: how one is written.
  package static let advice = "; a plain date is written YYYY-MM-DD, such as '2024-09-14'"

  private static func problem(year: Int, month: Int, day: Int) -> String? {
    guard (0...9999).contains(year) else { return "the year must be 0000 to 9999" }
    guard (1...12).contains(month) else { return "the month must be 01 to 12" }
    guard (1...ISO8601Instant.daysIn(month: month, year: year)).contains(day) else {
      return "day \(day) is not in that month"
    }
    return nil
  }

  private static func text(year: Int, month: Int, day: Int) -> String {
    func pad(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
  }
}

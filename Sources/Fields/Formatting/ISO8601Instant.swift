public import FoundationEssentials

/// Instants written for machines: ISO 8601 with an offset, or `@` and seconds since 1970.
///
/// ```swift
/// try ISO8601Instant.parse("2024-09-14T15:00:00+02:00")  // 2024-09-14 13:00 UTC
/// try ISO8601Instant.parse("@1726318800")                // the same instant
/// ISO8601Instant.format(date)                            // "2024-09-14T13:00:00Z"
/// ```
///
/// Accepted: `YYYY-MM-DDTHH:MM[:SS[.fraction]]` followed by `Z` or an offset `±HH:MM`, `±HHMM`
/// or `±HH`; `t`, `z` and a space in place of `T` are accepted as RFC 3339 allows. A text
/// without an offset is refused: it names no instant until a zone is known, and guessing one
/// is how data goes wrong. `@` takes decimal seconds, negative before 1970.
public enum ISO8601Instant {
  /// Reads an instant.
  ///
  /// - Throws: ``FormattingError/invalidInstant(_:reason:)`` saying what is wrong.
  public static func parse(_ text: String) throws(FormattingError) -> Date {
    var text = text
    let result = text.withUTF8 { milliseconds(utf8: UnsafeRawBufferPointer($0)) }
    switch result {
    case .success(let milliseconds): return Date(timeIntervalSince1970: milliseconds / 1000)
    case .failure(let problem): throw .invalidInstant(text, reason: problem.reason)
    }
  }

  /// The instant in UTC, to the second, with milliseconds when there are any:
  /// `2024-09-14T13:00:00Z`, `1900-01-01T00:00:00.250Z`.
  public static func format(_ date: Date) -> String {
    format(milliseconds: date.timeIntervalSince1970 * 1000)
  }

  // MARK: - Package API for streaming

  /// Why a text is not an instant.
  package struct Problem: Error, Equatable {
    package var reason: String
  }

  /// The latest and earliest instants accepted, as ECMAScript bounds its dates: ±100,000,000
  /// days around 1970.
  static let limitMilliseconds = 8.64e15

  /// Reads an instant from UTF-8 bytes into milliseconds since 1970.
  package static func milliseconds(utf8 bytes: UnsafeRawBufferPointer) -> Result<Double, Problem> {
    if let milliseconds = plainUTCMilliseconds(bytes) { return .success(milliseconds) }
    return scannedMilliseconds(utf8: bytes)
  }

  /// Reads an instant field by field: every form, and the reason a text is not one.
  package static func scannedMilliseconds(
    utf8 bytes: UnsafeRawBufferPointer
  ) -> Result<Double, Problem> {
    if bytes.first == UInt8(ascii: "@") { return epochSeconds(bytes) }
    var scanner = Scanner(bytes: bytes)
    let form = "it is not in the form YYYY-MM-DDTHH:MM:SS with 'Z' or an offset"
    guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2),
      scanner.skip("-"), let day = scanner.digits(2)
    else { return .failure(Problem(reason: form)) }
    guard (1...12).contains(month) else {
      return .failure(Problem(reason: "the month must be 01 to 12"))
    }
    guard (1...daysIn(month: month, year: year)).contains(day) else {
      return .failure(Problem(reason: "day \(day) is not in that month"))
    }
    if scanner.atEnd {
      return .failure(Problem(reason: "it has no time and offset; add them, as in 'T00:00:00Z'"))
    }
    guard scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
      let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2)
    else { return .failure(Problem(reason: form)) }
    var second = 0
    var fraction = 0.0
    if scanner.skip(":") {
      guard let seconds = scanner.digits(2) else { return .failure(Problem(reason: form)) }
      second = seconds
      if scanner.skip(".") || scanner.skip(",") {
        guard let value = scanner.fraction() else { return .failure(Problem(reason: form)) }
        fraction = value
      }
    }
    guard hour < 24, minute < 60, second < 60 else {
      return .failure(Problem(reason: "the time must be 00:00:00 to 23:59:59"))
    }
    let offsetMinutes: Int
    if scanner.skip("Z") || scanner.skip("z") {
      offsetMinutes = 0
    } else if let sign = scanner.sign() {
      guard let hours = scanner.digits(2) else { return .failure(Problem(reason: form)) }
      var minutes = 0
      if scanner.skip(":") {
        guard let value = scanner.digits(2) else { return .failure(Problem(reason: form)) }
        minutes = value
      } else if let value = scanner.digits(2) {
        minutes = value
      }
      guard hours < 24, minutes < 60 else {
        return .failure(Problem(reason: "the offset must be -23:59 to +23:59"))
      }
      offsetMinutes = sign * (hours * 60 + minutes)
    } else if scanner.atEnd {
      return .failure(
        Problem(reason: "it has no UTC offset; add 'Z' for UTC or one such as '+02:00'"))
    } else {
      return .failure(Problem(reason: form))
    }
    guard scanner.atEnd else { return .failure(Problem(reason: form)) }
    let days = daysSince1970(year: year, month: month, day: day)
    let seconds = ((days * 24 + hour) * 60 + minute - offsetMinutes) * 60 + second
    return .success(Double(seconds) * 1000 + fraction * 1000)
  }

  private static func epochSeconds(_ bytes: UnsafeRawBufferPointer) -> Result<Double, Problem> {
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    guard let number = DecimalNumber(ascii: Array(text.utf8)),
      !text.contains(where: { $0 == "e" || $0 == "E" })
    else {
      return .failure(
        Problem(reason: "'@' must be followed by seconds since 1970, such as '@1726318800'"))
    }
    let milliseconds = number.doubleValue * 1000
    guard abs(milliseconds) <= limitMilliseconds else {
      return .failure(Problem(reason: "it is more than 100,000,000 days from 1970"))
    }
    return .success(milliseconds)
  }

  /// Writes milliseconds since 1970 as `YYYY-MM-DDTHH:MM:SS[.mmm]Z`.
  package static func format(milliseconds: Double) -> String {
    let wholeMilliseconds = Int64(milliseconds.rounded(.down))
    let millisecond = Int(((wholeMilliseconds % 1000) + 1000) % 1000)
    let totalSeconds = (wholeMilliseconds - Int64(millisecond)) / 1000
    let secondOfDay = Int(((totalSeconds % 86_400) + 86_400) % 86_400)
    let days = Int((totalSeconds - Int64(secondOfDay)) / 86_400)
    let (year, month, day) = civilDate(daysSince1970: days)
    var text = year < 0 || year > 9999 ? (year < 0 ? "-" : "+") + pad(abs(year), 6) : pad(year, 4)
    text += "-" + pad(month, 2) + "-" + pad(day, 2)
    text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2) + ":"
    text += pad(secondOfDay % 60, 2)
    if millisecond != 0 { text += "." + pad(millisecond, 3) }
    return text + "Z"
  }

  // MARK: - Calendar arithmetic

  static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's algorithm).
  static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count from 1970-01-01.
  static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
    // Days are counted in 400-year eras of 146,097 days from 0000-03-01, 719,468 days before
    // 1970-01-01. The era is split off before the offset is added, so that no day count, however
    // far (a step neighbour near Int64's end), overflows.
    let (eras, rest) = days.quotientAndRemainder(dividingBy: 146_097)
    let shifted = rest + 719_468
    let carried = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let era = eras + carried
    let dayOfEra = shifted - carried * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}

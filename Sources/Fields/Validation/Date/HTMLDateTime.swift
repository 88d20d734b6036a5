/// HTML's machine forms of dates and times: what a browser submits for `<input type="date">`,
/// `type="time"` and `type="datetime-local"`, and their normalized serializations.
enum HTMLDateTime {
  /// A parsed value as a count of its kind's unit: days since 1970-01-01 for dates,
  /// milliseconds since midnight for times, milliseconds since 1970-01-01T00:00 for local
  /// date-times (no time zone: a wall-clock reading).
  typealias Amount = Int64

  /// Reads the machine form of `kind`.
  ///
  /// The text's UTF-8 is read in place; only a bridged string without contiguous storage is
  /// copied first.
  static func parse(_ text: String, kind: FieldKind) -> Amount? {
    if let amount = text.utf8.withContiguousStorageIfAvailable({ parse($0, kind: kind) }) {
      return amount
    }
    return Array(text.utf8).withUnsafeBufferPointer { parse($0, kind: kind) }
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, kind: FieldKind) -> Amount? {
    switch kind {
    case .date:
      var index = 0
      guard let days = date(bytes, &index), index == bytes.count else { return nil }
      return days
    case .time:
      var index = 0
      guard let milliseconds = time(bytes, &index), index == bytes.count else { return nil }
      return milliseconds
    case .datetime:
      var index = 0
      guard let days = date(bytes, &index), index < bytes.count,
        bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: " ")
      else { return nil }
      index += 1
      guard let milliseconds = time(bytes, &index), index == bytes.count else { return nil }
      return days * 86_400_000 + milliseconds
    default:
      return nil
    }
  }

  /// HTML's normalized form: `2014-01-01`, `11:11`, `11:11:05`, `11:11:05.250`,
  /// `2014-01-01T11:11`.
  ///
  /// Written into a buffer on the stack, so the only allocation is the result's, and none for
  /// the 15 bytes or fewer a string holds inline.
  static func serialize(_ amount: Amount, kind: FieldKind) -> String {
    // The longest: a 20-character year (`-9223372036854775808`, for amounts no form submits
    // but a step neighbour can reach), `-MM-DDT`, and `HH:MM:SS.fff`.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 48) { buffer in
      var count = 0
      switch kind {
      case .date:
        writeDate(days: amount, into: buffer, at: &count)
      case .time:
        writeTime(milliseconds: amount, into: buffer, at: &count)
      default:
        // The floored day and the time into it, without an offset that could overflow at
        // Int64's ends (a step neighbour can lie there).
        let (quotient, remainder) = amount.quotientAndRemainder(dividingBy: 86_400_000)
        let days = remainder < 0 ? quotient - 1 : quotient
        writeDate(days: days, into: buffer, at: &count)
        buffer[count] = UInt8(ascii: "T")
        count += 1
        writeTime(
          milliseconds: remainder < 0 ? remainder + 86_400_000 : remainder, into: buffer,
          at: &count)
      }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }

  private static func writeDate(
    days: Amount, into buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int
  ) {
    let (year, month, day) = ISO8601Instant.civilDate(daysSince1970: Int(days))
    write(year, width: 4, into: buffer, at: &count)
    buffer[count] = UInt8(ascii: "-")
    count += 1
    write(month, width: 2, into: buffer, at: &count)
    buffer[count] = UInt8(ascii: "-")
    count += 1
    write(day, width: 2, into: buffer, at: &count)
  }

  private static func writeTime(
    milliseconds: Amount, into buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int
  ) {
    let hour = Int(milliseconds / 3_600_000)
    let minute = Int(milliseconds / 60_000 % 60)
    let second = Int(milliseconds / 1000 % 60)
    let fraction = Int(milliseconds % 1000)
    write(hour, width: 2, into: buffer, at: &count)
    buffer[count] = UInt8(ascii: ":")
    count += 1
    write(minute, width: 2, into: buffer, at: &count)
    if second != 0 || fraction != 0 {
      buffer[count] = UInt8(ascii: ":")
      count += 1
      write(second, width: 2, into: buffer, at: &count)
    }
    if fraction != 0 {
      buffer[count] = UInt8(ascii: ".")
      count += 1
      let start = count
      write(fraction, width: 3, into: buffer, at: &count)
      // A fraction is not zero, so a digit other than 0 stays.
      while count > start, buffer[count - 1] == UInt8(ascii: "0") { count -= 1 }
    }
  }

  /// Writes `value` in decimal, with zeros before it up to `width` characters: before its
  /// sign too, as the string padding this replaced did (`-5` in 4 is `00-5`), so that any
  /// amount writes as it always has.
  private static func write(
    _ value: Int, width: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int
  ) {
    var magnitude = value.magnitude
    var digits = 1
    var power: UInt = 10
    // Counts digits without overflow: stops before `power` would pass UInt.max.
    while digits < 20, magnitude >= power {
      digits += 1
      if digits < 20 { power *= 10 }
    }
    let length = digits + (value < 0 ? 1 : 0)
    for _ in 0..<max(0, width - length) {
      buffer[count] = UInt8(ascii: "0")
      count += 1
    }
    if value < 0 {
      buffer[count] = UInt8(ascii: "-")
      count += 1
    }
    var index = count + digits
    count = index
    repeat {
      index -= 1
      buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
  }

  // MARK: - Pieces

  private static func digits(
    _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, count: Int
  ) -> Int? {
    guard index + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<(index + count)] {
      guard byte >= 0x30, byte <= 0x39 else { return nil }
      value = value * 10 + Int(byte - 0x30)
    }
    index += count
    return value
  }

  /// Consumes `byte` if it is next.
  private static func skip(
    _ byte: Unicode.Scalar, _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int
  ) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
    index += 1
    return true
  }

  /// `YYYY-MM-DD` with four to six year digits and a year above zero.
  private static func date(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Amount? {
    var yearDigits = 0
    while index + yearDigits < bytes.count, bytes[index + yearDigits] >= 0x30,
      bytes[index + yearDigits] <= 0x39
    {
      yearDigits += 1
    }
    guard (4...6).contains(yearDigits), let year = digits(bytes, &index, count: yearDigits),
      year > 0, skip("-", bytes, &index), let month = digits(bytes, &index, count: 2),
      (1...12).contains(month), skip("-", bytes, &index),
      let day = digits(bytes, &index, count: 2),
      (1...ISO8601Instant.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    return Amount(ISO8601Instant.daysSince1970(year: year, month: month, day: day))
  }

  /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.s` to `.sss`.
  private static func time(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Amount? {
    guard let hour = digits(bytes, &index, count: 2), hour < 24, skip(":", bytes, &index),
      let minute = digits(bytes, &index, count: 2), minute < 60
    else { return nil }
    var milliseconds = Amount(hour * 3_600_000 + minute * 60_000)
    if skip(":", bytes, &index) {
      guard let second = digits(bytes, &index, count: 2), second < 60 else { return nil }
      milliseconds += Amount(second * 1000)
      if skip(".", bytes, &index) {
        var scale = 100
        var fractionDigits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 {
          guard fractionDigits < 3 else { return nil }
          milliseconds += Amount(Int(bytes[index] - 0x30) * scale)
          scale /= 10
          fractionDigits += 1
          index += 1
        }
        guard fractionDigits > 0 else { return nil }
      }
    }
    return milliseconds
  }
}

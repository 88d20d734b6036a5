import Testing

@testable import Fields

/// Holds ``HTMLDateTime``'s in-place parser and stack-buffer serializer to the string-based
/// ones they replaced, over generated texts and amounts, odd ones included.
struct HTMLDateTimeAgreementTests {
  static let kinds: [FieldKind] = [.date, .time, .datetime]

  /// A machine form, or one a byte or two away from it.
  static func text(kind: FieldKind, using generator: inout SplitMix64) -> String {
    func digits(_ count: Int) -> String {
      (0..<count).map { _ in String(generator.next() % 10) }.joined()
    }
    let year = digits(3 + Int(generator.next() % 5))
    let date = "\(year)-\(digits(2))-\(digits(2))"
    var time = "\(digits(2)):\(digits(2))"
    if generator.next() % 2 == 0 { time += ":" + digits(2) }
    if generator.next() % 3 == 0 { time += "." + digits(Int(generator.next() % 5)) }
    var text: String
    switch kind {
    case .date: text = date
    case .time: text = time
    default: text = date + (generator.next() % 2 == 0 ? "T" : " ") + time
    }
    if generator.next() % 4 == 0, !text.isEmpty {
      var bytes = Array(text.utf8)
      let index = Int(generator.next() % UInt64(bytes.count))
      bytes[index] = Array("0-:.T 9x".utf8)[Int(generator.next() % 8)]
      if generator.next() % 3 == 0 { bytes.remove(at: index) }
      text = String(decoding: bytes, as: UTF8.self)
    }
    return text
  }

  @Test func parse_generatedTexts_agreesWithTheStringParser() {
    var generator = SplitMix64(seed: 0xDA7E_0B7E)
    var read = 0
    for kind in Self.kinds {
      for _ in 0..<20_000 {
        let text = Self.text(kind: kind, using: &generator)
        let expected = ReferenceHTMLDateTime.parse(text, kind: kind)
        #expect(HTMLDateTime.parse(text, kind: kind) == expected, "\(kind) \(text)")
        if expected != nil { read += 1 }
      }
    }
    #expect(read > 1000)
  }

  @Test func parse_otherText_isNil() {
    for text in ["", "2024-01-01\u{0}", "２０２４-01-01", "2024-01-01T25:00", "1:00", "0000-01-01"] {
      for kind in Self.kinds {
        #expect(HTMLDateTime.parse(text, kind: kind) == nil)
      }
    }
  }

  @Test func serialize_generatedAmounts_agreesWithTheStringSerializer() {
    var generator = SplitMix64(seed: 0x5E71_A11E)
    var amounts: [HTMLDateTime.Amount] = [0, 1, -1, 999, 1000, 86_399_999, 86_400_000]
    // Writable ones, and neighbours far beyond them (negative years, hours past 24).
    for _ in 0..<20_000 {
      amounts.append(Int64(generator.next() % 400_000_000) - 100_000_000)
      amounts.append(Int64(generator.next() % 86_400_000))
      amounts.append(Int64(bitPattern: generator.next()) / 1_000_000)
    }
    for amount in amounts {
      for kind in Self.kinds {
        #expect(
          HTMLDateTime.serialize(amount, kind: kind)
            == ReferenceHTMLDateTime.serialize(amount, kind: kind), "\(kind) \(amount)")
      }
    }
  }

  @Test(arguments: [
    (FieldKind.date, Int64(-719_163), "0000-12-31"), (.date, -1_000_000, "-768-02-04"),
    (.time, 90_000_000, "25:00"), (.time, 45_296_010, "12:34:56.01"),
    (.datetime, -1, "1969-12-31T23:59:59.999"),
  ])
  func serialize_oddAmount_writesAsBefore(kind: FieldKind, amount: Int64, text: String) {
    #expect(HTMLDateTime.serialize(amount, kind: kind) == text)
  }
}

/// The parser and serializer as they were before they read bytes in place and wrote into a
/// stack buffer: the reference the new ones are held to.
private enum ReferenceHTMLDateTime {
  /// A parsed value as a count of its kind's unit: days since 1970-01-01 for dates,
  /// milliseconds since midnight for times, milliseconds since 1970-01-01T00:00 for local
  /// date-times (no time zone: a wall-clock reading).
  typealias Amount = Int64

  /// Reads the machine form of `kind`.
  static func parse(_ text: String, kind: FieldKind) -> Amount? {
    let bytes = Array(text.utf8)
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
  static func serialize(_ amount: Amount, kind: FieldKind) -> String {
    switch kind {
    case .date:
      let (year, month, day) = ISO8601Instant.civilDate(daysSince1970: Int(amount))
      return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    case .time:
      return serializeTime(amount)
    default:
      let days = amount >= 0 ? amount / 86_400_000 : (amount - 86_399_999) / 86_400_000
      return serialize(days, kind: .date) + "T" + serializeTime(amount - days * 86_400_000)
    }
  }

  private static func serializeTime(_ milliseconds: Amount) -> String {
    let hour = Int(milliseconds / 3_600_000)
    let minute = Int(milliseconds / 60_000 % 60)
    let second = Int(milliseconds / 1000 % 60)
    let fraction = Int(milliseconds % 1000)
    var text = pad(hour, 2) + ":" + pad(minute, 2)
    if second != 0 || fraction != 0 { text += ":" + pad(second, 2) }
    if fraction != 0 {
      var digits = pad(fraction, 3)
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text
  }

  // MARK: - Pieces

  private static func digits(_ bytes: [UInt8], _ index: inout Int, count: Int) -> Int? {
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
  private static func skip(_ byte: Unicode.Scalar, _ bytes: [UInt8], _ index: inout Int) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: byte) else { return false }
    index += 1
    return true
  }

  /// `YYYY-MM-DD` with four to six year digits and a year above zero.
  private static func date(_ bytes: [UInt8], _ index: inout Int) -> Amount? {
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
  private static func time(_ bytes: [UInt8], _ index: inout Int) -> Amount? {
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

  private static func pad(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, width - text.count)) + text
  }
}

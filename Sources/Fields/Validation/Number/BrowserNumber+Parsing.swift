// MARK: - HTML's rules for parsing floating-point number values

extension BrowserNumber {
  /// The most significant digits that can decide how a decimal rounds to a double.
  ///
  /// A double, and a point halfway between two doubles, has at most 767 significant decimal
  /// digits, so the digits after the 768th only tell whether the number lies above its first
  /// 768 digits: one more nonzero digit in their place rounds the same way.
  static let decidingDigits = 768

  /// The text's value rounded to the nearest double, ties to even, `-0` as `0`; `nil` when it
  /// is not a number in the grammar or rounds to ±2^1024, as HTML's rules say.
  ///
  /// - Parameters:
  ///   - text: The text, read whole.
  ///   - strict: Only HTML's "valid floating-point number"; otherwise also a leading `+` and a
  ///     point without digits after it, which HTML's parsing rules read too.
  /// - Returns: The double, or `nil`.
  static func parse(_ text: String, strict: Bool) -> Double? {
    var text = text
    let parsed = text.withUTF8 { parse($0, strict: strict) }
    guard let parsed, parsed.isFinite else { return nil }
    return parsed == 0 ? 0 : parsed
  }

  private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, strict: Bool) -> Double? {
    let isDigit = { (byte: UInt8) in byte &- UInt8(ascii: "0") < 10 }
    var index = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
      index += 1
    } else if !strict, index < bytes.count, bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    let integerStart = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    let integer = integerStart..<index
    var fraction = index..<index
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      let fractionStart = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      fraction = fractionStart..<index
      if strict, fraction.isEmpty { return nil }
    }
    guard !integer.isEmpty || !fraction.isEmpty else { return nil }
    // The exponent saturates far beyond any double's: past it a value is 0 or infinite anyway.
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var negative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let exponentStart = index
      while index < bytes.count, isDigit(bytes[index]) {
        exponent = min(exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")), 1_000_000_000)
        index += 1
      }
      guard index > exponentStart else { return nil }
      if negative { exponent = -exponent }
    }
    guard index == bytes.count else { return nil }
    // A short text is read as it is: the C library's conversion is correctly rounded.
    if bytes.count <= 64 {
      return Double(String(decoding: bytes, as: UTF8.self))
    }
    return parseLong(bytes, integer: integer, fraction: fraction, exponent: exponent)
  }

  /// A long number as `0.DIGITS` with at most ``decidingDigits`` digits (and a last `1` for
  /// any nonzero digit past them) and an exponent within a double's reach, which rounds as the
  /// whole text does; read in one pass, however many digits and exponent digits it has.
  private static func parseLong(
    _ bytes: UnsafeBufferPointer<UInt8>, integer: Range<Int>, fraction: Range<Int>, exponent: Int
  ) -> Double? {
    var digits: [UInt8] = []
    digits.reserveCapacity(decidingDigits + 40)
    if bytes.first == UInt8(ascii: "-") { digits.append(UInt8(ascii: "-")) }
    digits += "0.".utf8
    let start = digits.count
    // The power of ten of the digit before the point, counted from the first significant digit.
    var scale = integer.count
    var sticky = false
    for part in [integer, fraction] {
      for byte in bytes[part] {
        if digits.count == start, byte == UInt8(ascii: "0") {
          scale -= 1
        } else if digits.count - start < decidingDigits {
          digits.append(byte)
        } else if byte != UInt8(ascii: "0") {
          sticky = true
        }
      }
    }
    guard digits.count > start else { return 0 }
    if sticky { digits.append(UInt8(ascii: "1")) }
    // 0.D × 10^power: at 10^310 and above every value is beyond a double, at 10^-330 and below
    // every value rounds to zero.
    let power = scale + exponent
    if power >= 310 { return .infinity }
    if power <= -330 { return 0 }
    digits += "e\(power)".utf8
    return Double(String(decoding: digits, as: UTF8.self))
  }
}

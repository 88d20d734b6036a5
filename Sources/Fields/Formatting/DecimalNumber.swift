/// A decimal number written exactly, as text: what formatting reads and parsing returns.
///
/// ```swift
/// let price = try DecimalNumber("1234.50")
/// price.description   // "1234.5"
/// try DecimalNumber("6.02e23").description  // "602000000000000000000000"
/// ```
///
/// Binary floating point cannot hold 0.1 or 12345678901234567890.12 exactly; ICU formats and
/// parses decimal strings without that rounding, and so does this type.
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
  /// Whether the number is below zero.
  public let isNegative: Bool
  /// The significant digits, without leading zeros ("0" for zero).
  let coefficient: String
  /// The power of ten the coefficient is multiplied by.
  let exponent: Int

  /// The longest coefficient and the largest exponent accepted: far beyond any form field, and
  /// small enough that the plain form of any accepted number stays short.
  static let maximumDigits = 1000
  static let maximumExponent = 1000

  /// Reads a plain decimal number: an optional sign, digits with an optional point, and an
  /// optional exponent (`-1234.5`, `.25`, `6.02e23`).
  ///
  /// - Throws: ``FormattingError/invalidNumber(_:)`` for anything else, including grouping
  ///   separators, spaces, `NaN` and infinities.
  public init(_ text: String) throws(FormattingError) {
    guard let number = DecimalNumber(ascii: Array(text.utf8)) else { throw .invalidNumber(text) }
    self = number
  }

  /// Reads the syntax above from ASCII bytes; `nil` when they are not a number.
  package init?(ascii bytes: [UInt8]) {
    var index = 0
    var negative = false
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      negative = bytes[index] == UInt8(ascii: "-")
      index += 1
    }
    var digits: [UInt8] = []
    var fractionDigits = 0
    var sawDigit = false
    var sawPoint = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        sawDigit = true
        if !(digits.isEmpty && byte == UInt8(ascii: "0")) { digits.append(byte) }
        if sawPoint { fractionDigits += 1 }
      } else if byte == UInt8(ascii: "."), !sawPoint {
        sawPoint = true
      } else {
        break
      }
      index += 1
    }
    guard sawDigit else { return nil }
    var exponent = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      var exponentNegative = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        exponentNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var sawExponentDigit = false
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        exponent = exponent * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        sawExponentDigit = true
        index += 1
        if exponent > 100_000 { return nil }
      }
      guard sawExponentDigit else { return nil }
      if exponentNegative { exponent = -exponent }
    }
    guard index == bytes.count else { return nil }
    // Leading zeros of a fraction were dropped with the integer's; they only shift the point.
    exponent -= fractionDigits
    while let last = digits.last, last == UInt8(ascii: "0") {
      digits.removeLast()
      exponent += 1
    }
    if digits.isEmpty {
      self.init(isNegative: false, coefficient: "0", exponent: 0)
      return
    }
    guard digits.count <= Self.maximumDigits,
      abs(exponent + digits.count) <= Self.maximumExponent
    else { return nil }
    self.init(
      isNegative: negative, coefficient: String(decoding: digits, as: UTF8.self),
      exponent: exponent)
  }

  private init(isNegative: Bool, coefficient: String, exponent: Int) {
    self.isNegative = isNegative
    self.coefficient = coefficient
    self.exponent = exponent
  }

  // MARK: - Text

  /// The number written plainly, without exponent or trailing zeros: `-1234.5`, `0.001`.
  public var description: String {
    var text = isNegative ? "-" : ""
    if exponent >= 0 {
      text += coefficient
      if coefficient != "0" { text += String(repeating: "0", count: exponent) }
      return text
    }
    let fractionLength = -exponent
    if coefficient.count > fractionLength {
      let split = coefficient.index(coefficient.endIndex, offsetBy: -fractionLength)
      text += coefficient[..<split] + "." + coefficient[split...]
    } else {
      text += "0." + String(repeating: "0", count: fractionLength - coefficient.count) + coefficient
    }
    return text
  }

  /// The nearest binary floating-point value.
  public var doubleValue: Double { Double(description) ?? .nan }

  /// The number in the decNumber syntax ICU reads: coefficient and exponent, exactly.
  var icuText: String {
    (isNegative ? "-" : "") + coefficient + (exponent == 0 ? "" : "E\(exponent)")
  }
}

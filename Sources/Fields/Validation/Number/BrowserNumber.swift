import BigInt

/// A number as a browser holds it: an IEEE double, read as its shortest decimal.
///
/// ```swift
/// BrowserNumber(html: "1.0000000000000000001")?.description  // "1"
/// BrowserNumber(html: "9.99")?.description                   // "9.99"
/// BrowserNumber(html: "1e-10000")?.description               // "0"
/// BrowserNumber(html: "2e308")                               // nil: beyond a double
/// ```
///
/// HTML reads a number input's value, `min`, `max` and `step` with its rules for parsing
/// floating-point number values: the text's exact value rounded once to the nearest double,
/// `-0` read as `0`, and a value that rounds to ±2^1024 an error. Browsers then compare those
/// doubles as decimals of about a double's precision, which is why `9.99` is a multiple of
/// `0.01` in every browser although the two doubles are not. This type keeps the double and the
/// shortest decimal that reads back to it, as JavaScript's Number-to-String chooses it (ECMA-262
/// Number::toString: the fewest digits, and of those the closest): the decimal is what the range
/// rules then measure exactly, without a tolerance.
///
/// Swift's `Double.description` chooses the same digits (shortest, then closest), and this type
/// takes only its digits and exponent, not its layout (Swift writes `1e-05` and `1e+16`, where
/// JavaScript writes `0.00001` and `10000000000000000`).
///
/// ## Complexity
/// Reading a text is linear in its length; a text of any length reads in one pass.
struct BrowserNumber: Sendable, Hashable, CustomStringConvertible {
  /// The double.
  let double: Double
  /// The shortest decimal's digits with its sign: at most 17 digits, no trailing zeros.
  let significand: Int64
  /// The power of ten `significand` is multiplied by.
  let exponent: Int

  /// The number a finite double is; `-0` is `0`, as HTML's set of values has no `-0`.
  ///
  /// - Precondition: `double` is finite.
  init(_ double: Double) {
    let value = double == 0 ? 0 : double
    self.double = value
    (significand, exponent) = Self.shortestDigits(of: value)
  }

  /// Reads a value in HTML's "valid floating-point number" grammar.
  ///
  /// That is an optional `-`, digits with an optional fraction or a fraction alone, and an
  /// optional exponent: what a browser keeps as a number input's value. `nil` for any other
  /// text, and for a number beyond a double's range.
  init?(html text: String) {
    guard let double = Self.parse(text, strict: true) else { return nil }
    self.init(double)
  }

  /// Reads a `min`, `max` or `step` option as HTML reads an attribute that is all number.
  ///
  /// Besides the valid grammar, HTML's rules for parsing floating-point number values take a
  /// leading `+` and a trailing point (`+5`, `5.`). `nil` for any other text, and beyond a
  /// double's range.
  init?(attribute text: String) {
    guard let double = Self.parse(text, strict: false) else { return nil }
    self.init(double)
  }

  /// The double nearest an exact decimal (a number a person wrote in a locale), or `nil` when
  /// it lies beyond a double's range.
  init?(_ number: DecimalNumber) {
    guard let double = Double(number.icuText), double.isFinite else { return nil }
    self.init(double)
  }

  /// The double nearest an exact decimal, or `nil` beyond a double's range.
  init?(_ number: ExactDecimal) {
    guard let double = Double(number.description), double.isFinite else { return nil }
    self.init(double)
  }

  // MARK: - Values

  /// The shortest decimal, exactly.
  var exact: ExactDecimal { ExactDecimal(significand: BigInt(significand), exponent: exponent) }

  /// The shortest decimal written plainly, without exponent or trailing zeros, as
  /// ``DecimalNumber`` writes numbers: `-1234.5`, `0.001`, `1000000000000000000000`.
  var description: String {
    var text = significand < 0 ? "-" : ""
    let digits = String(significand.magnitude)
    if exponent >= 0 {
      text += digits
      if significand != 0 { text += String(repeating: "0", count: exponent) }
      return text
    }
    let fractionLength = -exponent
    if digits.utf8.count > fractionLength {
      let split = digits.index(digits.endIndex, offsetBy: -fractionLength)
      text += digits[..<split] + "." + digits[split...]
    } else {
      text += "0." + String(repeating: "0", count: fractionLength - digits.utf8.count) + digits
    }
    return text
  }

  /// The number as a ``DecimalNumber``.
  var decimalNumber: DecimalNumber? {
    DecimalNumber(ascii: Array("\(significand)E\(exponent)".utf8))
  }

  /// Whether an exact decimal is a number a browser can hold as it is: within a double's range
  /// and the shortest decimal of its own double, so that reading it gives it back.
  static func isExact(_ number: ExactDecimal) -> Bool {
    guard let read = BrowserNumber(number) else { return false }
    return read.exact == number
  }

  // MARK: - Internals

  /// The digits and exponent of the shortest decimal that reads back to `value`.
  ///
  /// Swift's `description` of a finite double is the shortest such decimal, and of those the
  /// nearest (the choice ECMA-262 recommends and browsers make); a test compares its digits
  /// with JavaScript's for doubles at every binade's edges. Its layout (`1e-05`, `100.0`,
  /// `1.5e+300`) is read here for digits and exponent only.
  private static func shortestDigits(of value: Double) -> (Int64, Int) {
    var significand: Int64 = 0
    var exponent = 0
    var fractionDigits = 0
    var inFraction = false
    var written = 0
    var text = value.magnitude.description
    text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: ".") {
          inFraction = true
        } else if byte == UInt8(ascii: "e") {
          // `e+16` or `e-05`.
          let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
          index += 1
          while index < bytes.count {
            written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
          }
          if negative { written = -written }
        } else {
          // At most 17 significant digits and a zero or two around them: no overflow.
          significand = significand * 10 + Int64(byte &- UInt8(ascii: "0"))
          if inFraction { fractionDigits += 1 }
        }
      }
    }
    exponent = written - fractionDigits
    if significand == 0 { return (0, 0) }
    while significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    return (value < 0 ? -significand : significand, exponent)
  }
}

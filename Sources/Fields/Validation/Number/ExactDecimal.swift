import BigInt

/// A decimal number of any magnitude, for exact range and step arithmetic:
/// `significand × 10^exponent`.
///
/// Foundation's `Decimal` keeps 38 digits and exponents up to 127, so past about 3.4e165 its
/// comparisons and remainders are wrong (`5 >= 1e166` came out true). HTML's numbers reach
/// 1.8e308 and their decimal texts can hold hundreds of digits; this type is exact for all of
/// them. Values are kept normalized (no trailing zeros in the significand), so equal numbers
/// are equal values.
struct ExactDecimal: Sendable, Hashable, Comparable, CustomStringConvertible {
  private(set) var significand: BigInt
  private(set) var exponent: Int

  init(significand: BigInt, exponent: Int) {
    self.significand = significand
    self.exponent = exponent
    normalize()
  }

  init(_ number: DecimalNumber) {
    let magnitude = BigInt(number.coefficient) ?? 0
    self.init(significand: number.isNegative ? -magnitude : magnitude, exponent: number.exponent)
  }

  init(_ integer: Int64) {
    self.init(significand: BigInt(integer), exponent: 0)
  }

  static let zero = ExactDecimal(significand: 0, exponent: 0)

  // MARK: - Arithmetic

  static func + (lhs: Self, rhs: Self) -> Self {
    let (left, right, exponent) = aligned(lhs, rhs)
    return ExactDecimal(significand: left + right, exponent: exponent)
  }

  static func - (lhs: Self, rhs: Self) -> Self {
    let (left, right, exponent) = aligned(lhs, rhs)
    return ExactDecimal(significand: left - right, exponent: exponent)
  }

  static func * (lhs: Self, rhs: BigInt) -> Self {
    ExactDecimal(significand: lhs.significand * rhs, exponent: lhs.exponent)
  }

  static func < (lhs: Self, rhs: Self) -> Bool {
    if lhs.significand.signum() != rhs.significand.signum() {
      return lhs.significand.signum() < rhs.significand.signum()
    }
    return (lhs - rhs).significand.signum() < 0
  }

  /// The largest whole number `q` with `q × divisor <= self`, and whether that is exact.
  ///
  /// - Precondition: `divisor` is above zero.
  func flooredQuotient(dividingBy divisor: Self) -> (quotient: BigInt, isExact: Bool) {
    let (dividend, scaledDivisor, _) = Self.aligned(self, divisor)
    let (quotient, remainder) = dividend.quotientAndRemainder(dividingBy: scaledDivisor)
    if remainder.isZero { return (quotient, true) }
    // Swift's division truncates toward zero; the floor is one lower for negative quotients.
    return (dividend.signum() < 0 ? quotient - 1 : quotient, false)
  }

  /// The least number that both this and `other` divide into a whole number of times: the
  /// step on which amounts are on both steps.
  ///
  /// - Precondition: Both are above zero.
  func leastCommonMultiple(with other: Self) -> Self {
    let (left, right, exponent) = Self.aligned(self, other)
    let divisor = left.greatestCommonDivisor(with: right)
    return ExactDecimal(significand: left / divisor * right, exponent: exponent)
  }

  // MARK: - Conversions

  /// The number as a ``DecimalNumber``, written plainly.
  var decimalNumber: DecimalNumber? { try? DecimalNumber(description) }

  /// The number in exponent form, such as `-12345E-2`: exact, and short at any magnitude.
  var description: String { "\(significand)E\(exponent)" }

  /// `Int64.min` for a number below zero, else `Int64.max`: where a number `int64` cannot
  /// hold lies.
  var int64Clamped: Int64 { significand.signum() < 0 ? .min : .max }

  /// The number as a whole `Int64`, when it is one in range.
  var int64: Int64? {
    guard exponent >= 0 else { return nil }
    return Int64(exactly: significand * BigInt(10).power(exponent))
  }

  // MARK: - Internals

  /// Both significands at the smaller exponent of the two.
  private static func aligned(_ lhs: Self, _ rhs: Self) -> (BigInt, BigInt, Int) {
    if lhs.exponent == rhs.exponent { return (lhs.significand, rhs.significand, lhs.exponent) }
    if lhs.exponent > rhs.exponent {
      let scale = BigInt(10).power(lhs.exponent - rhs.exponent)
      return (lhs.significand * scale, rhs.significand, rhs.exponent)
    }
    let scale = BigInt(10).power(rhs.exponent - lhs.exponent)
    return (lhs.significand, rhs.significand * scale, lhs.exponent)
  }

  private mutating func normalize() {
    if significand.isZero {
      exponent = 0
      return
    }
    // Most amounts (days, milliseconds, prices) fit a machine word: strip their zeros there,
    // without a BigInt division per zero.
    if var small = Int64(exactly: significand) {
      guard small % 10 == 0 else { return }
      while small % 10 == 0 {
        small /= 10
        exponent += 1
      }
      significand = BigInt(small)
      return
    }
    while true {
      let (quotient, remainder) = significand.quotientAndRemainder(dividingBy: 10)
      guard remainder.isZero else { return }
      significand = quotient
      exponent += 1
    }
  }
}

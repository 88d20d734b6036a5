/// Limits on the text that reaches ICU's date and number parsers.
///
/// ICU 72's parsers are not safe on every text. A fractional-second field fed 35 or more digits
/// divides by an `int32_t` power of ten that has overflowed to zero (SIGFPE inside
/// `SimpleDateFormat::subParse`), and a long run of digits costs time quadratic in its length
/// (a 1,048,576-digit line took 17 s in `parse number` and 34 s in `validate date`). No date
/// and no number a person writes comes near these limits, so a text over them is refused
/// before ICU sees it.
enum ParseBounds {
  /// The most digits a date text may hold: a date, a time with nine fraction digits and an
  /// offset together need fewer than 30, and the fraction field crashes ICU only from 35.
  static let dateDigits = 32

  /// The most digits a number text may hold: far more than a `Double` or a `Decimal` keeps.
  static let numberDigits = 400

  /// Counts decimal digits in any script (what ICU's `u_isdigit` counts), stopping once the
  /// count passes `limit`, so a huge text costs no more than its first digits past the limit.
  ///
  /// - Returns: The digit count, or a number above `limit` when there are more.
  static func digitCount(_ text: String, stoppingAbove limit: Int = .max) -> Int {
    var count = 0
    var ascii = true
    for byte in text.utf8 {
      if byte >= 0x30, byte <= 0x39 {
        count += 1
        if count > limit { return count }
      } else if byte >= 0x80 {
        ascii = false
        break
      }
    }
    if ascii { return count }
    count = 0
    for scalar in text.unicodeScalars where scalar.properties.numericType == .decimal {
      count += 1
      if count > limit { return count }
    }
    return count
  }
}

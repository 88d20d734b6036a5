extension NumberValidator {
  /// The value of a plain integer in HTML's grammar: an optional `-` then 1 to 18 ASCII
  /// digits, which always fit an `Int64`; `nil` for any other text.
  ///
  /// `isCanonical` tells whether the text already is its normalized form (no leading zeros,
  /// no `-0`), so validating it need not write the number again.
  static func plainInteger(_ text: String) -> (value: Int64, isCanonical: Bool)? {
    let utf8 = text.utf8
    // Checked before anything is read, so a long line costs nothing here.
    guard (1...19).contains(utf8.count) else { return nil }
    let parsed = utf8.withContiguousStorageIfAvailable { bytes -> (Int64, Bool)? in
      var index = 0
      let negative = bytes[0] == UInt8(ascii: "-")
      if negative { index = 1 }
      let digits = bytes.count - index
      guard (1...18).contains(digits) else { return nil }
      let leadingZero = bytes[index] == UInt8(ascii: "0")
      var magnitude: Int64 = 0
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        // 18 digits stay below 10^18, far from Int64.max: no overflow.
        magnitude = magnitude &* 10 &+ Int64(digit)
        index += 1
      }
      // `0` is canonical; `-0`, `00` and `007` normalize to `0` and `7`.
      let isCanonical = !leadingZero || (digits == 1 && !negative)
      return (negative ? -magnitude : magnitude, isCanonical)
    }
    // A bridged string without contiguous bytes goes the exact way, with the same result.
    return parsed ?? nil
  }

  /// The largest magnitude of a whole number every smaller one of which a double holds: 2^53.
  ///
  /// Up to it a whole number is its own double and its own shortest decimal, so the `Int64`
  /// path measures what the double path measures; past it (`9007199254740993` reads as
  /// `9007199254740992`) the double path decides.
  static let exactWholeLimit: Int64 = 1 << 53

  /// ``validate(_:)`` for a plain integer without a locale, in `Int64`, or `nil` when the
  /// integer is beyond ``exactWholeLimit`` and the double path must decide.
  ///
  /// The result is ``validateExactly(_:)``'s: the value is the text as given (no sanitizing,
  /// as for every machine value), the normalized form of a whole number within 2^53 is its
  /// decimal `Int64` text (`-007` → `-7`, `-0` → `0`, what the double path writes), and
  /// ``RangeRules/check(_:show:showExactly:admits:admitsExactly:)`` answers as the exact rules
  /// do. Without a locale a whole limit or neighbour below 10^21 shows plainly, which is the
  /// `Int64`'s decimal text.
  func validate(_ raw: String, integer: Int64, isCanonical: Bool) -> ValidationResult? {
    guard integer.magnitude <= Self.exactWholeLimit.magnitude else { return nil }
    let (state, arguments) = rules.check(
      integer, show: { String($0) }, showExactly: { show($0) },
      admits: {
        $0.magnitude <= Self.exactWholeLimit.magnitude || BrowserNumber.isExact(ExactDecimal($0))
      },
      admitsExactly: BrowserNumber.isExact)
    let normalized = state.isValid ? (isCanonical ? raw : String(integer)) : nil
    return ValidationResult(
      value: raw, state: state, normalized: normalized, reason: nil, arguments: arguments)
  }
}

// MARK: - Scanning UTF-8 a word at a time

extension String {
  /// Whether the text's UTF-8 holds a byte for which `isSpecial` is true, where every such byte
  /// is below 0x20, a `"` or a `\`, or the lead or continuation byte of a non-ASCII scalar.
  ///
  /// Most values written out or sanitized are short ASCII with none of those; testing eight
  /// bytes at once for "a control, a quote, a backslash or a high bit" skips them in an eighth
  /// of the steps. Only from the first word that might hold one on is each byte asked.
  ///
  /// - Parameter isSpecial: The exact test, asked of each byte from the first word that may
  ///   hold a special byte; it must be false for every other byte.
  /// - Returns: Whether `isSpecial` was true of a byte.
  package func containsUTF8Byte(where isSpecial: (UInt8) -> Bool) -> Bool {
    var copy = self
    return copy.withUTF8 { bytes in
      var index = 0
      if let base = UnsafeRawPointer(bytes.baseAddress) {
        while index + 8 <= bytes.count {
          let word = UInt64(
            littleEndian: base.loadUnaligned(fromByteOffset: index, as: UInt64.self))
          if Self.mayHoldSpecialByte(word, orNonASCII: true) { break }
          index += 8
        }
      }
      while index < bytes.count {
        if isSpecial(bytes[index]) { return true }
        index += 1
      }
      return false
    }
  }

  /// Whether a word of eight bytes may hold a byte below 0x20, a quote or a backslash.
  ///
  /// With `orNonASCII`, a byte of 0x80 or more counts too. The bit tricks are those of "Bit
  /// Twiddling Hacks" (a byte less than n, a byte equal to n). False means none is there;
  /// after true, callers test the word's bytes one at a time.
  static func mayHoldSpecialByte(_ word: UInt64, orNonASCII: Bool) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let belowSpace = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let hasQuote = (quote &- ones) & ~quote & highs
    let hasBackslash = (backslash &- ones) & ~backslash & highs
    return (belowSpace | hasQuote | hasBackslash | (orNonASCII ? word & highs : 0)) != 0
  }
}

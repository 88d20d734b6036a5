// MARK: - Package API for streaming

extension TextValidator {
  /// Writes the normalized form of a value that is valid exactly as it stands, straight from
  /// its bytes: the fast path of `fieldcli validate text --stdin`.
  ///
  /// Only the plain case is taken: no constraints, and printable ASCII (space to `~`) other
  /// than the backslash, which output formats escape. Such a value has no line break to strip
  /// and nothing a constraint could refuse, so ``validate(_:)`` finds it valid and its own
  /// normal form. Anything else returns `nil` and goes through ``validate(_:)``, so the answer
  /// is always the one ``validate(_:)`` gives.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full validator must decide.
  package func normalizedPlainASCII(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard constraints.isNone else { return nil }
    return Self.copyPlainASCII(bytes, into: output)
  }

  /// ``normalizedPlainASCII(_:into:)`` for a validator known to have no constraints: a
  /// function of the bytes alone, so a caller that checked once calls it with no validator
  /// to copy or retain.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full validator must decide.
  package static func copyPlainASCII(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    let count = bytes.count
    guard output.count >= count else { return nil }
    guard count > 0, let source = bytes.baseAddress, let target = output.baseAddress else {
      return 0
    }
    guard count >= 8 else {
      for index in 0..<count {
        let byte = source.load(fromByteOffset: index, as: UInt8.self)
        if byte < 0x20 || byte >= 0x7F || byte == 0x5C { return nil }
        target.storeBytes(of: byte, toByteOffset: index, as: UInt8.self)
      }
      return count
    }
    // Eight bytes at a time, checked and copied; the last eight may overlap the word before.
    var start = 0
    while start + 8 < count {
      let word = source.loadUnaligned(fromByteOffset: start, as: UInt64.self)
      guard isPlainASCII(word: word) else { return nil }
      target.storeBytes(of: word, toByteOffset: start, as: UInt64.self)
      start += 8
    }
    let last = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    guard isPlainASCII(word: last) else { return nil }
    target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
    return count
  }

  /// Whether eight bytes are printable ASCII (space to `~`) other than the backslash.
  ///
  /// "Bit Twiddling Hacks": a word has a byte under `n` when `(w - n * 0x01…01) & ~w &
  /// 0x80…80` is not zero, exact for `n` up to 128. A line of 25 bytes costs four words, not
  /// 25 bytes of three comparisons.
  @inline(__always)
  private static func isPlainASCII(word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let control = (word &- 0x20 &* ones) & ~word & highs
    // 0x7F and above: adding 1 sets the high bit of 0x7F, and a high bit is already set
    // above it.
    let high = (word &+ ones) | word
    let backslashes = word ^ (0x5C &* ones)
    let backslash = (backslashes &- ones) & ~backslashes & highs
    return control | (high & highs) | backslash == 0
  }
}

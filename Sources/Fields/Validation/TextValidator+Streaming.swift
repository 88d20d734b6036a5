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
    guard constraints.isNone, output.count >= bytes.count, Self.isPlainASCII(bytes),
      let source = bytes.baseAddress, let target = output.baseAddress
    else {
      return bytes.isEmpty && constraints.isNone ? 0 : nil
    }
    target.copyMemory(from: source, byteCount: bytes.count)
    return bytes.count
  }

  /// Whether every byte is printable ASCII other than the backslash.
  ///
  /// Eight bytes at a time ("Bit Twiddling Hacks": a word has a byte under `n` when
  /// `(w - n * 0x01…01) & ~w & 0x80…80` is not zero, exact for `n` up to 128): a line of 25
  /// bytes costs about 40 instructions instead of 100.
  static func isPlainASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let count = bytes.count
    guard count >= 8 else {
      for index in 0..<count {
        let byte = base.load(fromByteOffset: index, as: UInt8.self)
        if byte < 0x20 || byte >= 0x7F || byte == 0x5C { return false }
      }
      return true
    }
    // Whole words, then the last eight bytes, which may overlap the last word checked.
    var start = 0
    while start + 8 < count {
      if !isPlainASCII(word: base.loadUnaligned(fromByteOffset: start, as: UInt64.self)) {
        return false
      }
      start += 8
    }
    return isPlainASCII(word: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  }

  /// Whether eight bytes are printable ASCII other than the backslash.
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

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
    guard constraints == .none, output.count >= bytes.count, Self.isPlainASCII(bytes) else {
      return nil
    }
    output.copyMemory(from: bytes)
    return bytes.count
  }

  /// Whether every byte is printable ASCII other than the backslash.
  ///
  /// Eight bytes at a time ("Bit Twiddling Hacks": a word has a byte under `n` when
  /// `(w - n * 0x01…01) & ~w & 0x80…80` is not zero, exact for `n` up to 128): a line of 25
  /// bytes costs about 40 instructions instead of 100.
  static func isPlainASCII(_ bytes: UnsafeRawBufferPointer) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    var start = 0
    while start + 8 <= bytes.count {
      let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
      let control = (word &- 0x20 &* ones) & ~word & highs
      // 0x7F and above: adding 1 sets the high bit of 0x7F, and a high bit is already set
      // above it.
      let high = (word &+ ones) | word
      let backslashes = word ^ (0x5C &* ones)
      let backslash = (backslashes &- ones) & ~backslashes & highs
      if control | (high & highs) | backslash != 0 { return false }
      start += 8
    }
    for index in start..<bytes.count {
      let byte = bytes[index]
      if byte < 0x20 || byte >= 0x7F || byte == 0x5C { return false }
    }
    return true
  }
}

// MARK: - Package API for streaming

extension EmailValidator {
  /// Decides a line from its bytes in one pass, as a C loop over the grammar would: the fast
  /// path of `fieldcli validate email --stdin`.
  ///
  /// Only printable ASCII (`!` to `~`) is decided, for one address with no constraints: such a
  /// line is its own sanitized value (nothing to trim or strip), and its domain needs no UTS #46
  /// conversion, so ``validate(_:)`` either normalizes it by lowercasing the domain or says
  /// `typeMismatch`. Anything else is ``ByteVerdict/undecided`` and goes through
  /// ``validate(_:)``, so the answer is always the one ``validate(_:)`` gives.
  ///
  /// The byte classes are 64-bit mask literals rather than a table in a `static let`: a lazily
  /// initialised global costs a `swift_once` check at each use, which was 8% of this path.
  ///
  /// - Returns: ``ByteVerdict/written(_:)`` with the normalized address in `output`,
  ///   ``ByteVerdict/invalid(_:)`` with `typeMismatch`, or ``ByteVerdict/undecided``.
  package func plainASCIIVerdict(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> ByteVerdict {
    let count = bytes.count
    guard !multiple, count > 0, output.count >= count, constraints.isNone else {
      return .undecided
    }
    var index = 0
    // The local part, as it is.
    while index < count, Self.isLocalPartByte(bytes[index]) {
      output[index] = bytes[index]
      index += 1
    }
    guard index > 0, index < count, bytes[index] == UInt8(ascii: "@") else {
      return Self.mismatchIfPrintable(bytes, from: index)
    }
    output[index] = UInt8(ascii: "@")
    index += 1
    // The domain, in lowercase: labels of 1 to 63 letters, digits and inner hyphens.
    var labelLength = 0
    var previous = UInt8(ascii: ".")
    while index < count {
      let byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0, previous != UInt8(ascii: "-") else {
          return Self.mismatchIfPrintable(bytes, from: index)
        }
        labelLength = 0
      } else if Self.isLabelByte(byte), labelLength < 63,
        labelLength > 0 || byte != UInt8(ascii: "-")
      {
        labelLength += 1
      } else {
        return Self.mismatchIfPrintable(bytes, from: index)
      }
      output[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
      previous = byte
      index += 1
    }
    guard labelLength > 0, previous != UInt8(ascii: "-") else {
      return .invalid(ValidityState(flag: .typeMismatch))
    }
    return .written(count)
  }

  /// Writes the normalized form of an address that is valid exactly as it stands, straight
  /// from its bytes: ``plainASCIIVerdict(_:into:)`` for its valid lines only.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full validator must decide.
  package func normalizedPlainASCII(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard case .written(let written) = plainASCIIVerdict(bytes, into: output) else { return nil }
    return written
  }

  /// ``ByteVerdict/invalid(_:)`` with `typeMismatch` when the bytes from `start` on are
  /// printable ASCII (those before it were checked on the way), since a line of printable ASCII
  /// is its own sanitized value; otherwise ``ByteVerdict/undecided``.
  private static func mismatchIfPrintable(_ bytes: UnsafeRawBufferPointer, from start: Int)
    -> ByteVerdict
  {
    for index in start..<bytes.count where bytes[index] &- 0x21 > 0x7E - 0x21 {
      return .undecided
    }
    return .invalid(ValidityState(flag: .typeMismatch))
  }

  /// Whether a byte may stand inside a domain label: an ASCII letter, digit or hyphen.
  @inline(__always)
  static func isLabelByte(_ byte: UInt8) -> Bool {
    // Bit n of the low mask is byte n (`-`, `0`-`9`), of the high mask byte 64 + n (letters).
    if byte < 64 { return (0x03FF_2000_0000_0000 as UInt64) >> byte & 1 != 0 }
    return byte < 128 && (0x07FF_FFFE_07FF_FFFE as UInt64) >> (byte & 63) & 1 != 0
  }
}

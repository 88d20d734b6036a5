// MARK: - Package API for streaming

extension EmailValidator {
  /// Writes the normalized form of an address that is valid exactly as it stands, straight
  /// from its bytes: the fast path of `fieldcli validate email --stdin`.
  ///
  /// Only the plain case is taken: ASCII, nothing to trim or strip, one address, no
  /// constraints. Anything else returns `nil` and goes through ``validate(_:)``, so the answer
  /// is always the one ``validate(_:)`` gives.
  ///
  /// - Returns: The bytes written to `output`, or `nil` when the full validator must decide.
  package func normalizedPlainASCII(
    _ bytes: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer
  ) -> Int? {
    guard !multiple, constraints == .none, output.count >= bytes.count,
      let at = bytes.lastIndex(of: UInt8(ascii: "@")), at > 0, at + 1 < bytes.count
    else { return nil }
    for index in 0..<at {
      let byte = bytes[index]
      guard Self.isLocalPartByte(byte) else { return nil }
      output[index] = byte
    }
    output[at] = UInt8(ascii: "@")
    var labelLength = 0
    var previous = UInt8(ascii: ".")
    for index in (at + 1)..<bytes.count {
      var byte = bytes[index]
      if byte == UInt8(ascii: ".") {
        guard labelLength > 0, previous != UInt8(ascii: "-") else { return nil }
        labelLength = 0
      } else if Self.isAlphanumeric(byte) || byte == UInt8(ascii: "-") {
        if labelLength == 0, byte == UInt8(ascii: "-") { return nil }
        labelLength += 1
        guard labelLength <= 63 else { return nil }
        if byte >= 0x41, byte <= 0x5A { byte += 0x20 }
      } else {
        return nil
      }
      output[index] = byte
      previous = bytes[index]
    }
    guard labelLength > 0, previous != UInt8(ascii: "-") else { return nil }
    return bytes.count
  }
}

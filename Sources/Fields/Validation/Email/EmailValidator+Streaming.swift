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
      let at = Self.plainASCIIAt(bytes.assumingMemoryBound(to: UInt8.self))
    else { return nil }
    // The local part as it is, the domain in lowercase.
    for index in 0..<bytes.count {
      let byte = bytes[index]
      output[index] = index > at && byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
    return bytes.count
  }
}

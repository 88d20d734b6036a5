/// Runs a validator's byte-level fast path over `bytes` and returns what it wrote, or `nil`
/// when it declined.
public func plainPathOutput(
  _ bytes: UnsafeRawBufferPointer,
  _ path: (UnsafeRawBufferPointer, UnsafeMutableRawBufferPointer) -> Int?
) -> String? {
  // `fieldcli validate --stdin` gives the fast path room for the line and one byte more.
  let output = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count + 1, alignment: 1)
  defer { output.deallocate() }
  guard let written = path(bytes, output) else { return nil }
  require(
    written >= 0 && written <= output.count,
    "fast path wrote \(written) bytes into \(output.count) for "
      + show(String(decoding: bytes, as: UTF8.self)))
  return String(decoding: output.prefix(written), as: UTF8.self)
}

/// The property of every byte-level fast path: when it does not decline, it writes what the
/// full reading normalized the same bytes to.
///
/// - Parameters:
///   - bytes: The value's bytes.
///   - path: The fast path.
///   - full: What the full reading normalized the value to, or `nil`.
///   - subject: The value, and where it was read, for the message.
public func requireFastPathAgrees(
  _ bytes: UnsafeRawBufferPointer,
  _ path: (UnsafeRawBufferPointer, UnsafeMutableRawBufferPointer) -> Int?,
  full: String?, subject: @autoclosure () -> String
) {
  guard let fast = plainPathOutput(bytes, path) else { return }
  require(
    fast == full, "fast path gives \(show(fast)) for \(subject()), the full reading \(show(full))")
}

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

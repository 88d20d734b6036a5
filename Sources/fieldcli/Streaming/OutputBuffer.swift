#if canImport(Glibc)
import Glibc
#endif

/// A buffered writer to stdout that the hot loops write bytes into directly.
///
/// Not thread-safe: one per process, used from the main thread.
final class OutputBuffer {
  private let storage: UnsafeMutableRawBufferPointer
  private var count = 0

  init(capacity: Int = 1 << 16) {
    storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
  }

  deinit {
    flush()
    storage.deallocate()
  }

  /// Appends bytes, flushing first when they do not fit.
  func write(_ bytes: UnsafeRawBufferPointer) {
    if count + bytes.count > storage.count { flush() }
    if bytes.count > storage.count {
      Self.writeAll(bytes)
      return
    }
    UnsafeMutableRawBufferPointer(rebasing: storage[count...]).copyMemory(from: bytes)
    count += bytes.count
  }

  /// Appends a string's UTF-8.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { write(UnsafeRawBufferPointer($0)) }
  }

  /// Appends one byte.
  func write(byte: UInt8) {
    if count == storage.count { flush() }
    storage[count] = byte
    count += 1
  }

  /// Lets `body` write straight into free space of at least `reserve` bytes.
  ///
  /// - Parameters:
  ///   - reserve: The free bytes to make room for first.
  ///   - body: Writes and returns the bytes it needed; when that is more than it was given,
  ///     nothing is kept.
  /// - Returns: False when the text did not fit, so the caller writes it another way.
  func writeInPlace(reserve: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) -> Bool {
    if storage.count - count < reserve { flush() }
    let free = UnsafeMutableRawBufferPointer(rebasing: storage[count...])
    let needed = body(free)
    guard needed <= free.count else { return false }
    count += needed
    return true
  }

  /// Writes everything buffered to stdout.
  func flush() {
    guard count > 0 else { return }
    Self.writeAll(UnsafeRawBufferPointer(rebasing: storage[..<count]))
    count = 0
  }

  private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress else { return }
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(1, base + offset, bytes.count - offset)
      if written < 0, errno == EINTR { continue }
      // A closed pipe or a full disk: nobody reads what follows, so stop as `head` expects.
      if written <= 0 { exit(errno == EPIPE ? 0 : 2) }
      offset += written
    }
  }
}

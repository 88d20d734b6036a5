import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// A buffered writer to stdout.
///
/// Not thread-safe: one per process, used from the thread that reads the input.
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

  /// Writes everything buffered to stdout.
  func flush() {
    guard count > 0 else { return }
    Self.writeAll(UnsafeRawBufferPointer(rebasing: storage[..<count]))
    count = 0
  }

  /// Writes text to stdout at once, unbuffered; a failed write ends the run as any does.
  static func writeAll(_ text: String) {
    var text = text
    text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) }
  }

  /// Writes bytes to stdout, retrying short writes; a failed write is reported and exits 2.
  static func writeAll(_ bytes: UnsafeRawBufferPointer) {
    var offset = 0
    while offset < bytes.count {
      let written: Int
      do {
        // swift-system writes again when a signal interrupts the call.
        written = try FileDescriptor.standardOutput.write(
          UnsafeRawBufferPointer(rebasing: bytes[offset...]))
      } catch {
        // A full disk, or a closed pipe while SIGPIPE is ignored: results would be lost
        // without a word, so say so and stop.
        Diagnostics.failedWrite(code: (error as? Errno)?.rawValue ?? EIO)
      }
      // Writing nothing of a non-empty buffer would loop for ever.
      if written == 0 { Diagnostics.failedWrite(code: EIO) }
      offset += written
    }
  }
}

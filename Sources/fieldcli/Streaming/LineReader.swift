#if canImport(Glibc)
import Glibc
#endif

/// Reads stdin line by line in constant memory.
///
/// Lines end at LF; a CR before it is dropped, so files from Windows read the same. A last line
/// without LF still counts. A line longer than ``maximumLineLength`` is not kept: its bytes are
/// skipped up to the next LF and it is reported as too long, so one endless line cannot use up
/// memory.
///
/// Not thread-safe: one reader per file descriptor.
final class LineReader {
  /// One line, or the length of one that was too long to keep.
  enum Line {
    case text(UnsafeRawBufferPointer)
    case tooLong(byteCount: Int)
  }

  let maximumLineLength: Int
  private let fileDescriptor: Int32
  private let chunk: UnsafeMutableRawBufferPointer
  private var start = 0
  private var end = 0
  private var pending: [UInt8] = []
  private var skippedBytes = 0
  private var skipping = false
  private var finished = false
  /// Called before each read that may block, so output reaches a reader waiting on it.
  private let beforeRead: () -> Void

  init(fileDescriptor: Int32 = 0, maximumLineLength: Int, beforeRead: @escaping () -> Void) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
    self.beforeRead = beforeRead
    chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
  }

  deinit { chunk.deallocate() }

  /// Calls `body` with each line; the bytes are valid only during the call.
  func forEachLine(_ body: (Line) -> Void) throws(ReadError) {
    while true {
      if start == end {
        if finished { break }
        try fill()
        if start == end {
          finished = true
          if skipping {
            body(.tooLong(byteCount: skippedBytes))
          } else if !pending.isEmpty {
            deliverPending(body)
          }
          break
        }
      }
      let available = UnsafeRawBufferPointer(rebasing: chunk[start..<end])
      if let newline = available.firstIndex(of: 0x0A) {
        let lineEnd = start + newline
        if skipping {
          body(.tooLong(byteCount: skippedBytes + newline))
          skipping = false
          skippedBytes = 0
        } else if pending.isEmpty {
          if newline > maximumLineLength {
            body(.tooLong(byteCount: newline))
          } else {
            var line = UnsafeRawBufferPointer(rebasing: chunk[start..<lineEnd])
            if line.last == 0x0D { line = UnsafeRawBufferPointer(rebasing: line.dropLast()) }
            body(.text(line))
          }
        } else {
          append(UnsafeRawBufferPointer(rebasing: chunk[start..<lineEnd]))
          if skipping {
            body(.tooLong(byteCount: skippedBytes))
            skipping = false
            skippedBytes = 0
          } else {
            deliverPending(body)
          }
        }
        start = lineEnd + 1
      } else {
        if skipping {
          skippedBytes += available.count
        } else {
          append(available)
        }
        start = end
      }
    }
  }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    if pending.count + bytes.count > maximumLineLength {
      skipping = true
      skippedBytes = pending.count + bytes.count
      pending.removeAll(keepingCapacity: false)
    } else {
      pending.append(contentsOf: bytes)
    }
  }

  private func deliverPending(_ body: (Line) -> Void) {
    if pending.last == 0x0D { pending.removeLast() }
    pending.withUnsafeBytes { body(.text($0)) }
    pending.removeAll(keepingCapacity: pending.count <= 1 << 16)
  }

  private func fill() throws(ReadError) {
    beforeRead()
    guard let base = chunk.baseAddress else { return }
    while true {
      let count = read(fileDescriptor, base, chunk.count)
      if count < 0 {
        if errno == EINTR { continue }
        throw ReadError(code: errno)
      }
      start = 0
      end = count
      return
    }
  }

  /// A failed read of stdin.
  struct ReadError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
  }
}

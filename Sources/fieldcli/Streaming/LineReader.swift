import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// Reads stdin or a file in batches of lines, in constant memory.
///
/// Each read (with what is already waiting behind it) of 64 KiB, or up to 256 KiB when lines
/// are long, yields one batch: every line it completes, in order. Lines end at LF; a CR before
/// it is dropped, so files from Windows read the same. A last line without LF still counts. A
/// line longer than ``maximumLineLength`` is not kept: its bytes are skipped up to the next LF
/// and it is reported as too long, so one endless line cannot use up memory.
///
/// Not thread-safe: one reader per file descriptor. The bytes of a batch stay valid until the
/// batch's closure returns.
final class LineReader {
  /// One line, or the length of one that was too long to keep.
  enum Line {
    case text(UnsafeRawBufferPointer)
    case tooLong(byteCount: Int)
  }

  let maximumLineLength: Int
  private let fileDescriptor: Int32
  private let chunk: UnsafeMutableRawBufferPointer
  /// The start of a line that the previous chunk ended in the middle of.
  private var carried: UnsafeMutableRawBufferPointer
  private var carriedCount = 0
  private var skippedBytes = 0
  private var skipping = false
  /// Whether a read gave the end of input.
  private var reachedEnd = false
  /// How many bytes the next batch is read up to: set from the last batch's line length.
  private var readSize = LineReader.smallestRead

  /// The least a batch is read up to.
  static let smallestRead = 1 << 16
  /// About how many lines a batch should hold, when the chunk allows.
  static let batchLines = 1024
  /// Called before each read that may block, so output reaches a reader waiting on it.
  private let beforeRead: () -> Void

  init(fileDescriptor: Int32 = 0, maximumLineLength: Int, beforeRead: @escaping () -> Void) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
    self.beforeRead = beforeRead
    // Large enough that the workers share each batch with few hand-overs, small enough that
    // memory stays flat.
    chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 18, alignment: 1)
    carried = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 12, alignment: 1)
  }

  deinit {
    chunk.deallocate()
    carried.deallocate()
  }

  /// The one-line message for a line longer than `maximumLineLength` bytes.
  ///
  /// - Parameters:
  ///   - byteCount: The line's length in bytes, without its line end.
  ///   - maximumLineLength: The longest line read.
  ///   - what: What a line holds, for the message: "a value", "a session line".
  /// - Returns: The message, one sentence naming both lengths.
  static func tooLongMessage(byteCount: Int, maximumLineLength: Int, what: String) -> String {
    "The line is \(byteCount) bytes long; \(what) is at most \(maximumLineLength) bytes."
  }

  /// Calls `body` with each batch of lines until the input ends or `body` returns false.
  func forEachBatch(_ body: ([Line]) -> Bool) throws(ReadError) {
    var batch: [Line] = []
    while true {
      let count = try fill()
      batch.removeAll(keepingCapacity: true)
      if count == 0 {
        if skipping {
          batch.append(.tooLong(byteCount: skippedBytes))
        } else if carriedCount > 0 {
          batch.append(
            .text(trimmingCR(UnsafeRawBufferPointer(rebasing: carried[..<carriedCount]))))
        }
        if !batch.isEmpty { _ = body(batch) }
        return
      }
      let bytes = UnsafeRawBufferPointer(rebasing: chunk[..<count])
      var start = 0
      var deliveredCarried = false
      while let newline = Self.newline(in: bytes, from: start) {
        let piece = UnsafeRawBufferPointer(rebasing: bytes[start..<newline])
        if skipping {
          batch.append(.tooLong(byteCount: skippedBytes + piece.count))
          skipping = false
          skippedBytes = 0
        } else if carriedCount > 0, !deliveredCarried {
          // Only the first line of a chunk can finish the line the last chunk began.
          if carriedCount + piece.count > maximumLineLength {
            batch.append(.tooLong(byteCount: carriedCount + piece.count))
            carriedCount = 0
          } else {
            carry(piece)
            batch.append(
              .text(trimmingCR(UnsafeRawBufferPointer(rebasing: carried[..<carriedCount]))))
            deliveredCarried = true
          }
        } else if piece.count > maximumLineLength {
          batch.append(.tooLong(byteCount: piece.count))
        } else {
          batch.append(.text(trimmingCR(piece)))
        }
        start = newline + 1
      }
      if !batch.isEmpty {
        // Aim at about a thousand lines a batch: enough work to share, while a batch of short
        // lines stays small (its lines and results are held at once).
        readSize = min(chunk.count, max(Self.smallestRead, count / batch.count * Self.batchLines))
        if !body(batch) { return }
      }
      // The carried line was part of the batch; the next one starts only after it was used.
      if deliveredCarried { carriedCount = 0 }
      let rest = UnsafeRawBufferPointer(rebasing: bytes[start...])
      if skipping {
        skippedBytes += rest.count
      } else if carriedCount + rest.count > maximumLineLength {
        skipping = true
        skippedBytes = carriedCount + rest.count
        carriedCount = 0
      } else {
        carry(rest)
      }
    }
  }

  /// The index of the first LF at or after `start`, found with memchr: a debug build's
  /// generic search takes over 100 ns a byte, 13 s to skip a line of 100 MB.
  private static func newline(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int? {
    guard start < bytes.count, let base = bytes.baseAddress else { return nil }
    guard let found = memchr(base + start, 0x0A, bytes.count - start) else { return nil }
    return UnsafeRawPointer(found) - base
  }

  private func trimmingCR(_ line: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
    line.last == 0x0D ? UnsafeRawBufferPointer(rebasing: line.dropLast()) : line
  }

  private func carry(_ bytes: UnsafeRawBufferPointer) {
    guard !bytes.isEmpty else { return }
    if carriedCount + bytes.count > carried.count {
      var capacity = carried.count
      while capacity < carriedCount + bytes.count { capacity *= 2 }
      let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
      grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: carried[..<carriedCount]))
      carried.deallocate()
      carried = grown
    }
    UnsafeMutableRawBufferPointer(rebasing: carried[carriedCount...]).copyMemory(from: bytes)
    carriedCount += bytes.count
  }

  /// Reads the next chunk; 0 at the end of input.
  private func fill() throws(ReadError) -> Int {
    beforeRead()
    guard let base = chunk.baseAddress, !reachedEnd else { return 0 }
    var filled = try readOnce(into: base, count: readSize)
    // A pipe hands over at most its buffer (64 KiB) a read. While more is already waiting, read
    // on, so that a batch is large enough for the workers to share with few hand-overs; never
    // wait for more, so a line typed at a terminal is still answered before the next is read.
    while filled > 0, filled < readSize, hasInputWaiting() {
      let more = try readOnce(into: base + filled, count: readSize - filled)
      if more == 0 { break }
      filled += more
    }
    return filled
  }

  /// One read, again when a signal interrupts it (as swift-system reads); the end of input is
  /// remembered, since a terminal gives it (Ctrl-D) only once.
  private func readOnce(into buffer: UnsafeMutableRawPointer, count: Int) throws(ReadError) -> Int {
    let got: Int
    do {
      got = try FileDescriptor(rawValue: fileDescriptor).read(
        into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
    } catch {
      throw ReadError(code: (error as? Errno)?.rawValue ?? EIO)
    }
    if got == 0 { reachedEnd = true }
    return got
  }

  /// Whether a read would return at once: bytes, or the end of input, are waiting.
  private func hasInputWaiting() -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN | POLLHUP) != 0
  }

  /// A failed read of stdin.
  struct ReadError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
  }
}

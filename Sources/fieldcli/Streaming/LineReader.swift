import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// Reads stdin or a file in batches of lines, in constant memory.
///
/// Each read (with what is already waiting behind it) of 64 KiB, or up to 1 MiB when lines are
/// long, yields one batch: every line it completes, in order. Lines end at LF; a CR before
/// it is dropped, so files from Windows read the same. A last line without LF still counts. A
/// line longer than ``maximumLineLength`` is not kept: its bytes are skipped up to the next LF
/// and it is reported as too long, so one endless line cannot use up memory.
///
/// ## Reading ahead
/// With two banks, a batch is read into the memory the batch before last used, so the next
/// batch can be read while the workers still go through the last one: the lines of a batch
/// stay valid until the second call of ``nextBatch(into:)`` or ``nextBlock(into:)`` after it.
/// With one bank they stay valid until the next call. Reading ahead asks for a pipe of 1 MiB,
/// and ``nextBlock(into:)`` reads up to 1 MiB a batch.
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
  /// What each bank reads into.
  private var chunks: [UnsafeMutableRawBufferPointer]
  /// The start of a line that the previous chunk ended in the middle of, one per bank.
  private var carried: [UnsafeMutableRawBufferPointer]
  /// The bank the next read goes to.
  private var bank = 0
  private var carriedCount = 0
  private var skippedBytes = 0
  private var skipping = false
  /// The end of the last batch's chunk after its last line, kept until the next call, when the
  /// batch's bank may still be in use: it is copied into the next bank then.
  private var unfinished: UnsafeRawBufferPointer?
  /// Whether a read gave the end of input.
  private var reachedEnd = false
  /// How many bytes the next batch is read up to: set from the last batch's line length.
  private var readSize = LineReader.smallestRead
  /// How many bytes the last read of a chunk gave.
  private var lastReadCount = 0

  /// The most a batch is read up to.
  static let chunkSize = 1 << 20
  /// The least a batch is read up to.
  static let smallestRead = 1 << 16
  /// About how many lines a batch should hold, when the chunk allows.
  static let batchLines = 1024
  /// Called before each read that may block, so output reaches a reader waiting on it.
  private let beforeRead: () -> Void

  /// A reader of a file descriptor.
  ///
  /// - Parameters:
  ///   - fileDescriptor: What to read; stdin by default.
  ///   - maximumLineLength: The longest line kept.
  ///   - banks: 1, or 2 to read a batch while the one before is still in use.
  ///   - beforeRead: Called before each read that may block.
  init(
    fileDescriptor: Int32 = 0, maximumLineLength: Int, banks: Int = 1,
    beforeRead: @escaping () -> Void
  ) {
    self.fileDescriptor = fileDescriptor
    self.maximumLineLength = maximumLineLength
    self.beforeRead = beforeRead
    if banks > 1 {
      // A pipe holds 64 KiB: its writer (on a machine of 2 cores, sharing them with this
      // process's threads) must run again after every read, and a read finds at most 64 KiB
      // waiting, a batch of 2,400 short lines. Holding a read-ahead batch lets the writer
      // get ahead. F_SETPIPE_SZ is 1031 (linux/fcntl.h; Glibc does not export it to Swift);
      // anything but a pipe refuses it, which is fine.
      _ = fcntl(fileDescriptor, 1031, Int32(Self.chunkSize))
    }
    // Large enough that the workers share each batch with few hand-overs, small enough that
    // memory stays flat.
    chunks = (0..<max(1, banks)).map { _ in
      UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 1)
    }
    carried = (0..<max(1, banks)).map { _ in
      UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 12, alignment: 1)
    }
  }

  deinit {
    for chunk in chunks { chunk.deallocate() }
    for buffer in carried { buffer.deallocate() }
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
  ///
  /// The bytes of a batch stay valid until `body` returns.
  func forEachBatch(_ body: ([Line]) -> Bool) throws(ReadError) {
    var batch: [Line] = []
    while try nextBatch(into: &batch) {
      if !body(batch) { return }
    }
  }

  /// One batch as the bytes it was read into, for workers that split the lines themselves.
  struct Block {
    /// The lines that do not lie in ``bytes``, which come before its lines.
    ///
    /// A line the chunk before began and this one finished (in the reader's own memory), one
    /// too long to keep, or the input's last line when it has no LF.
    var leading: [Line] = []
    /// Whole lines, each ending in LF, with a CR before it when the input had one; every line
    /// here is shorter than a chunk.
    var bytes = UnsafeRawBufferPointer(start: nil, count: 0)
  }

  /// Replaces `batch` with the next batch of lines.
  ///
  /// - Returns: False at the end of input, with `batch` empty.
  func nextBatch(into batch: inout [Line]) throws(ReadError) -> Bool {
    batch.removeAll(keepingCapacity: true)
    guard let whole = try nextWholeLines(leading: &batch) else { return !batch.isEmpty }
    splitLines(whole, into: &batch)
    // Aim at about a thousand lines a batch: enough work to share, while a batch of short
    // lines stays small (its lines and results are held at once).
    if !batch.isEmpty {
      readSize = min(
        chunks[bank].count, max(Self.smallestRead, lastReadCount / batch.count * Self.batchLines))
    }
    return true
  }

  /// Replaces `block` with the next batch, its whole lines left as the bytes they were read
  /// into.
  ///
  /// With no lines to keep, a batch is read up to a whole chunk (1 MiB) as it is waiting:
  /// the bytes of a batch cost nothing to hold beyond the chunk.
  ///
  /// - Returns: False at the end of input, with `block` empty.
  func nextBlock(into block: inout Block) throws(ReadError) -> Bool {
    block.leading.removeAll(keepingCapacity: true)
    block.bytes = UnsafeRawBufferPointer(start: nil, count: 0)
    guard let whole = try nextWholeLines(leading: &block.leading) else {
      return !block.leading.isEmpty
    }
    block.bytes = whole
    readSize = chunks[bank].count
    return true
  }

  /// Reads on until a chunk ends a line: appends to `leading` the lines that do not lie in
  /// the chunk, and returns the chunk's whole lines, from the first that begins in it to its
  /// last LF (empty when only a leading line ended).
  ///
  /// - Returns: `nil` at the end of input, after appending the input's last line, if any.
  private func nextWholeLines(leading: inout [Line]) throws(ReadError) -> UnsafeRawBufferPointer? {
    if let rest = unfinished {
      unfinished = nil
      bank = (bank + 1) % chunks.count
      keep(rest)
    }
    let chunk = chunks[bank]
    while true {
      let count = try fill(chunk)
      lastReadCount = count
      if count == 0 {
        if skipping {
          leading.append(.tooLong(byteCount: skippedBytes))
          skipping = false
          skippedBytes = 0
        } else if carriedCount > 0 {
          leading.append(
            .text(trimmingCR(UnsafeRawBufferPointer(rebasing: carried[bank][..<carriedCount]))))
          carriedCount = 0
        }
        return nil
      }
      let bytes = UnsafeRawBufferPointer(rebasing: chunk[..<count])
      var start = 0
      // Only the first line of a chunk can finish a line the last chunk began or skipped.
      if skipping || carriedCount > 0, let newline = Self.newline(in: bytes, from: 0) {
        let piece = UnsafeRawBufferPointer(rebasing: bytes[..<newline])
        if skipping {
          leading.append(.tooLong(byteCount: skippedBytes + piece.count))
          skipping = false
          skippedBytes = 0
        } else if carriedCount + piece.count > maximumLineLength {
          leading.append(.tooLong(byteCount: carriedCount + piece.count))
        } else {
          // Its bytes stay in the bank's carried buffer, which nothing writes to before the
          // bank's next read.
          carry(piece)
          leading.append(
            .text(trimmingCR(UnsafeRawBufferPointer(rebasing: carried[bank][..<carriedCount]))))
        }
        carriedCount = 0
        start = newline + 1
      }
      let end = Self.endOfLastLine(in: bytes, from: start)
      if end > start || !leading.isEmpty {
        unfinished = UnsafeRawBufferPointer(rebasing: bytes[end...])
        return UnsafeRawBufferPointer(rebasing: bytes[start..<end])
      }
      keep(UnsafeRawBufferPointer(rebasing: bytes[start...]))
    }
  }

  /// Just after the last LF of `bytes` at or after `start`, or `start` when there is none:
  /// searched from the end, so it costs about one line.
  private static func endOfLastLine(in bytes: UnsafeRawBufferPointer, from start: Int) -> Int {
    var index = bytes.count
    while index > start {
      if bytes[index - 1] == 0x0A { return index }
      index -= 1
    }
    return start
  }

  /// Appends the lines of `bytes`, whole lines each ending in LF, to `lines`: what a
  /// ``Block`` holds, as ``nextBatch(into:)`` would have given it.
  func appendLines(of bytes: UnsafeRawBufferPointer, to lines: inout [Line]) {
    splitLines(bytes, into: &lines)
  }

  /// Appends the lines of `bytes`, whole lines each ending in LF.
  private func splitLines(_ bytes: UnsafeRawBufferPointer, into batch: inout [Line]) {
    Self.forEachLine(in: bytes, maximumLineLength: maximumLineLength) { batch.append($0) }
  }

  /// Calls `body` with each line of `bytes`, whole lines each ending in LF: without its CR
  /// before the LF, or as too long.
  ///
  /// The loop every line goes through, here and in the workers that split blocks: a search
  /// for LF (memchr), a look at the byte before it, with no slicing or bounds checks.
  @inline(__always)
  static func forEachLine(
    in bytes: UnsafeRawBufferPointer, maximumLineLength: Int, _ body: (Line) -> Void
  ) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    let end = base + bytes.count
    var cursor = base
    while cursor < end, let found = memchr(cursor, 0x0A, end - cursor) {
      let newline = UnsafeRawPointer(found)
      var length = newline - cursor
      if length > maximumLineLength {
        body(.tooLong(byteCount: length))
      } else {
        if length > 0, newline.load(fromByteOffset: -1, as: UInt8.self) == 0x0D { length -= 1 }
        body(.text(UnsafeRawBufferPointer(start: cursor, count: length)))
      }
      cursor = newline + 1
    }
  }

  /// Keeps the unfinished end of a chunk for the next one, or counts it when its line is
  /// already too long.
  private func keep(_ rest: UnsafeRawBufferPointer) {
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
    if carriedCount + bytes.count > carried[bank].count {
      var capacity = carried[bank].count
      while capacity < carriedCount + bytes.count { capacity *= 2 }
      let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
      grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: carried[bank][..<carriedCount]))
      carried[bank].deallocate()
      carried[bank] = grown
    }
    UnsafeMutableRawBufferPointer(rebasing: carried[bank][carriedCount...]).copyMemory(from: bytes)
    carriedCount += bytes.count
  }

  /// Reads the next chunk; 0 at the end of input.
  private func fill(_ chunk: UnsafeMutableRawBufferPointer) throws(ReadError) -> Int {
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
  ///
  /// - Parameter milliseconds: How long to wait for them; none by default.
  /// - Returns: True when a read would not block.
  func hasInputWaiting(milliseconds: Int32 = 0) -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, milliseconds) > 0
      && request.revents & Int16(POLLIN | POLLHUP) != 0
  }

  /// A failed read of stdin.
  struct ReadError: Error {
    var code: Int32
    var message: String { String(cString: strerror(code)) }
  }
}

/// The results of one worker for one batch: bytes that grow as needed and are copied to stdout
/// in order once the batch is done.
///
/// Not thread-safe: each worker has its own.
final class ResultBuffer {
  private(set) var storage: UnsafeMutableRawBufferPointer
  private(set) var count = 0
  /// Room that keeps two workers' buffers, made one after the other, off one cache line:
  /// `count` changes with every write, and two cores writing one line slow each other down.
  private let padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
  )

  init(capacity: Int = 1 << 16) {
    storage = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
  }

  deinit { storage.deallocate() }

  /// The bytes written so far.
  var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: storage[..<count]) }

  /// Forgets the bytes, keeping the memory for the next batch.
  func removeAll() { count = 0 }

  /// Appends bytes.
  func write(_ bytes: UnsafeRawBufferPointer) {
    reserve(bytes.count)
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
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// Lets `body` write straight into at least `reserve` free bytes.
  ///
  /// - Parameters:
  ///   - bytes: The free bytes to make room for first.
  ///   - body: Writes and returns the bytes it needed; when that is more than it was given,
  ///     nothing is kept.
  /// - Returns: False when the text did not fit, so the caller writes it another way.
  func writeInPlace(reserve bytes: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) -> Bool {
    reserve(bytes)
    let free = UnsafeMutableRawBufferPointer(rebasing: storage[count...])
    let needed = body(free)
    guard needed <= free.count else { return false }
    count += needed
    return true
  }

  /// The free room after the bytes written, made at least `bytes` long; what is written
  /// there counts once ``advance(by:)`` says so.
  @inline(__always)
  func free(atLeast bytes: Int) -> UnsafeMutableRawBufferPointer {
    reserve(bytes)
    return UnsafeMutableRawBufferPointer(
      start: storage.baseAddress.map { $0 + count }, count: storage.count - count)
  }

  /// Counts `written` bytes of the free room as written.
  @inline(__always)
  func advance(by written: Int) { count += written }

  @inline(__always)
  private func reserve(_ extra: Int) {
    guard count + extra > storage.count else { return }
    grow(to: count + extra)
  }

  /// Reallocates, out of line: the common case of ``reserve(_:)`` is one comparison.
  @inline(never)
  private func grow(to needed: Int) {
    var capacity = storage.count
    while capacity < needed { capacity *= 2 }
    let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: capacity, alignment: 1)
    grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: storage[..<count]))
    storage.deallocate()
    storage = grown
  }
}

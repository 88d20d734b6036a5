extension WebURL.Parser {
  /// Where the parser writes the serialization: memory the caller owns, of a fixed capacity.
  ///
  /// The byte path of `validate url --stdin` hands over the output buffer itself and
  /// ``WebURL/init(_:base:)`` a stack buffer, so no line allocates or counts references as an
  /// `Array` would. A write past the capacity is dropped and sets ``overflowed``: the caller
  /// then declines (the byte path) or parses again with more room (``WebURL/init(_:base:)``).
  /// Reads past ``count`` give 0, so a parser that went on after an overflow reads and writes
  /// only the memory it was given.
  struct Output {
    let start: UnsafeMutablePointer<UInt8>
    let capacity: Int
    private(set) var count = 0
    /// Set by the first write that did not fit; what was written since is incomplete.
    private(set) var overflowed = false

    init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
      self.start = start
      self.capacity = capacity
    }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    @inline(__always)
    subscript(_ index: Int) -> UInt8 { index >= 0 && index < count ? start[index] : 0 }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
      guard count < capacity else {
        overflowed = true
        return
      }
      start[count] = byte
      count &+= 1
    }

    mutating func append(contentsOf source: UnsafeBufferPointer<UInt8>) {
      guard let from = source.baseAddress, !source.isEmpty else { return }
      guard capacity - count >= source.count else {
        overflowed = true
        return
      }
      (start + count).update(from: from, count: source.count)
      count &+= source.count
    }

    mutating func append(contentsOf text: String) {
      var text = text
      text.withUTF8 { append(contentsOf: $0) }
    }

    /// Where `n` more bytes can be written, for ``didWrite(_:)`` to count them.
    ///
    /// A loop that writes at most `n` bytes then skips the check per byte; when they do not
    /// fit (`nil`), it writes byte by byte instead.
    @inline(__always)
    func room(for n: Int) -> UnsafeMutablePointer<UInt8>? {
      capacity &- count >= n ? start + count : nil
    }

    /// Counts `n` bytes written where ``room(for:)`` pointed.
    @inline(__always)
    mutating func didWrite(_ n: Int) { count &+= n }

    /// Drops the last `n` bytes (all of them when fewer were written).
    mutating func removeLast(_ n: Int) {
      count -= max(0, min(n, count))
    }

    /// Puts `first` and `second` at `index`, moving what follows two places on.
    mutating func insert(_ first: UInt8, _ second: UInt8, at index: Int) {
      guard index >= 0, index <= count else { return }
      guard capacity - count >= 2 else {
        overflowed = true
        return
      }
      (start + index + 2).update(from: start + index, count: count - index)
      start[index] = first
      start[index + 1] = second
      count &+= 2
    }
  }
}

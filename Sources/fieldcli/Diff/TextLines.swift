#if canImport(Glibc)
import Glibc
#endif

/// Lines of text held as one run of bytes, each line followed by LF, with where each one ends.
///
/// ```swift
/// var lines = TextLines()
/// lines.append("> help")
/// lines[0]  // "> help"
/// ```
///
/// A golden file or a transcript of a million lines takes about its own size plus 8 bytes a
/// line. An array of strings took about 5 times: each line of more than 15 bytes is an
/// allocation of its own (a 32-byte header and the allocator's rounding) besides its 16 bytes
/// in the array, and a million-line `session --record` peaked at 153 MB for a 16 MB file.
struct TextLines {
  /// The lines' UTF-8, each line followed by LF: the file the lines make.
  private(set) var bytes: [UInt8] = []
  /// The offset in ``bytes`` of each line's LF.
  private(set) var ends: [Int] = []

  // MARK: - API

  init() {}

  /// The lines of `lines`, for tests and small texts.
  init(_ lines: [String]) {
    for line in lines { append(line) }
  }

  /// How many lines there are.
  var count: Int { ends.count }

  /// The line at `index`, decoded as UTF-8.
  subscript(index: Int) -> String {
    String(decoding: bytes[start(of: index)..<ends[index]], as: UTF8.self)
  }

  /// Adds a line; a line break inside it stays part of it.
  mutating func append(_ line: String) {
    bytes.append(contentsOf: line.utf8)
    ends.append(bytes.count)
    bytes.append(0x0A)
  }

  /// Adds a line from bytes.
  mutating func append(_ line: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: line)
    ends.append(bytes.count)
    bytes.append(0x0A)
  }

  /// Makes room for `byteCount` bytes of lines, so that a file read whole does not pass
  /// through arrays twice its size as it grows.
  mutating func reserveCapacity(byteCount: Int) {
    bytes.reserveCapacity(byteCount)
  }

  /// Calls `body` with the lines' storage, borrowed for the call.
  func withView<Result>(_ body: (View) throws -> Result) rethrows -> Result {
    try bytes.withUnsafeBytes { bytes in
      try ends.withUnsafeBufferPointer { ends in try body(View(bytes: bytes, ends: ends)) }
    }
  }

  // MARK: - Internals

  private func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] + 1 }

  /// The storage of ``TextLines``, valid only inside ``withView(_:)``: a diff compares lines
  /// in place, without a string for each.
  struct View {
    let bytes: UnsafeRawBufferPointer
    let ends: UnsafeBufferPointer<Int>

    /// How many lines there are.
    var count: Int { ends.count }

    /// The bytes of the line at `index`, without its LF.
    func line(_ index: Int) -> UnsafeRawBufferPointer {
      let start = index == 0 ? 0 : ends[index - 1] + 1
      return UnsafeRawBufferPointer(rebasing: bytes[start..<ends[index]])
    }

    /// Whether the line at `index` is the line at `otherIndex` of `other`, byte for byte.
    func line(_ index: Int, equals other: View, _ otherIndex: Int) -> Bool {
      let line = line(index)
      let otherLine = other.line(otherIndex)
      guard line.count == otherLine.count else { return false }
      guard let base = line.baseAddress, let otherBase = otherLine.baseAddress else { return true }
      return memcmp(base, otherBase, line.count) == 0
    }

    /// The hash of the line at `index`'s bytes.
    func hash(_ index: Int) -> Int {
      var hasher = Hasher()
      hasher.combine(bytes: line(index))
      return hasher.finalize()
    }
  }
}

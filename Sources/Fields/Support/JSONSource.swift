import Synchronization

/// A parsed JSON text with its file name: where a message says a value is.
///
/// ```swift
/// let source = JSONSource(file: "form.json", text: "{\n  \"a\": tru }")
/// source.position(of: 9)   // line 2, column 8: where `tru` starts
/// ```
///
/// A ``JSONValue`` keeps only the byte offset it starts at, so that reading JSON counts no
/// lines: a message's line and column are worked out from the offset here, when the message is
/// made. Lines and columns count from 1; a line ends at a newline (U+000A), and columns count
/// Unicode scalars, so a continuation byte of UTF-8 adds none.
///
/// ## Cost
///
/// The first position looked up indexes the text, once: linear in it. Each one after it is a
/// binary search of the lines' starts and a count of at most ``blockSize`` bytes, so even a
/// configuration on one line with thousands of problems is placed in linear time.
///
/// ## Thread safety
///
/// A value to share: the index is made once, under a lock, by whichever thread asks first.
struct JSONSource: Sendable {
  /// The file, as the user named it.
  let file: String
  private let index: Index

  /// A source of a text.
  ///
  /// - Parameters:
  ///   - file: The file name messages give.
  ///   - text: The JSON text the values' offsets count in.
  init(file: String, text: String) {
    self.file = file
    index = Index(text)
  }

  /// The line and column of a byte offset.
  ///
  /// - Parameter offset: The offset; past the end, the text's end.
  /// - Returns: Where it is.
  func position(of offset: Int) -> JSONValue.Position {
    index.position(of: offset)
  }

  /// The line and column of a byte offset, counted from the start: for a text that has one
  /// message at most, such as a submission, which an index would cost more than it saves.
  ///
  /// - Parameters:
  ///   - offset: The offset; past the end, the text's end.
  ///   - bytes: The text's UTF-8.
  /// - Returns: Where it is.
  static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> JSONValue.Position
  {
    var line = 1
    var column = 1
    for byte in UnsafeBufferPointer(rebasing: bytes[..<min(max(offset, 0), bytes.count)]) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return JSONValue.Position(line: line, column: column)
  }

  /// The bytes one count of scalars covers: a position counts at most this many.
  static let blockSize = 64

  // MARK: - Internals

  /// The text and, once a position is asked for, where its lines start.
  private final class Index: Sendable {
    let text: String
    let table = Mutex<Table?>(nil)

    /// Where lines and blocks start, in one pass over the text.
    struct Table {
      /// The offset each line starts at, the first line's (0) first.
      var lineStarts: [Int] = [0]
      /// The scalars before each block of ``JSONSource/blockSize`` bytes.
      var scalarsBefore: [Int] = []
    }

    init(_ text: String) {
      self.text = text
    }

    func position(of offset: Int) -> JSONValue.Position {
      var text = text
      return text.withUTF8 { bytes in
        let offset = min(max(offset, 0), bytes.count)
        let table = self.table.withTSanVisibleLock { table -> Table in
          if let table { return table }
          let made = Self.table(of: bytes)
          table = made
          return made
        }
        // The last line that starts at or before the offset.
        var low = 0
        var high = table.lineStarts.count
        while high - low > 1 {
          let middle = (low + high) / 2
          if table.lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        let lineStart = table.lineStarts[low]
        let scalars = Self.scalars(before: offset, in: bytes, table)
        let column = scalars - Self.scalars(before: lineStart, in: bytes, table) + 1
        return JSONValue.Position(line: low + 1, column: column)
      }
    }

    static func table(of bytes: UnsafeBufferPointer<UInt8>) -> Table {
      var table = Table()
      table.scalarsBefore.reserveCapacity(bytes.count / JSONSource.blockSize + 1)
      var scalars = 0
      for (offset, byte) in bytes.enumerated() {
        if offset % JSONSource.blockSize == 0 { table.scalarsBefore.append(scalars) }
        if byte == UInt8(ascii: "\n") { table.lineStarts.append(offset + 1) }
        if byte & 0xC0 != 0x80 { scalars += 1 }
      }
      table.scalarsBefore.append(scalars)
      return table
    }

    /// The scalars that start before an offset: the block's count, then its bytes up to it.
    static func scalars(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>, _ table: Table)
      -> Int
    {
      let block = offset / JSONSource.blockSize
      var scalars = table.scalarsBefore[block]
      for byte in UnsafeBufferPointer(rebasing: bytes[block * JSONSource.blockSize..<offset])
      where byte & 0xC0 != 0x80 {
        scalars += 1
      }
      return scalars
    }
  }
}

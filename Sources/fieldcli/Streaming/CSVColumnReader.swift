import Fields
import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

/// Reads one column of a CSV file with a header row, in batches of values, in constant memory.
///
/// ```swift
/// let reader = try CSVColumnReader(file: "people.csv", column: .name("email"))
/// try reader.forEachBatch(beforeRead: {}) { values, rows in
///   // values[i] is the email field of spreadsheet row rows[i]
///   return true
/// }
/// ```
///
/// The records are read by ``CSVRecordParser`` (RFC 4180; see there what it accepts). A file
/// is read as its bytes, as `--stdin` reads lines: a field that is not UTF-8 is a value that is
/// not UTF-8, refused as bad input like such a line.
///
/// fieldcli reads CSV itself rather than through a CSV package: docs/validation.md, "Why
/// fieldcli reads CSV itself", gives the measurements.
///
/// ## Memory
/// One chunk of the file, the values of one batch (at most a chunk's bytes) and the record
/// being read (at most ``LineRunner/maximumLineLength`` bytes) are held at once: a record
/// longer than that, such as a pipe fed from /dev/zero, is an error naming its row.
///
/// Not thread-safe: one reader per file. The bytes of a batch stay valid until the batch's
/// closure returns.
final class CSVColumnReader {
  /// The column as `--column` names it.
  enum Column: Equatable, Sendable {
    /// The header field with this name.
    case name(String)
    /// The column at this position, from 1.
    case number(Int)

    /// A column from `--column`'s text: a number when it is all ASCII digits, else a name.
    init(argument: String) {
      if !argument.isEmpty, argument.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
        let number = Int(argument)
      {
        self = .number(number)
      } else {
        self = .name(argument)
      }
    }
  }

  /// The path as given; `-` is standard input.
  let file: String
  /// The header's fields.
  private(set) var header: [String] = []
  /// The column read, from 0.
  private(set) var columnIndex = 0

  private let fileDescriptor: Int32
  private var parser: CSVRecordParser
  private let chunk: UnsafeMutableRawBufferPointer
  /// The bytes of the last chunk that the header did not use.
  private var unread: Range<Int>
  private var reachedEnd = false

  /// How many bytes a read asks for.
  static let readSize = 1 << 17

  /// Opens `file` (`-` for standard input), reads its header and finds `column` in it.
  ///
  /// - Throws: ``CSVInputError`` when the file cannot be read, has no header, or its header
  ///   has no such column.
  init(file: String, column: Column, maximumRecordLength: Int) throws(CSVInputError) {
    self.file = file
    if file == "-" {
      fileDescriptor = 0
    } else {
      let opened = open(file, O_RDONLY | O_CLOEXEC)
      guard opened >= 0 else { throw .cannotOpen(file: file, code: errno) }
      var status = stat()
      let kind = fstat(opened, &status) == 0 ? status.st_mode & S_IFMT : 0
      // A FIFO streams a CSV as well as a file does; a directory or a device is a mistake.
      guard kind == S_IFREG || kind == S_IFIFO else {
        close(opened)
        throw .notAFile(file: file)
      }
      fileDescriptor = opened
    }
    chunk = .allocate(byteCount: Self.readSize, alignment: 1)
    // Each byte read keeps at most one byte, and a record carried over is at most the limit.
    let arena = UnsafeMutableRawBufferPointer.allocate(
      byteCount: Self.readSize + maximumRecordLength + 1, alignment: 1)
    parser = CSVRecordParser(maximumRecordLength: maximumRecordLength, arena: arena)
    unread = 0..<0
    // Thrown from here on, deinit closes the file and frees the buffers.
    header = try readHeader()
    columnIndex = try Self.index(of: column, in: header, file: file)
    parser.column = columnIndex
  }

  deinit {
    chunk.deallocate()
    parser.arena.deallocate()
    if fileDescriptor != 0 { close(fileDescriptor) }
  }

  // MARK: - Reading

  /// Calls `body` with each batch of values and their rows until the file ends or `body`
  /// returns false.
  ///
  /// - Parameters:
  ///   - beforeRead: Called before each read that may block, so output reaches a reader.
  ///   - body: Gets the values (each a `.text`) and the spreadsheet row of each.
  /// - Throws: ``CSVInputError`` when a read fails or a record is malformed; the values before
  ///   that record were handed to `body` first.
  func forEachBatch(
    beforeRead: () -> Void, _ body: ([LineReader.Line], [Int]) -> Bool
  ) throws(CSVInputError) {
    var lines: [LineReader.Line] = []
    var rows: [Int] = []
    var pending = unread
    unread = 0..<0
    while true {
      var atEnd = false
      if !pending.isEmpty {
        consume(pending)
        pending = 0..<0
      } else {
        beforeRead()
        let count = try fill()
        atEnd = count == 0
        if atEnd { parser.finish() } else { consume(0..<count) }
      }
      lines.removeAll(keepingCapacity: true)
      rows.removeAll(keepingCapacity: true)
      for value in parser.values {
        let bytes = parser.arena[value.start..<(value.start + value.count)]
        lines.append(.text(UnsafeRawBufferPointer(rebasing: bytes)))
        rows.append(value.row)
      }
      let more = lines.isEmpty || body(lines, rows)
      parser.removeValues()
      if let failure = parser.failure { throw error(for: failure) }
      if !more || atEnd { return }
    }
  }

  // MARK: - Internals

  private func consume(_ range: Range<Int>) {
    _ = parser.consume(UnsafeRawBufferPointer(rebasing: chunk[range]))
  }

  /// Reads chunks until the header record ends, keeping what follows it for the first batch.
  private func readHeader() throws(CSVInputError) -> [String] {
    var first = true
    while parser.header == nil {
      let count = try fill()
      var start = 0
      if first {
        first = false
        if count == 0 { throw .empty(file: file) }
        // Spreadsheets write a UTF-8 byte order mark; it is no part of the first name.
        if count >= 3, chunk[0] == 0xEF, chunk[1] == 0xBB, chunk[2] == 0xBF { start = 3 }
      }
      if count == 0 {
        parser.finish()
      } else {
        start += parser.consume(UnsafeRawBufferPointer(rebasing: chunk[start..<count]))
        unread = start..<count
      }
      if let failure = parser.failure { throw error(for: failure) }
      if count == 0 { break }
    }
    return parser.header ?? []
  }

  private static func index(
    of column: Column, in header: [String], file: String
  ) throws(CSVInputError) -> Int {
    switch column {
    case .number(let number):
      guard number <= header.count else {
        throw .columnPastHeader(file: file, number: number, width: header.count)
      }
      return number - 1
    case .name(let name):
      let matches = header.indices.filter { header[$0] == name }
      if matches.count > 1 {
        throw .ambiguousColumn(file: file, name: name, columns: matches.map { $0 + 1 })
      }
      guard let index = matches.first else {
        let limit = max(2, name.count / 3)
        throw .unknownColumn(
          file: file, name: name,
          suggestion: Suggestion.nearest(to: name, in: header, within: limit), header: header)
      }
      return index
    }
  }

  private func error(for failure: CSVRecordParser.Failure) -> CSVInputError {
    switch failure {
    case .recordTooLong(let row):
      return .recordTooLong(file: file, row: row, limit: parser.maximumRecordLength)
    case .shortRow(let row, let fieldCount):
      return .shortRow(file: file, row: row, fieldCount: fieldCount, column: columnIndex + 1)
    case .unterminatedQuote(let row):
      return .unterminatedQuote(file: file, row: row)
    case .blankHeader:
      return .blankHeader(file: file)
    }
  }

  /// Reads the next chunk; 0 at the end of the file.
  ///
  /// A pipe hands over 64 KiB a read: while more is waiting, read on, so that a batch is large
  /// enough to share between workers.
  private func fill() throws(CSVInputError) -> Int {
    guard let base = chunk.baseAddress, !reachedEnd else { return 0 }
    var filled = try readOnce(into: base, count: chunk.count)
    while filled > 0, filled < chunk.count, hasInputWaiting() {
      let more = try readOnce(into: base + filled, count: chunk.count - filled)
      if more == 0 { break }
      filled += more
    }
    return filled
  }

  private func readOnce(into buffer: UnsafeMutableRawPointer, count: Int) throws(CSVInputError)
    -> Int
  {
    let got: Int
    do {
      got = try FileDescriptor(rawValue: fileDescriptor).read(
        into: UnsafeMutableRawBufferPointer(start: buffer, count: count))
    } catch {
      throw .readFailed(file: file, code: (error as? Errno)?.rawValue ?? EIO)
    }
    if got == 0 { reachedEnd = true }
    return got
  }

  private func hasInputWaiting() -> Bool {
    var request = pollfd(fd: fileDescriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN | POLLHUP) != 0
  }
}

#if canImport(Glibc)
import Glibc
#endif

/// Reads CSV records (RFC 4180) byte by byte, keeping one column's field of each record.
///
/// ```swift
/// var parser = CSVRecordParser(maximumRecordLength: 1 << 20, arena: arena)
/// let used = parser.consume(bytes)  // stops after the header record
/// parser.column = 1                 // then keeps the second field of every record
/// _ = parser.consume(UnsafeRawBufferPointer(rebasing: bytes[used...]))
/// ```
///
/// ## What it reads
/// Fields are separated by commas and records end at LF or CRLF. A field that starts with `"`
/// is quoted: it may hold commas, line breaks and `""` for a quote. As Python's `csv` and the
/// spreadsheets read them, a quote inside an unquoted field, and text after a quoted field's
/// closing quote, are kept as they are. A blank line is a row with no value: it is counted but
/// kept for no column. A CR not followed by LF is part of its field.
///
/// ## Rows
/// Rows are counted as a spreadsheet shows the file: the header is row 1, and a record whose
/// quoted field spans several lines is one row.
///
/// ## Memory
/// The kept field's bytes go to the arena, which the caller makes large enough before each
/// ``consume(_:)`` (its bytes' count more than ``arenaCount``) and empties between batches;
/// nothing else grows with the input, and a record longer than ``maximumRecordLength`` stops
/// the reading.
///
/// Not thread-safe: one parser per file.
struct CSVRecordParser {
  /// Why the reading stopped before the end of the input.
  enum Failure: Equatable {
    /// The record that starts at this row is longer than the limit.
    case recordTooLong(row: Int)
    /// The record at this row has too few fields to hold the column.
    case shortRow(row: Int, fieldCount: Int)
    /// A quoted field of the record at this row has no closing quote before the end.
    case unterminatedQuote(row: Int)
    /// The first record, the header, is a blank line.
    case blankHeader
  }

  /// One kept field: where its bytes are in the arena, and its row.
  struct Value: Equatable {
    var start: Int
    var count: Int
    var row: Int
  }

  private enum State {
    case fieldStart, unquoted, quoted, quoteInQuoted
  }

  let maximumRecordLength: Int
  /// Where kept fields are written; at least `arenaCount` + the bytes of a call free.
  var arena: UnsafeMutableRawBufferPointer
  var arenaCount = 0
  /// The column kept, from 0; `nil` while the header is read, when every field is kept.
  var column: Int? {
    didSet { keeping = fieldIndex == column }
  }
  /// The kept fields of the records read whole, in order.
  var values: [Value] = []
  /// The header's fields, once its record is read.
  private(set) var header: [String]?
  /// Why reading stopped, if it did.
  private(set) var failure: Failure?
  /// The row of the record being read.
  private(set) var row = 1

  private var state = State.fieldStart
  private var fieldIndex = 0
  private var recordLength = 0
  private var lastWasCR = false
  /// Whether the current field's bytes are kept.
  private var keeping = true
  private var valueStart = 0
  private var valueEnd = 0
  private var kept = false
  /// The header's fields read so far, while ``header`` is `nil`.
  private var headerFields: [String] = []

  init(maximumRecordLength: Int, arena: UnsafeMutableRawBufferPointer) {
    self.maximumRecordLength = maximumRecordLength
    self.arena = arena
  }

  // MARK: - Reading

  /// Reads `bytes`, and returns how many it used: all of them, unless the header record ended
  /// (the caller sets ``column`` and reads on) or reading failed.
  mutating func consume(_ bytes: UnsafeRawBufferPointer) -> Int {
    let quote = UInt8(ascii: "\"")
    let comma = UInt8(ascii: ",")
    let lineFeed = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    var index = 0
    while index < bytes.count, failure == nil {
      let byte = bytes[index]
      index += 1
      if byte == lineFeed, state != .quoted {
        if state == .unquoted, lastWasCR {
          recordLength -= 1
          if keeping { arenaCount -= 1 }
        }
        let wasHeader = header == nil
        endRecord()
        lastWasCR = false
        if wasHeader { return index }
        continue
      }
      recordLength += 1
      if recordLength > maximumRecordLength {
        failure = .recordTooLong(row: row)
        break
      }
      switch state {
      case .quoted:
        if byte == quote { state = .quoteInQuoted } else { keep(byte) }
      case .fieldStart:
        if byte == quote {
          state = .quoted
        } else if byte == comma {
          endField()
        } else {
          keep(byte)
          state = .unquoted
        }
      case .unquoted:
        if byte == comma { endField() } else { keep(byte) }
      case .quoteInQuoted:
        if byte == quote {
          keep(byte)
          state = .quoted
        } else if byte == comma {
          endField()
        } else {
          keep(byte)
          state = .unquoted
        }
      }
      lastWasCR = byte == carriageReturn
    }
    return index
  }

  /// Ends the input: the last record needs no line end, but a quoted field needs its quote.
  mutating func finish() {
    guard failure == nil else { return }
    if state == .quoted {
      failure = .unterminatedQuote(row: row)
    } else if recordLength > 0 {
      endRecord()
    }
  }

  /// Forgets the kept fields handed on, moving the record being read to the arena's start.
  mutating func removeValues() {
    values.removeAll(keepingCapacity: true)
    let carried = arenaCount - valueStart
    if carried > 0, valueStart > 0, let base = arena.baseAddress {
      memmove(base, base + valueStart, carried)
    }
    valueEnd -= valueStart
    arenaCount = carried
    valueStart = 0
  }

  // MARK: - Internals

  private mutating func keep(_ byte: UInt8) {
    guard keeping else { return }
    arena[arenaCount] = byte
    arenaCount += 1
  }

  private mutating func endField() {
    if header == nil {
      headerFields.append(
        String(
          decoding: UnsafeRawBufferPointer(rebasing: arena[valueStart..<arenaCount]),
          as: UTF8.self))
      arenaCount = valueStart
    } else if keeping {
      valueEnd = arenaCount
      kept = true
    }
    fieldIndex += 1
    keeping = header == nil || fieldIndex == column
    state = .fieldStart
  }

  private mutating func endRecord() {
    if recordLength == 0 {
      // A blank line: a row of the sheet with nothing in it.
      arenaCount = valueStart
      if header == nil { failure = .blankHeader }
    } else {
      endField()
      if header == nil {
        header = headerFields
        headerFields = []
      } else if kept {
        values.append(Value(start: valueStart, count: valueEnd - valueStart, row: row))
      } else {
        failure = .shortRow(row: row, fieldCount: fieldIndex)
      }
    }
    row += 1
    fieldIndex = 0
    recordLength = 0
    state = .fieldStart
    valueStart = arenaCount
    valueEnd = arenaCount
    kept = false
    keeping = header == nil || column == 0
  }
}

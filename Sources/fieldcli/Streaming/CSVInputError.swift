import Fields

#if canImport(Glibc)
import Glibc
#endif

/// Why a CSV file's column could not be read; each message is one line naming the file.
enum CSVInputError: Error, Equatable, Sendable {
  /// The file could not be opened: `code` is the `errno`.
  case cannotOpen(file: String, code: Int32)
  /// The path is a directory, a device or a socket, not a file or a pipe.
  case notAFile(file: String)
  /// Reading failed part way: `code` is the `errno`.
  case readFailed(file: String, code: Int32)
  /// There is not even a header row.
  case empty(file: String)
  /// The first line, where the header belongs, is blank.
  case blankHeader(file: String)
  /// No header field has this name; `suggestion` is the nearest one, if one is near.
  case unknownColumn(file: String, name: String, suggestion: String?, header: [String])
  /// Several header fields have this name (`columns` are their numbers, from 1).
  case ambiguousColumn(file: String, name: String, columns: [Int])
  /// The column number is past the header's last field.
  case columnPastHeader(file: String, number: Int, width: Int)
  /// A record is longer than the limit; `row` is where it starts.
  case recordTooLong(file: String, row: Int, limit: Int)
  /// A record has too few fields to hold the column (`column` counts from 1).
  case shortRow(file: String, row: Int, fieldCount: Int, column: Int)
  /// A quoted field of the record at `row` is not closed before the end of the file.
  case unterminatedQuote(file: String, row: Int)

  /// The one-line message.
  var message: String {
    switch self {
    case .cannotOpen(let file, let code):
      return "Cannot open \(Self.name(file)): \(Self.reason(code)). Please give a CSV file."
    case .notAFile(let file):
      return "\(Self.name(file).capitalizedFirst) is not a file or a pipe. Please give a CSV file."
    case .readFailed(let file, let code):
      return "Reading \(Self.name(file)) failed: \(Self.reason(code))."
    case .empty(let file):
      return "\(Self.name(file).capitalizedFirst) is empty; a CSV file starts with a header row."
    case .blankHeader(let file):
      return
        "Row 1 of \(Self.name(file)) is blank; a CSV file starts with a header row naming its "
        + "columns."
    case .unknownColumn(let file, let name, let suggestion, let header):
      let start = "Unknown column \(QuotedText.quoted(name)) in the header of \(Self.name(file))."
      if let suggestion { return start + " Did you mean \(QuotedText.quoted(suggestion))?" }
      let shown = header.prefix(10).map { QuotedText.quoted($0) }.joined(separator: ", ")
      return start + " Its columns are \(shown)\(header.count > 10 ? ", …" : "")."
    case .ambiguousColumn(let file, let name, let columns):
      let numbers = columns.map(String.init).joined(separator: ", ")
      return
        "The header of \(Self.name(file)) names columns \(numbers) \(QuotedText.quoted(name)). "
        + "Please give the column's number."
    case .columnPastHeader(let file, let number, let width):
      return
        "Column \(number) is past the header of \(Self.name(file)), which has \(width) "
        + "column\(width == 1 ? "" : "s")."
    case .recordTooLong(let file, let row, let limit):
      return
        "Row \(row) of \(Self.name(file)) is longer than \(limit) bytes; a row is at most "
        + "\(limit) bytes. Please check its quotes."
    case .shortRow(let file, let row, let fieldCount, let column):
      return
        "Row \(row) of \(Self.name(file)) has \(fieldCount) field\(fieldCount == 1 ? "" : "s"); "
        + "column \(column) is past its end. Please fill the row or check its quotes."
    case .unterminatedQuote(let file, let row):
      return
        "Row \(row) of \(Self.name(file)) opens a quoted field that the file never closes. "
        + "Please end the field with '\"'."
    }
  }

  /// The file as messages name it: quoted, or "standard input" for `-`.
  static func name(_ file: String) -> String {
    file == "-" ? "standard input" : QuotedText.quoted(file)
  }

  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code))
  }
}

extension String {
  /// The text with its first letter upper-cased: for a sentence that starts with a name.
  fileprivate var capitalizedFirst: String {
    guard let first = first, first.isLowercase else { return self }
    return first.uppercased() + dropFirst()
  }
}

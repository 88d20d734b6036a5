import Fields

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI.Session.Transcript {
  /// Reads the lines of the golden file at `path` as the script is read, or exits 2 saying why
  /// it cannot be compared.
  ///
  /// Only a regular file is read: a device reads for ever, a FIFO waits for a writer. Lines are
  /// read with ``maximumGoldenLineLength`` as their cap and must be text, UTF-8
  /// without NUL, as a transcript is: a binary file of 50 MB, read whole and split, took 268 MB
  /// and 35 s to be shown as a diff. The lines take the file's size and 8 bytes a line.
  static func golden(at path: String) -> TextLines {
    golden(at: path, maximumLineLength: maximumGoldenLineLength)
  }

  /// The longest line a golden file may hold: 16 script lines.
  ///
  /// A transcript line is longer
  /// than the script line that printed it (a pasted megabyte with its line breaks written
  /// `\n` is two), and a field typed into twice shows both texts; a golden file `--record`
  /// wrote from a script of ordinary lines stays under it.
  static let maximumGoldenLineLength = 16 * FieldCLI.Session.maximumLineLength

  /// Reads the golden file at `path`, with `maximumLineLength` as its lines' cap.
  static func golden(at path: String, maximumLineLength: Int) -> TextLines {
    let quoted = QuotedText.quoted(path)
    let unreadable = "The golden file \(quoted) cannot be read; make it with '--record \(path)'."
    // Without O_NONBLOCK, opening a FIFO waits for a writer before it can be refused.
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { Diagnostics.fail(unreadable) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { Diagnostics.fail(unreadable) }
    switch FileKind(mode: status.st_mode) {
    case .regularFile: break
    case .folder: Diagnostics.fail(unreadable)
    case let kind:
      Diagnostics.fail(
        "The golden file \(quoted) is \(kind), not a regular file; name a file with '--check'.")
    }
    var lines = TextLines()
    // The file's size, so that the lines are not copied as they grow; a file larger than any
    // golden is read as it comes.
    lines.reserveCapacity(byteCount: min(Int(status.st_size) + 1, 1 << 30))
    var problem: String?
    let reader = LineReader(
      fileDescriptor: descriptor, maximumLineLength: maximumLineLength
    ) {}
    do {
      try reader.forEachBatch { batch in
        for line in batch {
          let number = lines.count + 1
          switch line {
          case .text(let bytes):
            if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
              problem =
                "The golden file \(quoted) is not text: line \(number) holds a NUL byte; "
                + "make it with '--record \(path)'."
            } else if String(validating: bytes, as: UTF8.self) == nil {
              problem =
                "The golden file \(quoted) is not text: line \(number) is not UTF-8; "
                + "make it with '--record \(path)'."
            } else {
              lines.append(bytes)
              continue
            }
          case .tooLong(let byteCount):
            problem =
              "The golden file \(quoted) has a line too long: line \(number) is \(byteCount) "
              + "bytes; a golden line is at most \(maximumLineLength) bytes."
          }
          return false
        }
        return true
      }
    } catch {
      Diagnostics.fail("The golden file \(quoted) cannot be read: \(error.message).")
    }
    if let problem { Diagnostics.fail(problem) }
    return lines
  }
}

import ArgumentParser
import Fields

/// Runs a command over its values, from arguments or stdin, one result line per value.
///
/// A value's result is either what the command writes, or `invalid<TAB>badInput<TAB>MESSAGE`;
/// the run goes on after an invalid value and exits 1 at the end. Lines that are not UTF-8,
/// hold a NUL byte or are longer than the limit are invalid values like any other.
///
/// Not thread-safe: one runner per process.
struct LineRunner {
  /// Where a command writes the result for one value.
  struct Sink {
    let output: OutputBuffer
    let showCodepoints: Bool

    /// Writes text, with invisible characters spelled out when asked.
    func write(_ text: String) {
      output.write(showCodepoints ? Codepoints.spelledOut(text) : text)
    }

    /// Lets a formatter write straight into the buffer; false when it must use ``write(_:)``.
    func writeInPlace(reserve: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) -> Bool {
      !showCodepoints && output.writeInPlace(reserve: reserve, body)
    }
  }

  /// The longest line read as a value: far beyond any date, number or phone number, and small
  /// enough that memory stays flat.
  static let maximumLineLength = 1 << 20

  let input: ValueInput

  /// Runs `process` on each value; it writes a result and returns nil, or returns the message
  /// for an invalid value without writing.
  ///
  /// - Throws: `ExitCode(1)` when a value was invalid.
  func run(_ process: (UnsafeRawBufferPointer, String?, Sink) -> String?) throws {
    let output = OutputBuffer()
    let sink = Sink(output: output, showCodepoints: input.showCodepoints)
    var invalidCount = 0
    func handle(_ line: UnsafeRawBufferPointer) {
      let message: String?
      switch Self.checkText(line) {
      case .ascii: message = process(line, nil, sink)
      case .unicode(let text): message = process(line, text, sink)
      case .refused(let reason): message = reason
      }
      if let message {
        invalidCount += 1
        output.write("invalid\tbadInput\t")
        output.write(message)
      }
      output.write(byte: 0x0A)
    }

    if input.stdin {
      let reader = LineReader(maximumLineLength: Self.maximumLineLength) { output.flush() }
      do {
        try reader.forEachLine { line in
          switch line {
          case .text(let bytes): handle(bytes)
          case .tooLong(let count):
            invalidCount += 1
            output.write(
              "invalid\tbadInput\tThe line is \(count) bytes long; a value is at most "
                + "\(Self.maximumLineLength) bytes.\n")
          }
        }
      } catch {
        output.flush()
        Diagnostics.fail("Reading standard input failed: \(error.message).")
      }
    } else {
      for var value in input.values {
        value.withUTF8 { handle(UnsafeRawBufferPointer($0)) }
      }
    }
    output.flush()
    if invalidCount > 0 { throw ExitCode(1) }
  }

  private enum TextCheck {
    case ascii
    case unicode(String)
    case refused(String)
  }

  /// ASCII lines, the common case, skip the String; others are checked as UTF-8.
  private static func checkText(_ line: UnsafeRawBufferPointer) -> TextCheck {
    var ascii = true
    for byte in line {
      if byte == 0 { return .refused("The line holds a NUL byte; values are text.") }
      if byte >= 0x80 { ascii = false }
    }
    if ascii { return .ascii }
    guard let text = String(validating: line, as: UTF8.self) else {
      return .refused("The line is not valid UTF-8; please convert it to UTF-8.")
    }
    return .unicode(text)
  }
}

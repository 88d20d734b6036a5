import ArgumentParser
import Dispatch
import Fields
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Runs a command over its values, from arguments, stdin or a CSV file's column, one result
/// line per value.
///
/// A value's result is either what the command writes, or `invalid<TAB>badInput<TAB>MESSAGE`;
/// the run goes on after an invalid value and exits 1 at the end. Lines that are not UTF-8,
/// hold a NUL byte or are longer than the limit are invalid values like any other.
///
/// With ``onlyInvalid``, a valid value writes nothing, and the runner writes a refused one as
/// `ROW<TAB>VALUE<TAB>badInput<TAB>MESSAGE`, ROW being the value's line, argument position or
/// spreadsheet row (``Sink/row``); the worker writes its own invalid values so.
///
/// ## Using every core
/// Each read of stdin gives a batch of lines. A large batch is cut into pieces that the workers,
/// one per core, take one at a time (each with its own ICU formatter, since one formatter
/// serves one thread at a time), and the pieces are written in order. A small batch (a person typing, a
/// slow pipe) is done at once on the reading thread, so every answer comes before the next read.
///
/// Not thread-safe: one runner per process.
struct LineRunner {
  /// Handles one value and says how it went.
  ///
  /// Its arguments are the value's UTF-8 and, when the value is not ASCII, the value as a
  /// string.
  typealias Worker = (UnsafeRawBufferPointer, String?, Sink) -> Outcome

  /// What a worker did with one value.
  enum Outcome {
    /// It wrote the result of a valid value.
    case valid
    /// It wrote the result of an invalid value itself.
    case invalid
    /// It wrote nothing: the value is bad input, and the runner writes the refusal.
    case refused(String)
  }

  /// Writes the line for a value refused as bad input.
  ///
  /// It gets the value as far as it can be read and the message; the default writes
  /// `invalid<TAB>badInput<TAB>MESSAGE`.
  typealias RefusalWriter = @Sendable (_ value: String, _ message: String, ResultBuffer) -> Void

  static let plainRefusal: RefusalWriter = { _, message, buffer in
    buffer.write("invalid\tbadInput\t")
    buffer.write(message)
  }

  /// Where a worker writes the result for one value.
  struct Sink {
    let buffer: ResultBuffer
    let showCodepoints: Bool
    /// The value's line of stdin, position among the arguments or row of the CSV file.
    var row = 0

    /// Writes a field's text, with invisible characters spelled out when asked.
    func write(_ text: String) {
      buffer.write(showCodepoints ? Codepoints.spelledOut(text) : text)
    }

    /// Writes the tabs and words between fields as they are, so `--show-codepoints` keeps
    /// the output's columns.
    func writeSeparator(_ text: String) {
      buffer.write(text)
    }

    /// Lets a formatter write straight into the buffer; false when it must use ``write(_:)``.
    func writeInPlace(reserve: Int, _ body: (UnsafeMutableRawBufferPointer) -> Int) -> Bool {
      !showCodepoints && buffer.writeInPlace(reserve: reserve, body)
    }
  }

  /// The longest line read as a value: far beyond any date, number or phone number, and small
  /// enough that memory stays flat.
  static let maximumLineLength = 1 << 20

  /// Batches with fewer lines are not split: the hand-over would cost more than it saves.
  static let splitThreshold = 64

  /// How many pieces a batch is cut into for each worker, at most.
  ///
  /// The workers wait for each other at the end of a batch, on average for half a piece; with
  /// 16 pieces a worker that wait is a thirty-second of a batch. `check` over 1,000,000
  /// submissions through a pipe on 2 cores: median of 7 interleaved runs 2.60 s with 4 pieces,
  /// 2.45 s with 16; `validate email`, the cheapest, the same either way.
  static let piecesPerWorker = 16

  /// The values given as arguments, when not reading stdin.
  var values: [String]
  /// Whether values are lines of standard input.
  var readsStdin: Bool
  /// The CSV column whose fields are the values, instead of arguments or lines.
  var csv: CSVColumnReader?
  /// Whether only invalid values are written, each with its row.
  var onlyInvalid = false
  /// How many workers read stdin; one per core, up to 8, by default.
  var jobs: Int?
  let showCodepoints: Bool
  var writeRefusal: RefusalWriter = Self.plainRefusal
  /// What a line holds: its name for the message about a line that is too long, and whether
  /// it must be text.
  var lineContent = LineContent(name: "a value", isText: true)
  /// Refuses a run without values, or with values from two places; run before reading.
  var requireValues: () throws -> Void
  /// A line written before the first result, such as the header row of a table.
  var header: String?

  /// A runner over a command's values, from its arguments or stdin.
  init(input: ValueInput) {
    values = input.values
    readsStdin = input.stdin
    jobs = input.jobs
    showCodepoints = input.showCodepoints
    requireValues = { try input.requireValues() }
  }

  /// A runner over the lines of standard input.
  ///
  /// - Parameters:
  ///   - jobs: How many workers; one per core, up to 8, by default.
  ///   - lineContent: What a line holds: "a submission", and whether it must be text.
  init(stdinJobs jobs: Int?, lineContent: LineContent) {
    values = []
    readsStdin = true
    self.jobs = jobs
    showCodepoints = false
    self.lineContent = lineContent
    requireValues = {}
  }

  /// Runs workers made by `makeWorker`, one per core, over the values.
  ///
  /// - Throws: `ExitCode(1)` when a value was invalid, or the error `makeWorker` threw.
  func run<E: Error>(makeWorker: () throws(E) -> Worker) throws {
    try requireValues()
    let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    let streams = readsStdin || csv != nil
    let workerCount = streams ? jobs ?? max(1, min(cores, 8)) : 1
    var made: [Worker] = []
    for _ in 0..<workerCount { made.append(try makeWorker()) }
    let workers = made
    let pieceLimit = workerCount == 1 ? 1 : workerCount * Self.piecesPerWorker
    let buffers = (0..<pieceLimit).map { _ in ResultBuffer() }
    let output = OutputBuffer()
    if let header { output.write(header + "\n") }
    let showCodepoints = showCodepoints
    let lineContent = lineContent
    let onlyInvalid = onlyInvalid
    var invalidCount = 0
    /// The row of the next line of stdin or argument.
    var nextRow = 1

    func handle(_ batch: [LineReader.Line], rows listed: [Int] = []) {
      let rows = RowNumbers(first: nextRow, listed: listed)
      nextRow += batch.count
      // Each worker takes the next piece when it is done with one, so a worker that drew
      // costly lines holds the others up by a small piece at most, not by half a batch.
      let parts =
        batch.count >= Self.splitThreshold
        ? min(pieceLimit, max(workerCount, batch.count / Self.piecesPerWorker)) : 1
      if batch.count < Self.splitThreshold {
        // A few lines (a person typing, a slow pipe, arguments): each result is written as
        // soon as it is known, so nothing computed is lost if a later line ends the run.
        for index in batch.indices {
          invalidCount += Self.process(
            batch[index...index], rows, workers[0], buffers[0], showCodepoints, onlyInvalid,
            writeRefusal, lineContent)
          output.write(buffers[0].bytes)
          buffers[0].removeAll()
          output.flush()
        }
        return
      }
      if parts == 1 {
        invalidCount += Self.process(
          batch[...], rows, workers[0], buffers[0], showCodepoints, onlyInvalid, writeRefusal,
          lineContent)
      } else {
        let work = SplitBatch(
          batch: batch, rows: rows, parts: parts, workers: workers, buffers: buffers,
          writeRefusal: writeRefusal, lineContent: lineContent)
        DispatchQueue.concurrentPerform(iterations: workerCount) { worker in
          work.run(worker: worker, showCodepoints: showCodepoints, onlyInvalid: onlyInvalid)
        }
        invalidCount += work.invalidCount
      }
      for part in 0..<parts {
        output.write(buffers[part].bytes)
        buffers[part].removeAll()
      }
    }

    if let csv {
      do {
        try csv.forEachBatch(
          beforeRead: { output.flush() },
          { batch, rows in
            handle(batch, rows: rows)
            return true
          })
      } catch {
        output.flush()
        Diagnostics.fail(error.message)
      }
    } else if readsStdin {
      let reader = LineReader(maximumLineLength: Self.maximumLineLength) { output.flush() }
      do {
        try reader.forEachBatch { batch in
          handle(batch)
          return true
        }
      } catch {
        output.flush()
        Diagnostics.fail("Reading standard input failed: \(error.message).")
      }
    } else {
      for var value in values {
        // An argument that is not UTF-8 is read as its bytes, and refused as on stdin.
        if let bytes = CommandLineArguments.bytes(standingInFor: value) {
          bytes.withUnsafeBytes { handle([.text($0)]) }
          continue
        }
        value.withUTF8 { handle([.text(UnsafeRawBufferPointer($0))]) }
      }
    }
    output.flush()
    if invalidCount > 0 { throw ExitCode(1) }
  }

  /// One batch cut into pieces that the workers take one at a time.
  ///
  /// `@unchecked Sendable` is safe: the batch is only read; each piece is taken once, through
  /// the atomic counter, so only one worker touches buffer `n` and count `n`; worker `w` is run
  /// by one iteration only; and `concurrentPerform` returns only when every worker is done,
  /// before anything reads the counts or the buffers.
  private final class SplitBatch: @unchecked Sendable {
    /// The next piece no worker has taken.
    private let next = Atomic<Int>(0)
    let batch: [LineReader.Line]
    let rows: RowNumbers
    let parts: Int
    let workers: [Worker]
    let buffers: [ResultBuffer]
    let counts: UnsafeMutableBufferPointer<Int>
    let writeRefusal: RefusalWriter
    let lineContent: LineContent

    init(
      batch: [LineReader.Line], rows: RowNumbers, parts: Int, workers: [Worker],
      buffers: [ResultBuffer], writeRefusal: @escaping RefusalWriter, lineContent: LineContent
    ) {
      self.rows = rows
      self.writeRefusal = writeRefusal
      self.lineContent = lineContent
      self.batch = batch
      self.parts = parts
      self.workers = workers
      self.buffers = buffers
      counts = .allocate(capacity: parts)
      counts.initialize(repeating: 0)
    }

    deinit { counts.deallocate() }

    /// Runs worker `worker` on pieces until none is left.
    func run(worker: Int, showCodepoints: Bool, onlyInvalid: Bool) {
      while true {
        let part = next.wrappingAdd(1, ordering: .relaxed).oldValue
        guard part < parts else { return }
        let lines = batch[(batch.count * part / parts)..<(batch.count * (part + 1) / parts)]
        counts[part] = LineRunner.process(
          lines, rows, workers[worker], buffers[part], showCodepoints, onlyInvalid, writeRefusal,
          lineContent)
      }
    }

    var invalidCount: Int { counts.reduce(0, +) }
  }

  /// Writes the results of `lines` into `buffer`, and returns how many were invalid.
  fileprivate static func process(
    _ lines: ArraySlice<LineReader.Line>, _ rows: RowNumbers, _ worker: Worker,
    _ buffer: ResultBuffer, _ showCodepoints: Bool, _ onlyInvalid: Bool,
    _ writeRefusal: RefusalWriter, _ lineContent: LineContent
  ) -> Int {
    var sink = Sink(buffer: buffer, showCodepoints: showCodepoints)
    var invalidCount = 0
    for index in lines.indices {
      let line = lines[index]
      sink.row = rows[index]
      let start = buffer.count
      var refusal: (value: String, message: String)?
      switch line {
      case .text(let bytes):
        let outcome: Outcome
        if !lineContent.isText {
          outcome = worker(bytes, nil, sink)
        } else {
          switch checkText(bytes) {
          case .ascii: outcome = worker(bytes, nil, sink)
          case .unicode(let text): outcome = worker(bytes, text, sink)
          case .refused(let reason): outcome = .refused(reason)
          }
        }
        switch outcome {
        case .valid: break
        case .invalid: invalidCount += 1
        case .refused(let message):
          refusal = (String(decoding: bytes, as: UTF8.self), message)
        }
      case .tooLong(let count):
        refusal = (
          "",
          LineReader.tooLongMessage(
            byteCount: count, maximumLineLength: maximumLineLength, what: lineContent.name)
        )
      }
      if let refusal {
        invalidCount += 1
        let message = showCodepoints ? Codepoints.spelledOut(refusal.message) : refusal.message
        if onlyInvalid {
          sink.writeSeparator("\(sink.row)\t")
          sink.write(TSVText.field(refusal.value))
          sink.writeSeparator("\tbadInput\t")
          buffer.write(message)
        } else {
          writeRefusal(refusal.value, message, buffer)
        }
      }
      // A valid value writes nothing when only invalid ones are shown.
      if !onlyInvalid || buffer.count > start { buffer.write(byte: 0x0A) }
    }
    return invalidCount
  }

  /// The row of each value of a batch: listed for a CSV file, else counted from the first.
  struct RowNumbers: Sendable {
    var first: Int
    var listed: [Int]

    subscript(index: Int) -> Int {
      listed.isEmpty ? first + index : listed[index]
    }
  }

  private enum TextCheck {
    case ascii
    case unicode(String)
    case refused(String)
  }

  /// ASCII lines, the common case, skip the String; others are checked as UTF-8.
  private static func checkText(_ line: UnsafeRawBufferPointer) -> TextCheck {
    var ascii = true
    // Eight bytes at a time while a word has neither a NUL nor a high bit ("Bit Twiddling
    // Hacks": a word has a zero byte when (w - 0x01…01) & ~w & 0x80…80 is not zero).
    var start = 0
    if let base = line.baseAddress {
      let ones: UInt64 = 0x0101_0101_0101_0101
      let highs: UInt64 = 0x8080_8080_8080_8080
      while start + 8 <= line.count {
        let word = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        if ((word &- ones) & ~word & highs) | (word & highs) != 0 { break }
        start += 8
      }
    }
    for byte in line[start...] {
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

/// What the lines a ``LineRunner`` reads hold.
struct LineContent: Sendable {
  /// What a line holds, for messages: "a value", "a submission".
  var name: String
  /// Whether a line must be UTF-8 without NUL bytes; when it need not (an urlencoded body,
  /// whose parser replaces what is not UTF-8, as the WHATWG URL Standard says), the worker gets
  /// the bytes as they are.
  var isText: Bool
}

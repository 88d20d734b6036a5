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
/// serves one thread at a time), and the pieces are written in order. On stdin the reading
/// thread reads the next batch and writes the last one's results while the other workers go
/// through a batch, then takes pieces too: reading and writing are not a serial step that
/// holds the other cores up. A small batch (a person typing, a slow pipe) is done at once on
/// the reading thread, and the results of a large one are written before any read that may
/// wait, so every answer comes before the next read that waits.
///
/// ## The byte path
/// A command can answer common lines from their bytes alone (``bytePath``): it then writes
/// straight into the result buffer, with no `String`, `Sink` or reference counting per line.
/// It declines (``ByteAnswer/declined``) what it cannot answer, and the worker decides those.
///
/// Not thread-safe: one runner per process.
struct LineRunner {
  /// Handles one value and says how it went.
  ///
  /// Its arguments are the value's UTF-8 and, when the value is not ASCII, the value as a
  /// string.
  typealias Worker = (UnsafeRawBufferPointer, String?, Sink) -> Outcome

  /// Answers a line from its bytes alone, when it can: the fast path of a command.
  ///
  /// It gets the line's bytes (ASCII without NUL, or valid UTF-8 when
  /// ``bytePathTakesUnicode``) and the free room of the result buffer, at least the line's
  /// length and 4 bytes, and writes the line's result there (without the line end).
  typealias BytePath =
    @Sendable (_ line: UnsafeRawBufferPointer, _ free: UnsafeMutableRawBufferPointer) ->
    ByteAnswer

  /// What a ``BytePath`` did with one line.
  enum ByteAnswer {
    /// It wrote this many bytes for a valid value (none when only invalid values are shown).
    case valid(Int)
    /// It wrote this many bytes for an invalid value.
    case invalid(Int)
    /// It wrote nothing, or needed more room than it had: the worker decides.
    case declined
  }

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
    ///
    /// Only results that show it may read it (``LineRunner/onlyInvalid``): lines of stdin
    /// shared by several workers are not counted otherwise, and their row is 0.
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

  /// Blocks of fewer bytes are split into lines by the reading thread, and are not shared
  /// when they hold fewer than ``splitThreshold`` lines.
  static let smallBlockBytes = 4096

  /// The fewest bytes a piece of a block is cut to, unless each worker would get none.
  static let smallestPieceBytes = 2048

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
  /// Answers common lines before the worker; with ``showCodepoints`` it is not used.
  var bytePath: BytePath?
  /// Whether ``bytePath`` takes lines that are not ASCII.
  var bytePathTakesUnicode = false

  /// A runner over a command's values, from its arguments or stdin.
  init(input: ValueInput) {
    self.init(source: input.source)
  }

  /// A runner over a command's values, from plain settings.
  init(source: ValueSource) {
    values = source.values
    readsStdin = source.stdin
    jobs = source.jobs
    showCodepoints = source.showCodepoints
    requireValues = { try source.requireValues() }
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
    let pieceLimit = workerCount == 1 ? 1 : workerCount * Self.piecesPerWorker
    let batches = Batches(
      workers: made, pieceLimit: pieceLimit,
      steps: Steps(
        showCodepoints: showCodepoints, onlyInvalid: onlyInvalid, writeRefusal: writeRefusal,
        lineContent: lineContent, bytePath: showCodepoints ? nil : bytePath,
        bytePathTakesUnicode: bytePathTakesUnicode))
    if let header { batches.output.write(header + "\n") }

    if let csv {
      do {
        try csv.forEachBatch(
          beforeRead: { batches.output.flush() },
          { batch, rows in
            batches.handle(batch, rows: rows)
            return true
          })
      } catch {
        batches.output.flush()
        Diagnostics.fail(error.message)
      }
    } else if readsStdin {
      do {
        try batches.readAhead()
      } catch {
        batches.output.flush()
        Diagnostics.fail("Reading standard input failed: \(error.message).")
      }
    } else {
      for var value in values {
        // An argument that is not UTF-8 is read as its bytes, and refused as on stdin.
        if let bytes = CommandLineArguments.bytes(standingInFor: value) {
          bytes.withUnsafeBytes { batches.handle([.text($0)]) }
          continue
        }
        value.withUTF8 { batches.handle([.text(UnsafeRawBufferPointer($0))]) }
      }
    }
    batches.output.flush()
    if batches.invalidCount > 0 { throw ExitCode(1) }
  }

  /// What the runner does with each line, the same for every batch and worker.
  struct Steps {
    var showCodepoints: Bool
    var onlyInvalid: Bool
    var writeRefusal: RefusalWriter
    var lineContent: LineContent
    var bytePath: BytePath?
    var bytePathTakesUnicode: Bool
  }

  /// The batches of one run, the workers that go through them and where their results go.
  ///
  /// Used from the reading thread only; the workers of a split batch get a ``SplitBatch``.
  private final class Batches {
    let workers: [Worker]
    let pieceLimit: Int
    let steps: Steps
    let output = OutputBuffer()
    /// Two sets of result buffers, one per piece: one for the batch in the workers' hands,
    /// one for the batch before it, whose results are being written.
    let bufferSets: [[ResultBuffer]]
    /// The set the next split batch writes to.
    private var nextSet = 0
    var invalidCount = 0
    /// The row of the next line of stdin or argument.
    private var nextRow = 1

    init(workers: [Worker], pieceLimit: Int, steps: Steps) {
      self.workers = workers
      self.pieceLimit = pieceLimit
      self.steps = steps
      // A piece is a few dozen lines; a buffer grows when its lines need more.
      let sets = 2
      bufferSets = (0..<sets).map { _ in
        (0..<pieceLimit).map { _ in ResultBuffer(capacity: 1 << 12) }
      }
    }

    /// Does one batch and writes its results.
    func handle(_ batch: [LineReader.Line], rows listed: [Int] = []) {
      let rows = rows(batch, listed)
      if batch.count < LineRunner.splitThreshold {
        handleSmall(batch, rows)
        return
      }
      let work = split(batch, rows)
      if work.parts > 1 {
        DispatchQueue.concurrentPerform(iterations: workers.count) { worker in
          work.run(worker: worker)
        }
      } else {
        work.run(worker: 0)
      }
      finish(work)
    }

    /// Reads stdin a batch ahead: while the other workers go through a batch, this thread
    /// writes the results of the batch before, reads the next one and hands it over, then
    /// joins them.
    ///
    /// Up to two batches are in the workers' hands at once, as many as the reader's two banks
    /// hold: a helper done with its last piece of one batch goes on with the next without
    /// waiting for the others, and this thread, waiting for the last pieces of a batch,
    /// takes pieces of the next.
    func readAhead() throws(LineReader.ReadError) {
      let reader = LineReader(maximumLineLength: LineRunner.maximumLineLength, banks: 2) {
        [output] in output.flush()
      }
      // The reader fills one while the workers go through the other. The workers split the
      // lines themselves: writing a list of lines on this thread for the others to read cost
      // more than the split (the list's memory went back and forth between the cores).
      var blocks = [LineReader.Block(), LineReader.Block()]
      var next = 0
      let crew = Crew(helpers: workers.count - 1)
      defer { crew.stop() }
      // Handed over and not yet written, oldest first.
      var inHand: [SplitBatch] = []
      func completeOldest() {
        let work = inHand.removeFirst()
        work.run(worker: 0)
        // While the helpers finish their last pieces of it, this thread takes the next
        // batch's.
        if let following = inHand.first {
          while !work.isComplete, following.runPiece(worker: 0) {}
        }
        work.waitUntilComplete()
        finish(work)
      }
      func completeAll() {
        while !inHand.isEmpty { completeOldest() }
      }
      while true {
        // A read that may wait comes only after every result so far is out. The writer of a
        // pipe refills it only once it runs again, which on a busy machine may take a while
        // after the last read emptied it: a short wait keeps the batches overlapping, and
        // nobody typing notices 2 ms.
        if !inHand.isEmpty, !reader.hasInputWaiting(milliseconds: 2) { completeAll() }
        // The next read reuses the bank of the batch before last.
        if inHand.count == 2 { completeOldest() }
        let more: Bool
        do {
          more = try reader.nextBlock(into: &blocks[next])
        } catch {
          // What was read before the failure is answered, as with one job.
          completeAll()
          throw error
        }
        guard more else { break }
        let block = blocks[next]
        next = 1 - next
        let work: SplitBatch
        if block.bytes.count < LineRunner.smallBlockBytes {
          // A few lines (a person typing, a slow pipe), or a piece too small to share.
          var batch = block.leading
          reader.appendLines(of: block.bytes, to: &batch)
          let rows = rows(batch, [])
          if batch.count < LineRunner.splitThreshold {
            completeAll()
            handleSmall(batch, rows)
            continue
          }
          work = split(batch, rows)
        } else {
          work = split(block)
        }
        crew.hand(work)
        inHand.append(work)
      }
      completeAll()
    }

    private func rows(_ batch: [LineReader.Line], _ listed: [Int]) -> RowNumbers {
      let rows = RowNumbers(first: nextRow, listed: listed)
      nextRow += batch.count
      return rows
    }

    /// A few lines (a person typing, a slow pipe, arguments): each result is written as soon
    /// as it is known, so nothing computed is lost if a later line ends the run.
    private func handleSmall(_ batch: [LineReader.Line], _ rows: RowNumbers) {
      let buffer = bufferSets[0][0]
      for index in batch.indices {
        invalidCount += LineRunner.process(batch[index...index], rows, workers[0], buffer, steps)
        output.write(buffer.bytes)
        buffer.removeAll()
        output.flush()
      }
    }

    /// A batch cut into pieces, writing to the next set of buffers.
    private func split(_ batch: [LineReader.Line], _ rows: RowNumbers) -> SplitBatch {
      // Each worker takes the next piece when it is done with one, so a worker that drew
      // costly lines holds the others up by a small piece at most, not by half a batch.
      let parts =
        workers.count == 1
        ? 1 : min(pieceLimit, max(workers.count, batch.count / LineRunner.piecesPerWorker))
      let work = SplitBatch(
        batch: batch, rows: rows, parts: parts, workers: workers, buffers: bufferSets[nextSet],
        steps: steps)
      nextSet = (nextSet + 1) % bufferSets.count
      return work
    }

    /// A block cut into pieces at line ends, writing to the next set of buffers; the leading
    /// lines go with the first piece.
    private func split(_ block: LineReader.Block) -> SplitBatch {
      let bytes = block.bytes
      let parts =
        workers.count == 1
        ? 1 : min(pieceLimit, max(workers.count, bytes.count / LineRunner.smallestPieceBytes))
      // Just after an LF at or after each share of the bytes; the block ends with one.
      var cuts = [0]
      cuts.reserveCapacity(parts + 1)
      if let base = bytes.baseAddress {
        for part in 1..<max(1, parts) {
          let from = max(cuts[cuts.count - 1], bytes.count * part / parts - 1)
          guard from < bytes.count, let found = memchr(base + from, 0x0A, bytes.count - from)
          else {
            cuts.append(bytes.count)
            continue
          }
          cuts.append(UnsafeRawPointer(found) - base + 1)
        }
      }
      cuts.append(bytes.count)
      // The rows each piece begins at, counted here when results show them (counting took a
      // tenth of `validate email --jobs 2`); else every row is 0.
      var firstRows = [steps.onlyInvalid ? nextRow + block.leading.count : 0]
      if steps.onlyInvalid {
        firstRows.reserveCapacity(parts)
        var row = firstRows[0]
        for part in 0..<cuts.count - 1 {
          if part > 0 { firstRows.append(row) }
          row += Self.countLineEnds(
            UnsafeRawBufferPointer(rebasing: bytes[cuts[part]..<cuts[part + 1]]))
        }
        nextRow = row
      } else {
        firstRows += repeatElement(0, count: cuts.count - 2)
      }
      let work = SplitBatch(
        leading: block.leading, bytes: bytes, cuts: cuts, firstRows: firstRows,
        workers: workers, buffers: bufferSets[nextSet], steps: steps)
      nextSet = (nextSet + 1) % bufferSets.count
      return work
    }

    /// The LF bytes of `bytes`, eight at a time: a byte of `word ^ 0x0A…0A` is zero exactly
    /// where an LF was, and ((x & 0x7F…7F) + 0x7F…7F) | x has the high bit of every byte that
    /// is not zero ("Bit Twiddling Hacks", without the false positives of the shorter test).
    private static func countLineEnds(_ bytes: UnsafeRawBufferPointer) -> Int {
      guard let base = bytes.baseAddress else { return 0 }
      let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
      let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A
      var count = 0
      var index = 0
      while index + 8 <= bytes.count {
        let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ newlines
        let nonzero = ((word & lows) &+ lows) | word
        count += (~nonzero & ~lows).nonzeroBitCount
        index += 8
      }
      while index < bytes.count {
        if base.load(fromByteOffset: index, as: UInt8.self) == 0x0A { count += 1 }
        index += 1
      }
      return count
    }

    /// Writes a batch's results, once every worker is done with it.
    private func finish(_ work: SplitBatch) {
      // The reader's array of lines is then the only one, and is reused, not copied.
      work.releaseLines()
      invalidCount += work.invalidCount
      for part in 0..<work.parts {
        output.write(work.buffers[part].bytes)
        work.buffers[part].removeAll()
      }
    }
  }

  /// The threads that run every worker but the first in a read-ahead run, waiting between
  /// batches.
  ///
  /// Threads of their own, not blocks on a global queue: GCD's pool on Linux adds a thread
  /// only when it finds a core idle, and with the reading thread always busy it often left a
  /// batch to the reading thread alone (`validate email --jobs 2` from a file ran at the
  /// speed of one job in two runs out of three).
  ///
  /// Batches are numbered from 1 as they are handed over; batch `n` sits in slot `n % 2`.
  /// `@unchecked Sendable` is safe: a slot is written by the reading thread only once every
  /// helper has left the batch that was in it (``Helper/left``), and read by a helper only
  /// after its semaphore let it go for that batch, which the reading thread signals after the
  /// write.
  private final class Crew: @unchecked Sendable {
    private final class Helper: Sendable {
      /// Signalled once for every batch handed over.
      let start = DispatchSemaphore(value: 0)
      /// The number of the last batch this helper has left.
      let left = Atomic<Int>(0)
    }

    /// One per thread that started: a thread that could not start is left out, and its
    /// worker's share goes to the others.
    private var helpers: [Helper] = []
    private var threads: [pthread_t] = []
    private let slots: UnsafeMutablePointer<SplitBatch?>
    /// How many batches were handed over: watched for a moment before sleeping on the
    /// semaphores (see ``spin(until:reaches:)``).
    private let handed = Atomic<Int>(0)

    init(helpers count: Int) {
      slots = .allocate(capacity: 2)
      slots.initialize(repeating: nil, count: 2)
      for index in 0..<count {
        let helper = Helper()
        let thread = Self.spawn { [self] in
          var number = 0
          while true {
            number += 1
            Self.spin(until: handed, reaches: number)
            helper.start.wait()
            // Empty once the run is over.
            guard let work = slots[number % 2] else { return }
            work.run(worker: index + 1)
            helper.left.store(number, ordering: .releasing)
          }
        }
        if let thread {
          helpers.append(helper)
          threads.append(thread)
        }
      }
    }

    deinit {
      slots.deinitialize(count: 2)
      slots.deallocate()
    }

    /// Lets every helper take pieces of `work`, or ends them when it is `nil`.
    ///
    /// Waits first, in the rare case that a helper has not yet left the batch before last
    /// (it slept through it while the others did it all).
    func hand(_ work: SplitBatch?) {
      let number = handed.load(ordering: .relaxed) + 1
      for helper in helpers {
        var spins = 0
        while helper.left.load(ordering: .acquiring) < number - 2 {
          spins += 1
          if spins > 1_000 { sched_yield() }
        }
      }
      slots[number % 2] = work
      handed.store(number, ordering: .releasing)
      for helper in helpers { helper.start.signal() }
    }

    /// Ends the helpers' threads, once every batch handed over is done.
    func stop() {
      hand(nil)
      for thread in threads { pthread_join(thread, nil) }
    }

    /// Watches `counter` for a moment (about 50 microseconds) until it reaches `target`.
    ///
    /// Batches of cheap lines come every few hundred microseconds, and waking a thread asleep
    /// on a semaphore takes tens of them: a fifth of `validate email --jobs 2`'s time went to
    /// hand-overs. When the counter is reached, the semaphore the other side signalled (or is
    /// about to) lets the wait through without sleeping; the semaphores alone decide
    /// correctness, the watch only avoids the sleep.
    private static func spin(until counter: borrowing Atomic<Int>, reaches target: Int) {
      var spins = 0
      while spins < 20_000, counter.load(ordering: .acquiring) < target { spins += 1 }
    }

    /// Starts a thread that runs `body`.
    private static func spawn(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
      final class Body {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
      }
      let context = Unmanaged.passRetained(Body(body)).toOpaque()
      var thread = pthread_t()
      let result = pthread_create(
        &thread, nil,
        { context in
          guard let context else { return nil }
          Unmanaged<Body>.fromOpaque(context).takeRetainedValue().run()
          return nil
        }, context)
      guard result == 0 else {
        Unmanaged<Body>.fromOpaque(context).release()
        return nil
      }
      return thread
    }
  }

  /// One batch cut into pieces that the workers take one at a time.
  ///
  /// `@unchecked Sendable` is safe: the batch is only read; each piece is taken once, through
  /// the atomic counter, so only one worker touches buffer `n` and count `n`; worker `w` is run
  /// by one thread at a time (the reading thread runs worker 0, helper `h` worker `h + 1`);
  /// and the counts and buffers are read, and the lines let go, only once every piece is
  /// finished, which the last one's release orders after every write.
  private final class SplitBatch: @unchecked Sendable {
    /// The next piece no worker has taken.
    private let next = Atomic<Int>(0)
    /// How many pieces are finished.
    private let finished = Atomic<Int>(0)
    /// Signalled by whoever finishes the last piece.
    private let completion = DispatchSemaphore(value: 0)
    /// The lines, or those of a block that lie outside its bytes.
    private(set) var batch: [LineReader.Line]
    let rows: RowNumbers
    /// A block's whole lines, which the workers split; empty for a list of lines.
    let bytes: UnsafeRawBufferPointer
    /// Where each piece of ``bytes`` begins, and where the last ends.
    let cuts: [Int]
    /// The row of each piece's first line in ``bytes``.
    let firstRows: [Int]
    let parts: Int
    let workers: [Worker]
    let buffers: [ResultBuffer]
    let counts: UnsafeMutableBufferPointer<Int>
    let steps: Steps

    /// A list of lines cut into `parts` pieces.
    init(
      batch: [LineReader.Line], rows: RowNumbers, parts: Int, workers: [Worker],
      buffers: [ResultBuffer], steps: Steps
    ) {
      self.rows = rows
      self.steps = steps
      self.batch = batch
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      cuts = []
      firstRows = []
      self.parts = parts
      self.workers = workers
      self.buffers = buffers
      counts = .allocate(capacity: parts)
      counts.initialize(repeating: 0)
    }

    /// A block cut at `cuts`; its leading lines go with the first piece.
    init(
      leading: [LineReader.Line], bytes: UnsafeRawBufferPointer, cuts: [Int], firstRows: [Int],
      workers: [Worker], buffers: [ResultBuffer], steps: Steps
    ) {
      batch = leading
      rows = RowNumbers(first: firstRows[0] - leading.count, listed: [])
      self.bytes = bytes
      self.cuts = cuts
      self.firstRows = firstRows
      self.steps = steps
      parts = cuts.count - 1
      self.workers = workers
      self.buffers = buffers
      counts = .allocate(capacity: parts)
      counts.initialize(repeating: 0)
    }

    deinit { counts.deallocate() }

    /// Runs worker `worker` on pieces until none is left.
    func run(worker: Int) {
      while runPiece(worker: worker) {}
    }

    /// Runs worker `worker` on the next piece; false when none was left.
    func runPiece(worker: Int) -> Bool {
      let part = next.wrappingAdd(1, ordering: .relaxed).oldValue
      guard part < parts else { return false }
      if cuts.isEmpty {
        let lines = batch[(batch.count * part / parts)..<(batch.count * (part + 1) / parts)]
        counts[part] = LineRunner.process(lines, rows, workers[worker], buffers[part], steps)
      } else {
        var invalid = 0
        if part == 0, !batch.isEmpty {
          invalid = LineRunner.process(batch[...], rows, workers[worker], buffers[part], steps)
        }
        invalid += LineRunner.process(
          block: UnsafeRawBufferPointer(rebasing: bytes[cuts[part]..<cuts[part + 1]]),
          firstRow: firstRows[part], workers[worker], buffers[part], steps)
        counts[part] = invalid
      }
      if finished.wrappingAdd(1, ordering: .acquiringAndReleasing).newValue == parts {
        completion.signal()
      }
      return true
    }

    /// Whether every piece is finished.
    var isComplete: Bool { finished.load(ordering: .acquiring) == parts }

    /// Waits until every piece is finished: watches for a moment, then sleeps.
    func waitUntilComplete() {
      var spins = 0
      while spins < 20_000, !isComplete { spins += 1 }
      if !isComplete { completion.wait() }
    }

    /// Lets go of the lines, once the batch is complete.
    func releaseLines() { batch = [] }

    var invalidCount: Int { counts.reduce(0, +) }
  }

  /// Writes the results of `lines` into `buffer`, and returns how many were invalid.
  fileprivate static func process(
    _ lines: ArraySlice<LineReader.Line>, _ rows: RowNumbers, _ worker: Worker,
    _ buffer: ResultBuffer, _ steps: Steps
  ) -> Int {
    if steps.lineContent.isText, let bytePath = steps.bytePath {
      return process(lines, rows, worker, buffer, steps, bytePath: bytePath)
    }
    var invalidCount = 0
    for index in lines.indices {
      invalidCount += processInFull(lines[index], rows[index], worker, buffer, steps)
    }
    return invalidCount
  }

  /// ``process(_:_:_:_:_:)`` with the byte path first for ASCII lines.
  ///
  /// The byte path is a parameter, not an optional bound in the loop: binding it there
  /// retained and released its closure for every line.
  private static func process(
    _ lines: ArraySlice<LineReader.Line>, _ rows: RowNumbers, _ worker: Worker,
    _ buffer: ResultBuffer, _ steps: Steps, bytePath: BytePath
  ) -> Int {
    var invalidCount = 0
    for index in lines.indices {
      invalidCount += processLine(lines[index], rows[index], worker, buffer, steps, bytePath)
    }
    return invalidCount
  }

  /// Writes the results of the whole lines of `bytes`, each ending in LF, into `buffer`, and
  /// returns how many were invalid: the lines are split here, by the worker, as
  /// ``LineReader`` splits them.
  fileprivate static func process(
    block bytes: UnsafeRawBufferPointer, firstRow: Int, _ worker: Worker, _ buffer: ResultBuffer,
    _ steps: Steps
  ) -> Int {
    if steps.lineContent.isText, let bytePath = steps.bytePath {
      return process(block: bytes, firstRow: firstRow, worker, buffer, steps) {
        processLine($0, $1, worker, buffer, steps, bytePath)
      }
    }
    return process(block: bytes, firstRow: firstRow, worker, buffer, steps) {
      processInFull($0, $1, worker, buffer, steps)
    }
  }

  @inline(__always)
  private static func process(
    block bytes: UnsafeRawBufferPointer, firstRow: Int, _ worker: Worker, _ buffer: ResultBuffer,
    _ steps: Steps, each body: (LineReader.Line, Int) -> Int
  ) -> Int {
    var row = firstRow
    var invalidCount = 0
    LineReader.forEachLine(in: bytes, maximumLineLength: maximumLineLength) { line in
      invalidCount += body(line, row)
      row += 1
    }
    return invalidCount
  }

  /// One line through the byte path when it is ASCII text, else through the worker; returns 1
  /// when it is invalid.
  @inline(__always)
  private static func processLine(
    _ line: LineReader.Line, _ row: Int, _ worker: Worker, _ buffer: ResultBuffer,
    _ steps: Steps, _ bytePath: BytePath
  ) -> Int {
    if case .text(let bytes) = line, isASCIIText(bytes) {
      switch answer(bytes, bytePath, buffer, onlyInvalid: steps.onlyInvalid) {
      case .valid: return 0
      case .invalid: return 1
      case .refused: break
      }
    }
    return processInFull(line, row, worker, buffer, steps)
  }

  /// Lets the byte path answer a line, and ends its result line; `.refused` when it declined.
  @inline(__always)
  private static func answer(
    _ bytes: UnsafeRawBufferPointer, _ bytePath: BytePath, _ buffer: ResultBuffer,
    onlyInvalid: Bool
  ) -> Outcome {
    let free = buffer.free(atLeast: bytes.count + 4)
    let outcome: Outcome
    let count: Int
    switch bytePath(bytes, free) {
    case .valid(let written):
      outcome = .valid
      count = written
    case .invalid(let written):
      outcome = .invalid
      count = written
    case .declined:
      return .refused("")
    }
    // The line end goes in the same room: one check of the capacity a line.
    guard count < free.count else { return .refused("") }
    // A valid value writes nothing when only invalid ones are shown.
    if count > 0 || !onlyInvalid {
      free[count] = 0x0A
      buffer.advance(by: count + 1)
    }
    return outcome
  }

  /// One line through the worker, with the runner's refusals; returns 1 when it is invalid.
  private static func processInFull(
    _ line: LineReader.Line, _ row: Int, _ worker: Worker, _ buffer: ResultBuffer,
    _ steps: Steps
  ) -> Int {
    var sink = Sink(buffer: buffer, showCodepoints: steps.showCodepoints)
    sink.row = row
    let start = buffer.count
    var invalidCount = 0
    var refusal: (value: String, message: String)?
    switch line {
    case .text(let bytes):
      let outcome: Outcome
      if !steps.lineContent.isText {
        outcome = worker(bytes, nil, sink)
      } else {
        switch checkText(bytes) {
        case .ascii: outcome = worker(bytes, nil, sink)
        case .unicode(let text):
          if steps.bytePathTakesUnicode, let bytePath = steps.bytePath {
            switch answer(bytes, bytePath, buffer, onlyInvalid: steps.onlyInvalid) {
            case .valid: return 0
            case .invalid: return 1
            case .refused: outcome = worker(bytes, text, sink)
            }
          } else {
            outcome = worker(bytes, text, sink)
          }
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
          byteCount: count, maximumLineLength: maximumLineLength, what: steps.lineContent.name)
      )
    }
    if let refusal {
      invalidCount += 1
      let message =
        steps.showCodepoints ? Codepoints.spelledOut(refusal.message) : refusal.message
      if steps.onlyInvalid {
        sink.writeSeparator("\(sink.row)\t")
        sink.write(TSVText.field(refusal.value))
        sink.writeSeparator("\tbadInput\t")
        buffer.write(message)
      } else {
        steps.writeRefusal(refusal.value, message, buffer)
      }
    }
    // A valid value writes nothing when only invalid ones are shown.
    if !steps.onlyInvalid || buffer.count > start { buffer.write(byte: 0x0A) }
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

  /// Whether a line is ASCII without NUL, eight bytes at a time while a word has neither a NUL
  /// nor a high bit ("Bit Twiddling Hacks": a word has a zero byte when
  /// (w - 0x01…01) & ~w & 0x80…80 is not zero).
  @inline(__always)
  private static func isASCIIText(_ line: UnsafeRawBufferPointer) -> Bool {
    guard let base = line.baseAddress else { return true }
    let count = line.count
    guard count >= 8 else {
      for index in 0..<count {
        let byte = base.load(fromByteOffset: index, as: UInt8.self)
        if byte == 0 || byte >= 0x80 { return false }
      }
      return true
    }
    // Whole words, then the last eight bytes, which may overlap the last word checked.
    var start = 0
    while start + 8 < count {
      if !isASCIIText(word: base.loadUnaligned(fromByteOffset: start, as: UInt64.self)) {
        return false
      }
      start += 8
    }
    return isASCIIText(word: base.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
  }

  @inline(__always)
  private static func isASCIIText(word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    return ((word &- ones) & ~word & highs) | (word & highs) == 0
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

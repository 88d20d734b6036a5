import ArgumentParser
import Fields

extension LineRunner {
  /// Runs a `format` command over its values in each locale of `columns`.
  ///
  /// With one `--locale` in TSV, a value's line is what its worker writes, as in ``run(makeWorker:)``.
  /// Otherwise each value is a row: in TSV the value and a cell per locale under a header row
  /// `value<TAB>de_DE<TAB>fr_FR`, in JSON Lines `{"value":"1234.5","de_DE":"1.234,5"}`. A value
  /// that a worker refuses (it is no number, no date) is refused in every locale: in TSV each
  /// cell is `invalid: MESSAGE`, so every row keeps the header's columns; in JSON Lines the
  /// object is `{"value":…,"invalid":"badInput","message":…}`.
  ///
  /// - Parameters:
  ///   - columns: The locales and the layout.
  ///   - makeWorker: Makes a worker for the locale given as typed, with ICU objects of its own;
  ///     called once per locale for each thread.
  /// - Throws: A usage error for the locale flags, `ExitCode(1)` when a value was invalid, or
  ///   the error `makeWorker` threw.
  func run<E: Error>(columns: LocaleColumns, makeWorker: (String) throws(E) -> Worker) throws {
    try requireValues()
    let names = try columns.names()
    guard columns.isTable else {
      return try run { () throws(E) in try makeWorker(names[0]) }
    }
    var runner = self
    let jsonl = columns.format == .jsonl
    if !jsonl { runner.header = (["value"] + names).map(TSVText.field).joined(separator: "\t") }
    let keys = names.map(JSONText.string)
    runner.writeRefusal = { value, message, buffer in
      if jsonl {
        buffer.write(
          "{\"value\":\(JSONText.string(value)),\"invalid\":\"badInput\",\"message\":"
            + "\(JSONText.string(message))}")
      } else {
        buffer.write(TSVText.field(value))
        for _ in names { buffer.write("\tinvalid: " + TSVText.field(message)) }
      }
    }
    try runner.run { () throws(E) in
      var workers: [Worker] = []
      for name in names { workers.append(try makeWorker(name)) }
      let cells = workers
      let scratch = ResultBuffer(capacity: 1 << 10)
      return { line, text, sink in
        var results: [String] = []
        var invalid = false
        for worker in cells {
          scratch.removeAll()
          var cellSink = Sink(buffer: scratch, showCodepoints: sink.showCodepoints)
          cellSink.row = sink.row
          switch worker(line, text, cellSink) {
          case .valid: break
          case .invalid: invalid = true
          case .refused(let message): return .refused(message)
          }
          results.append(String(decoding: scratch.bytes, as: UTF8.self))
        }
        let value = text ?? String(decoding: line, as: UTF8.self)
        if jsonl {
          var object = "{\"value\":" + JSONText.string(value)
          for (key, result) in zip(keys, results) {
            object += "," + key + ":" + JSONText.string(result)
          }
          sink.writeSeparator(object + "}")
        } else {
          sink.write(TSVText.field(value))
          for result in results { sink.writeSeparator("\t" + TSVText.field(result)) }
        }
        return invalid ? .invalid : .valid
      }
    }
  }
}

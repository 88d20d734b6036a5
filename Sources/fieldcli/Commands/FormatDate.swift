import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format date`.
  struct FormatDate: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "date",
      abstract: "Formats instants, plain dates and plain times as a locale writes them.",
      discussion: """
        An instant is ISO 8601 with 'Z' or an offset (2024-09-14T15:00:00+02:00), or '@' and \
        seconds since 1970 (@1726318800). Without a layout flag the locale's medium date and \
        short time are used; the time zone is UTC unless '--time-zone' says otherwise. A plain \
        date (2024-09-14) shows the date part of the layout alone and a plain time (13:45, \
        13:45:30.250) its time part alone, with no time-zone shift; a pattern applies as \
        written. Example: 'fieldcli format date 2024-09-14 --locale de_DE --date-style long' \
        prints '14. September 2024'. See docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns
    @OptionGroup var options: DateOptions

    func run() throws {
      try LineRunner(input: input).run(columns: columns) { locale throws(FormattingError) in
        let instantFormat = try options.makeFormat(locale: locale)
        let format = try instantFormat.withOwnICUObject()
        let dateFormat = try instantFormat.plainDateFormat()?.withOwnICUObject()
        let timeFormat = try instantFormat.plainTimeFormat()?.withOwnICUObject()
        let write = format.streamingWriter
        return { line, _, sink in
          // The form machines write most first: it is neither a plain date nor a plain time.
          if let milliseconds = ISO8601Instant.plainUTCMilliseconds(line),
            sink.writeInPlace(reserve: 512, { write(milliseconds, $0) })
          {
            return .valid
          }
          if let plain = PlainValue.read(line) {
            return plain.write(dateFormat: dateFormat, timeFormat: timeFormat, line, sink)
          }
          switch ISO8601Instant.milliseconds(utf8: line) {
          case .success(let milliseconds):
            let fits = sink.writeInPlace(reserve: 512) { write(milliseconds, $0) }
            if !fits {
              sink.write(format.format(milliseconds: milliseconds))
            }
            return .valid
          case .failure(let problem):
            let text = String(decoding: line, as: UTF8.self)
            return .refused(
              FormattingError.invalidInstant(text, reason: problem.reason).description)
          }
        }
      }
    }
  }
}

/// A plain date or a plain time on a line of `format date`, which shows the date or the time
/// part of its layout alone.
enum PlainValue {
  case date(Result<PlainDate, ISO8601Instant.Problem>)
  case time(Result<PlainTime, ISO8601Instant.Problem>)

  /// The plain value the line holds, or `nil` when it has neither form (it may be an instant).
  static func read(_ line: UnsafeRawBufferPointer) -> PlainValue? {
    if let date = PlainDate.read(utf8: line) { return .date(date) }
    if let time = PlainTime.read(utf8: line) { return .time(time) }
    return nil
  }

  /// Writes the value with the format for its kind, or refuses it.
  func write(
    dateFormat: DateFormat?, timeFormat: DateFormat?, _ line: UnsafeRawBufferPointer,
    _ sink: LineRunner.Sink
  ) -> LineRunner.Outcome {
    let milliseconds: Double
    let format: DateFormat?
    let missing: String
    switch self {
    case .date(.success(let date)):
      (milliseconds, format, missing) = (date.milliseconds, dateFormat, DateFormat.noDateFields)
    case .time(.success(let time)):
      (milliseconds, format, missing) =
        (time.millisecondsSinceMidnight, timeFormat, DateFormat.noTimeFields)
    case .date(.failure(let problem)):
      return Self.refuse(line, problem.reason + PlainDate.advice)
    case .time(.failure(let problem)):
      return Self.refuse(line, problem.reason + PlainTime.advice)
    }
    guard let format else { return Self.refuse(line, missing) }
    let fits = sink.writeInPlace(reserve: 512) {
      format.format(milliseconds: milliseconds, into: $0)
    }
    if !fits { sink.write(format.format(milliseconds: milliseconds)) }
    return .valid
  }

  private static func refuse(_ line: UnsafeRawBufferPointer, _ reason: String)
    -> LineRunner.Outcome
  {
    let text = String(decoding: line, as: UTF8.self)
    return .refused(FormattingError.invalidPlainValue(text, reason: reason).description)
  }
}

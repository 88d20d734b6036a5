import ArgumentParser
import Fields

extension FieldCLI {
  /// `fieldcli format date-range`.
  struct FormatDateRange: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "date-range",
      abstract: "Formats a range of instants or of days as a locale writes it.",
      discussion: """
        START and END are instants as 'format date' takes them (2024-09-14T15:00:00Z, \
        @1726318800) or plain dates (2024-09-14), both of one kind; plain dates are shown as \
        those days, whatever '--time-zone'. With '--stdin' each line is START, a tab, END. A \
        start after its end is refused. Example: 'fieldcli format date-range 2024-09-14 \
        2024-09-20 --locale de_DE --skeleton yMMMd' prints '14.–20. Sept. 2024'. See \
        docs/formatting.md.
        """
    )

    @OptionGroup var input: ValueInput
    @OptionGroup var columns: LocaleColumns

    @Option(help: "How much of the date to show: none, short, medium, long or full.")
    var dateStyle: DateFormat.Style?

    @Option(help: "How much of the time to show: none, short, medium, long or full.")
    var timeStyle: DateFormat.Style?

    @Option(help: "An ICU skeleton such as 'yMMMd', which the locale lays out, instead of styles.")
    var skeleton: String?

    @Option(help: "An IANA time zone for instants, such as 'Europe/Berlin'.")
    var timeZone: String = "UTC"

    @Option(help: "A calendar such as 'buddhist', 'japanese' or 'islamic-umalqura'.")
    var calendar: String?

    func validate() throws {
      if skeleton != nil, dateStyle != nil || timeStyle != nil {
        throw ValidationError(
          "Styles and '--skeleton' each choose the layout. Please give only one of them.")
      }
    }

    /// The layout the flags choose: medium date and short time when none is given, and no
    /// time when only a date style is given (and the reverse), as `format date` does.
    var layout: DateIntervalFormat.Layout {
      if let skeleton { return .skeleton(skeleton) }
      if dateStyle == nil, timeStyle == nil { return .styles(date: .medium, time: .short) }
      return .styles(date: dateStyle ?? .none, time: timeStyle ?? .none)
    }

    func run() throws {
      // Checked here, not in validate(): fieldcli hands a command its values after parsing.
      if !input.stdin, !input.values.isEmpty, input.values.count != 2 {
        throw ValidationError(
          "A range is two values, START and END; \(input.values.count) were given. Please give "
            + "two, or use '--stdin' with START, a tab and END on each line.")
      }
      var runner = LineRunner(input: input)
      if !input.stdin, input.values.count == 2 {
        runner.values = [input.values.joined(separator: "\t")]
      }
      let layout = self.layout
      try runner.run(columns: columns) { locale throws(FormattingError) in
        let calendarSystem = try calendar.map { name throws(FormattingError) in
          try CalendarSystem(validating: name)
        }
        let format = try DateIntervalFormat(
          locale: locale, layout: layout, timeZone: timeZone, calendar: calendarSystem
        ).withOwnICUObject()
        return { line, _, sink in
          switch DateRangeLine.read(line) {
          case .failure(let error):
            return .refused(error.description)
          case .success(.instants(let from, let to)):
            let fits = sink.writeInPlace(reserve: 512) {
              format.format(from: from, to: to, into: $0)
            }
            if !fits { sink.write(format.format(from: from, to: to)) }
            return .valid
          case .success(.days(let from, let to)):
            guard let text = format.formatPlain(from: from, to: to) else {
              return .refused(
                FormattingError.invalidRange(
                  String(decoding: line, as: UTF8.self), reason: DateRangeLine.noDateFields
                ).description)
            }
            sink.write(text)
            return .valid
          }
        }
      }
    }
  }
}

/// One value of `format date-range`: START, a tab and END, read from UTF-8 bytes.
enum DateRangeLine {
  /// Two instants or two days, in milliseconds since 1970 (the days at their start in UTC).
  case instants(Double, Double)
  case days(Double, Double)

  static let noDateFields =
    "the layout shows no date fields, which plain dates need; please give a date style or a "
    + "skeleton with date fields, such as 'yMMMd'"

  /// What a side may be, after the reason it is not.
  private static let sideAdvice =
    "; please write a plain date such as '2024-09-14' or an instant such as "
    + "'2024-09-14T13:00:00Z'"

  /// Reads a line, or gives the refusal naming the side that is wrong.
  static func read(_ line: UnsafeRawBufferPointer) -> Result<DateRangeLine, FormattingError> {
    func refuse(_ reason: String) -> Result<DateRangeLine, FormattingError> {
      .failure(.invalidRange(String(decoding: line, as: UTF8.self), reason: reason))
    }
    guard let tab = line.firstIndex(of: UInt8(ascii: "\t")) else {
      return refuse(
        "it has no tab between the start and the end; please write START, a tab and END")
    }
    let start = UnsafeRawBufferPointer(rebasing: line[..<tab])
    let end = UnsafeRawBufferPointer(rebasing: line[(tab + 1)...])
    if end.contains(UInt8(ascii: "\t")) {
      return refuse("it has more than two tab-separated fields; please write START, a tab and END")
    }
    let first: Endpoint
    switch Endpoint.read(start) {
    case .success(let value): first = value
    case .failure(let problem): return refuse("the start: \(problem.reason)\(sideAdvice)")
    }
    let second: Endpoint
    switch Endpoint.read(end) {
    case .success(let value): second = value
    case .failure(let problem): return refuse("the end: \(problem.reason)\(sideAdvice)")
    }
    let reversed = "the start is after the end; please give the earlier one first"
    switch (first, second) {
    case (.instant(let from), .instant(let to)):
      return from <= to ? .success(.instants(from, to)) : refuse(reversed)
    case (.day(let from), .day(let to)):
      return from <= to ? .success(.days(from, to)) : refuse(reversed)
    case (.day, .instant):
      return refuse("the start is a plain date and the end an instant; give both of one kind")
    case (.instant, .day):
      return refuse("the start is an instant and the end a plain date; give both of one kind")
    }
  }

  /// One end of a range.
  private enum Endpoint {
    case instant(Double)
    case day(Double)

    static func read(_ bytes: UnsafeRawBufferPointer) -> Result<Endpoint, ISO8601Instant.Problem> {
      if let plain = PlainDate.read(utf8: bytes) {
        return plain.map { .day($0.milliseconds) }
      }
      return ISO8601Instant.milliseconds(utf8: bytes).map { .instant($0) }
    }
  }
}

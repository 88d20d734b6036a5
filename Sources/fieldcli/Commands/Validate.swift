import ArgumentParser
import Fields

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI {
  /// `fieldcli validate`.
  struct Validate: ValueReadingCommand {
    static let configuration = CommandConfiguration(
      commandName: "validate",
      abstract: "Validates form input as a browser form would.",
      discussion: """
        One result per value: 'ok<TAB>NORMALIZED', or 'invalid<TAB>STATES<TAB>MESSAGE' with \
        HTML's validity flags (comma-separated) and a message in the locale's language. In TSV \
        output a backslash, tab or line break inside a value is written as \\\\, \\t, \\r or \\n. \
        Numbers without '--locale' must be what a browser submits (-12.5, 1e3); with it, what a \
        person writes in that locale; so are dates, which always take HTML's ISO forms too \
        (2024-09-14, 13:30, 2024-09-14T13:30) and normalize to them. With no values and no \
        '--stdin', lines are read from standard input when it is not a terminal. '--csv FILE \
        --column NAME' validates a column of a CSV file with a header row; '--only-invalid' \
        writes only the invalid values, as 'ROW<TAB>VALUE<TAB>STATES<TAB>MESSAGE'. See \
        docs/validation.md.
        """
    )

    @Argument(
      help: "text, email, url, integer, decimal, number, phone, date, time or datetime.")
    var kind: Kind

    @OptionGroup var input: ValueInput

    @Option(
      help: ArgumentHelp(
        "Read the values from a column of this CSV file (RFC 4180, with a header row; '-' for standard input).",
        valueName: "file"))
    var csv: String?

    @Option(
      help: ArgumentHelp(
        "The column of '--csv': a name from the header row, or a number from 1.",
        valueName: "name"))
    var column: String?

    @Flag(
      help:
        "Write only the invalid values, as 'ROW<TAB>VALUE<TAB>STATES<TAB>MESSAGE': ROW is the line of standard input, the argument's position or the CSV file's row (the header is row 1)."
    )
    var onlyInvalid = false

    @Option(help: "The locale of the messages, such as 'de_DE'; English by default.")
    var locale: String?

    @Option(help: "tsv or jsonl.")
    var format: OutputFormat = .tsv

    @Flag(help: "An empty value is valueMissing.")
    var required = false

    @Option(help: "The fewest characters a non-empty value may have.")
    var minLength: Int?

    @Option(help: "The most characters a value may have.")
    var maxLength: Int?

    @Option(
      help:
        "A JavaScript regular expression (v flag, as browsers read a pattern attribute) the whole value must match (each address with --multiple)."
    )
    var pattern: String?

    @Option(
      help: "What lengths count: graphemes (user-perceived characters) or utf16 (as browsers).")
    var count: TextConstraints.LengthUnit = .graphemes

    @Flag(help: "email: the value is a comma-separated list of addresses.")
    var multiple = false

    @Option(help: "url: the allowed schemes, comma-separated, such as 'https,mailto'.")
    var schemes: String?

    @Option(help: "url: a base URL that relative values are resolved against.")
    var base: String?

    @Option(help: "Numbers, dates, times: the smallest valid value (dates and times in ISO form).")
    var min: String?

    @Option(help: "Numbers, dates, times: the largest valid value.")
    var max: String?

    @Option(help: "The step from --min (or 0): days for dates, seconds for times; or 'any'.")
    var step: String?

    @Option(help: "phone: the region of national numbers, such as 'US'; else the locale's.")
    var region: String?

    /// The kinds `validate` offers so far.
    enum Kind: String, CaseIterable, ExpressibleByArgument {
      case text, email, url, integer, decimal, number, phone, date, time, datetime
      var hasRange: Bool { ![.text, .email, .url, .phone].contains(self) }
      var fieldKind: FieldKind { FieldKind(rawValue: rawValue) ?? .text }
    }

    /// What decides a message: the flags (the message is for one of them, and which may depend
    /// on the others) and the constraint values it shows.
    struct MessageKey: Hashable {
      var state: ValidityState
      var arguments: [String: MessageArgument]
    }

    /// How results are written.
    enum OutputFormat: String, CaseIterable, ExpressibleByArgument {
      case tsv, jsonl
    }

    /// The options as plain values: what `validate()` and `run()` read.
    var settings: Settings {
      Settings(
        kind: kind, source: input.source, csv: csv, column: column, onlyInvalid: onlyInvalid,
        locale: locale, format: format, required: required, minLength: minLength,
        maxLength: maxLength, pattern: pattern, count: count, multiple: multiple,
        schemes: schemes, base: base, min: min, max: max, step: step, region: region)
    }

    func validate() throws {
      try settings.validate()
    }

    func run() throws {
      try settings.run()
    }

    /// The runner's byte path from the validator's: `ok<TAB>NORMALIZED`, the refusal line for
    /// a type mismatch, or nothing when only invalid values are shown; the one place that uses
    /// the validator's answer.
    ///
    /// - Parameters:
    ///   - fastPath: The validator's byte path.
    ///   - onlyInvalid: Whether only invalid values are written, each with its row.
    ///   - mismatchLine: `invalid<TAB>typeMismatch<TAB>MESSAGE`, the line the full path writes
    ///     for every type mismatch without message arguments, the only refusal byte paths give;
    ///     `nil` leaves refusals to the worker.
    /// - Returns: The runner's byte path.
    static func bytePath(
      _ fastPath: @escaping PlainASCIIPath, onlyInvalid: Bool, mismatchLine: [UInt8]?
    ) -> LineRunner.BytePath {
      let mismatch = ValidityState([.typeMismatch])
      return { line, free in
        guard free.count > 3 else { return .declined }
        switch fastPath(line, UnsafeMutableRawBufferPointer(rebasing: free[3...])) {
        case .written(let count):
          guard count <= free.count - 3 else { return .declined }
          // Only whether the fast path takes the value counts; what it wrote is dropped.
          if onlyInvalid { return .valid(0) }
          free[0] = 0x6F  // o
          free[1] = 0x6B  // k
          free[2] = 0x09  // TAB
          return .valid(count + 3)
        case .invalid(let state):
          // With --only-invalid a refusal names its row, which the worker knows.
          guard !onlyInvalid, state == mismatch, let mismatchLine, mismatchLine.count <= free.count
          else { return .declined }
          mismatchLine.withUnsafeBytes { free.copyMemory(from: $0) }
          return .invalid(mismatchLine.count)
        case .undecided:
          return .declined
        }
      }
    }

    /// Writes a plain value's normalized form from its bytes, or says it is invalid, or leaves
    /// it to the full validator.
    typealias PlainASCIIPath =
      @Sendable (UnsafeRawBufferPointer, UnsafeMutableRawBufferPointer) -> ByteVerdict

    static func jsonLine(
      value: String, state: [ValidityState.Flag], message: String?, normalized: String?
    ) -> String {
      let flags = state.map { JSONText.string($0.rawValue) }.joined(separator: ",")
      return "{\"value\":\(JSONText.string(value)),\"valid\":\(state.isEmpty),"
        + "\"state\":[\(flags)],\"message\":\(JSONText.optional(message)),"
        + "\"normalized\":\(JSONText.optional(normalized))}"
    }
  }
}

extension TextConstraints.LengthUnit: ExpressibleByArgument {}

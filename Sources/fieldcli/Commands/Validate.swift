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

    func validate() throws {
      if multiple, kind != .email {
        throw ValidationError("'--multiple' applies to email only.")
      }
      if schemes != nil || base != nil, kind != .url {
        throw ValidationError("'--schemes' and '--base' apply to url only.")
      }
      if min != nil || max != nil || step != nil, !kind.hasRange {
        throw ValidationError(
          "'--min', '--max' and '--step' apply to numbers, dates and times only.")
      }
      if region != nil, kind != .phone {
        throw ValidationError("'--region' applies to phone only.")
      }
      if csv == nil, column != nil {
        throw ValidationError("'--column' applies to '--csv' only.")
      }
      if csv != nil, column == nil {
        throw ValidationError(
          "'--csv' needs '--column': the name of a column in the header row, or its number.")
      }
      if csv != nil, input.stdin {
        throw ValidationError(
          "Values were given both with '--csv' and with '--stdin'. Please use one of them.")
      }
      if let column, case .number(let number) = CSVColumnReader.Column(argument: column),
        number < 1
      {
        throw ValidationError(
          "Invalid '--column' value '\(column)'. Please give a name from the header row or a "
            + "number from 1.")
      }
      if onlyInvalid, format == .jsonl {
        throw ValidationError(
          "'--only-invalid' writes TSV lines. Please leave out '--format jsonl' with it.")
      }
    }

    func run() throws {
      let constraints: TextConstraints
      let validator: @Sendable (String) -> ValidationResult
      do {
        constraints = try TextConstraints(
          required: required, minimumLength: minLength, maximumLength: maxLength,
          pattern: pattern, lengthUnit: count)
        let list = schemes.map { $0.split(separator: ",").map(String.init) } ?? []
        let field = try FieldValidator(
          kind: kind.fieldKind, locale: locale, constraints: constraints, multiple: multiple,
          schemes: list, base: base, minimum: min, maximum: max, step: step, region: region)
        validator = { field.validate($0) }
      } catch {
        Diagnostics.fail(String(describing: error))
      }
      let catalog = try MessageCatalog(locale: locale ?? "en")
      let fieldKind = kind.fieldKind
      let jsonl = format == .jsonl
      var runner = LineRunner(input: input)
      runner.onlyInvalid = onlyInvalid
      // Plain text, plain ASCII addresses and valid URLs skip the String and the result; the
      // full validator decides the rest, so the answer is the same either way.
      if !jsonl, let fastPath = try plainASCIIPath(constraints: constraints) {
        let mismatch = ValidationResult(
          value: "", state: ValidityState([.typeMismatch]), normalized: nil, reason: nil)
        // A kind whose byte path never refuses may have no such message; then none is needed.
        let message = try? mismatch.message(for: fieldKind, in: catalog)
        runner.bytePath = Self.bytePath(
          fastPath, onlyInvalid: onlyInvalid,
          mismatchLine: message.map { Array("invalid\t\(mismatch.state)\t\($0)".utf8) })
        // The URL parser takes any valid UTF-8; the others ASCII only.
        runner.bytePathTakesUnicode = kind == .url
      }
      if let csv, let column {
        if !input.values.isEmpty {
          throw ValidationError(
            "Values were given both as arguments and with '--csv'. Please use one of them.")
        }
        do {
          runner.csv = try CSVColumnReader(
            file: csv, column: CSVColumnReader.Column(argument: column),
            maximumRecordLength: LineRunner.maximumLineLength)
        } catch {
          Diagnostics.fail(error.message)
        }
        runner.requireValues = {}
      } else if input.values.isEmpty, !input.stdin, isatty(0) == 0 {
        // A pipe or a file on stdin: `echo a@b.c | fieldcli validate email` reads it. At a
        // terminal, no values is still a mistake, not a wait for typing.
        runner.readsStdin = true
        runner.requireValues = {}
      }
      let onlyInvalid = onlyInvalid
      if jsonl {
        runner.writeRefusal = { value, message, buffer in
          buffer.write(
            Self.jsonLine(value: value, state: [.badInput], message: message, normalized: nil))
        }
      }
      try runner.run { () throws(FormattingError) in
        // Most invalid values share a handful of messages; each worker keeps the ones it made.
        var messages: [MessageKey: String] = [:]
        return { line, text, sink in
          let value = text ?? String(decoding: line, as: UTF8.self)
          let result = validator(value)
          var message: String?
          if !result.state.isValid {
            let key = MessageKey(state: result.state, arguments: result.arguments)
            if let known = messages[key] {
              message = known
            } else {
              do throws(FormattingError) {
                message = try result.message(for: fieldKind, in: catalog)
              } catch {
                return .refused(error.description)
              }
              if messages.count < 1024 { messages[key] = message }
            }
          }
          if onlyInvalid {
            guard !result.state.isValid else { return .valid }
            sink.writeSeparator("\(sink.row)\t")
            sink.write(TSVText.field(value))
            sink.writeSeparator("\t\(result.state)\t")
            sink.write(message ?? "")
          } else if jsonl {
            let flags = ValidityState.Flag.allCases.filter(result.state.contains)
            // The value as given, not as sanitized, so that results join back to their input.
            sink.write(
              Self.jsonLine(
                value: value, state: flags, message: message, normalized: result.normalized))
          } else if result.state.isValid {
            sink.writeSeparator("ok\t")
            sink.write(TSVText.field(result.normalized ?? result.value))
          } else {
            sink.writeSeparator("invalid\t\(result.state)\t")
            sink.write(message ?? "")
          }
          return result.state.isValid ? .valid : .invalid
        }
      }
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

    /// The validator's byte-level path for plain text, plain e-mail addresses and valid URLs,
    /// when the kind has one.
    func plainASCIIPath(constraints: TextConstraints) throws -> PlainASCIIPath? {
      guard constraints == .none else { return nil }
      switch kind {
      case .text:
        // No constraints, checked above: the bytes alone decide.
        return { TextValidator.copyPlainASCII($0, into: $1).map { .written($0) } ?? .undecided }
      case .email where !multiple:
        let email = EmailValidator()
        return { email.plainASCIIVerdict($0, into: $1) }
      case .url:
        let list = schemes.map { $0.split(separator: ",").map(String.init) } ?? []
        let url = try URLValidator(schemes: list, base: base)
        return { url.normalizedBytes($0, into: $1) }
      default:
        return nil
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

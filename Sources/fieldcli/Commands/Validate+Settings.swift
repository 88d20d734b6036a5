import ArgumentParser
import Fields

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI.Validate {
  /// What `validate` was asked, as plain values: what its `validate()` and `run()` read.
  ///
  /// ``ValidateCommandLine`` builds one straight from the command line at start-up, without
  /// argument-parser's property wrappers, whose generic types the runtime makes by name (about
  /// a tenth of `fieldcli validate email a@b.c`). Each property is the option of that name.
  struct Settings {
    var kind: Kind
    var source = ValueSource()
    var csv: String?
    var column: String?
    var onlyInvalid = false
    var locale: String?
    var format: OutputFormat = .tsv
    var required = false
    var minLength: Int?
    var maxLength: Int?
    var pattern: String?
    var count: TextConstraints.LengthUnit = .graphemes
    var multiple = false
    var schemes: String?
    var base: String?
    var min: String?
    var max: String?
    var step: String?
    var region: String?
  }
}

extension FieldCLI.Validate.Settings {
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
    if csv != nil, source.stdin {
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
    let ownValidator: () throws -> @Sendable (String) -> ValidationResult
    do {
      constraints = try TextConstraints(
        required: required, minimumLength: minLength, maximumLength: maxLength,
        pattern: pattern, lengthUnit: count)
      let list = schemes.map { $0.split(separator: ",").map(String.init) } ?? []
      let field = try FieldValidator(
        kind: kind.fieldKind, locale: locale, constraints: constraints, multiple: multiple,
        schemes: list, base: base, minimum: min, maximum: max, step: step, region: region)
      validator = { field.validate($0) }
      // Each further worker of a stream gets ICU formatters of its own (see below).
      ownValidator = {
        let own = try FieldValidator(
          kind: kind.fieldKind, locale: locale, messageLocale: nil, constraints: constraints,
          multiple: multiple, schemes: list, base: base, minimum: min, maximum: max,
          step: step, minuteInterval: 1, region: region, ownICUObjects: true)
        return { own.validate($0) }
      }
    } catch {
      Diagnostics.fail(String(describing: error))
    }
    let catalog = try MessageCatalog(locale: locale ?? "en")
    let fieldKind = kind.fieldKind
    let jsonl = format == .jsonl
    var runner = LineRunner(source: source)
    runner.onlyInvalid = onlyInvalid
    if let csv, let column {
      if !source.values.isEmpty {
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
    } else if source.values.isEmpty, !source.stdin, isatty(0) == 0 {
      // A pipe or a file on stdin: `echo a@b.c | fieldcli validate email` reads it. At a
      // terminal, no values is still a mistake, not a wait for typing.
      runner.readsStdin = true
      runner.requireValues = {}
    }
    // Plain text, plain ASCII addresses and valid URLs skip the String and the result; the
    // full validator decides the rest, so the answer is the same either way.
    // Only streams take it: values given as arguments are few, and making the type-mismatch
    // line opens an ICU message format (7 million instructions, most of a start-up).
    if !jsonl, runner.readsStdin || runner.csv != nil,
      let fastPath = try plainASCIIPath(constraints: constraints)
    {
      let mismatch = ValidationResult(
        value: "", state: ValidityState([.typeMismatch]), normalized: nil, reason: nil)
      // A kind whose byte path never refuses may have no such message; then none is needed.
      let message = try? mismatch.message(for: fieldKind, in: catalog)
      runner.bytePath = FieldCLI.Validate.bytePath(
        fastPath, onlyInvalid: onlyInvalid,
        mismatchLine: message.map { Array("invalid\t\(mismatch.state)\t\($0)".utf8) })
      // The URL parser takes any valid UTF-8; the others ASCII only.
      runner.bytePathTakesUnicode = kind == .url
    }
    let onlyInvalid = onlyInvalid
    if jsonl {
      runner.writeRefusal = { value, message, buffer in
        buffer.write(
          FieldCLI.Validate.jsonLine(
            value: value, state: [.badInput], message: message, normalized: nil))
      }
    }
    var workersMade = 0
    try runner.run { () throws(FormattingError) in
      // The first worker uses the validator made above; the others, when values stream, one
      // with ICU objects of their own: the options were checked when it was made.
      workersMade += 1
      let validator = workersMade == 1 ? validator : ((try? ownValidator()) ?? validator)
      // Most invalid values share a handful of messages; each worker keeps the ones it made.
      var messages: [FieldCLI.Validate.MessageKey: String] = [:]
      return { line, text, sink in
        let value = text ?? String(decoding: line, as: UTF8.self)
        let result = validator(value)
        var message: String?
        if !result.state.isValid {
          let key = FieldCLI.Validate.MessageKey(state: result.state, arguments: result.arguments)
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
            FieldCLI.Validate.jsonLine(
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

  /// The validator's byte-level path for plain text, plain e-mail addresses and valid URLs,
  /// when the kind has one.
  func plainASCIIPath(constraints: TextConstraints) throws -> FieldCLI.Validate.PlainASCIIPath? {
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
}

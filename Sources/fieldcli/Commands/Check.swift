import ArgumentParser
import Fields
import SystemPackage

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI {
  /// `fieldcli check`.
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Checks submitted forms against a form spec, every field at once.",
      discussion: """
        A submission is one JSON object of values by field name, as a server receives it from a \
        browser form: numbers as JSON numbers or strings such as "-12.5" or "1e3", dates and times \
        in HTML's ISO forms, a choice by its option's value (its title unless the option has a \
        'value' of its own), a multiple choice as an array of them, a \
        boolean as true or false; null, "" or a missing field is no value. One line per \
        submission: 'ok<TAB>VALUES', the typed values as one JSON object in the spec's order, or \
        'invalid<TAB>PROBLEMS', one JSON object naming every field that is not valid, with its \
        states and the message of the first in '--locale': \
        {"age":{"state":["rangeUnderflow"],"message":"..."}}. Exit 0 when every submission is \
        valid, 1 when one is not, 2 for a bad form spec, an unreadable file or bad usage. See \
        docs/check.md, and docs/form-spec.md for the form spec. With '--body urlencoded' a \
        submission is an application/x-www-form-urlencoded body, as a browser posts a form: a \
        multiple choice as repeated names, a checkbox as its value when ticked and absent when \
        not, a choice as its option's value (see docs/check.md, "Bodies as browsers send them").
        """
    )

    @Argument(
      help: "The form: a form spec (JSON) as docs/form-spec.md describes, or an HTML page.")
    var form: String

    @Argument(help: "A file holding one submission: a JSON object of values by field name.")
    var submission: String?

    @Flag(help: "Read submissions from standard input, one JSON object per line (JSON Lines).")
    var stdin = false

    @Option(help: "The locale of the messages, such as 'de_DE'; the form's by default.")
    var locale: String?

    @Option(
      help: ArgumentHelp(
        "The messages' locale from an HTTP Accept-Language value, such as 'de-CH,de;q=0.9'.",
        discussion: "The best language with a catalog, numbers and dates as its region writes "
          + "them; the form's locale when none is acceptable."))
    var acceptLanguage: String?

    @Option(help: "How many threads work on '--stdin' at once; the number of cores by default.")
    var jobs: Int?

    @Option(help: "How a submission is encoded: 'json' (the default) or 'urlencoded'.")
    var body: BodyEncoding = .json

    @OptionGroup var source: FormSource

    /// The largest submission read, as a line of `--stdin`.
    static let maximumLength = LineRunner.maximumLineLength

    func validate() throws {
      try ValueInput.checkJobs(jobs)
      if locale != nil, acceptLanguage != nil {
        throw ValidationError(
          "'--locale' and '--accept-language' both choose the messages' locale. Please use one "
            + "of them.")
      }
    }

    func run() throws {
      // Checked here rather than in `validate()`, which runs before unknown options are named:
      // in `--stdin --bogus 2` the `2` would be taken for a submission file.
      if submission != nil, stdin {
        throw ValidationError(
          "A submission file was given as well as '--stdin'. Please use one of them.")
      }
      guard submission != nil || stdin else {
        throw ValidationError(
          "No submission given. Please name a SUBMISSION.json file, or pass '--stdin' to read "
            + "one JSON object per line.")
      }
      if let locale {
        do {
          _ = try LocaleIdentifier(locale)
        } catch {
          Diagnostics.fail(error.description)
        }
      }
      let spec = source.load(form).spec
      let checker: SubmissionChecker
      let messageLocale: String?
      do {
        if let acceptLanguage {
          // None acceptable: the form's own locale, as without either option.
          messageLocale = AcceptLanguage(acceptLanguage).messageLocale(formLocale: spec.locale)
        } else {
          messageLocale = locale
        }
        checker = try SubmissionChecker(spec: spec, locale: messageLocale)
      } catch let error as FormSpecError {
        Diagnostics.fail(error.description)
      } catch {
        Diagnostics.fail("The form \(QuotedText.quoted(form)) cannot be used: \(error)")
      }
      if let submission {
        let result: SubmissionResult
        switch Self.read(submission) {
        case .bytes(let bytes) where body == .urlencoded:
          // Bytes that are not UTF-8 are replaced by its parser, as browsers do.
          result = checker.check(Submission(urlencoded: bytes))
        case .bytes(let bytes):
          if let text = String(validating: bytes, as: UTF8.self) {
            result = checker.check(text)
          } else {
            result = Self.refusal("The file is not valid UTF-8; please convert it to UTF-8.")
          }
        case .refused(let message): result = Self.refusal(message)
        }
        OutputBuffer.writeAll((result.isValid ? "ok\t" : "invalid\t") + result.json + "\n")
        if !result.isValid { throw ExitCode(1) }
        return
      }
      // An urlencoded body is bytes: its parser replaces what is not UTF-8, as browsers do.
      var runner = LineRunner(
        stdinJobs: jobs, lineContent: LineContent(name: "a submission", isText: body == .json))
      runner.writeRefusal = { _, message, buffer in
        buffer.write("invalid\t" + Self.refusal(message).json)
      }
      let body = body
      try runner.run { () throws(Never) in
        // Each worker has a checker of its own, made anew rather than copied: a copy would
        // share the rules and validators, and two cores counting references to the same
        // objects for every field of every submission slow each other down.
        let mine = (try? SubmissionChecker(spec: spec, locale: messageLocale)) ?? checker
        // The result's JSON is written here, then copied to the batch's bytes, so no result
        // is made; the memory is kept from one submission to the next.
        var json: [UInt8] = []
        return { line, _, sink in
          json.removeAll(keepingCapacity: true)
          // The runner has checked that a JSON line is UTF-8.
          let isValid =
            body == .urlencoded
            ? mine.check(urlencoded: line, appendingJSONTo: &json)
            : mine.check(validUTF8: line, appendingJSONTo: &json)
          sink.writeSeparator(isValid ? "ok\t" : "invalid\t")
          json.withUnsafeBytes { sink.buffer.write($0) }
          return isValid ? .valid : .invalid
        }
      }
    }

    /// The result of a submission that could not be read as text.
    static func refusal(_ message: String) -> SubmissionResult {
      .invalid([SubmissionProblem(field: "", states: [.badInput], message: message)])
    }

    /// What reading a submission file gave.
    enum Reading {
      case bytes(ArraySlice<UInt8>)
      case refused(String)
    }

    /// Reads a submission file of at most 1 MiB, or exits 2 when it cannot be read.
    ///
    /// Only a regular file is read: a device such as /dev/zero reads for ever and a FIFO waits
    /// for a writer, so the file is opened without waiting and what it is is checked on the
    /// open file before a byte is read. A longer file is named by the length `fstat` gives, and
    /// at most one byte past the limit is read, for a file that grew since.
    static func read(_ path: String) -> Reading {
      let descriptor: FileDescriptor
      var status = stat()
      do {
        descriptor = try FileDescriptor.open(
          path, .readOnly, options: [.nonBlocking, .closeOnExec])
      } catch {
        Diagnostics.fail(
          "The submission \(QuotedText.quoted(path)) cannot be read; check the path.")
      }
      defer { try? descriptor.close() }
      guard fstat(descriptor.rawValue, &status) == 0 else {
        Diagnostics.fail(
          "The submission \(QuotedText.quoted(path)) cannot be read; check the path.")
      }
      let kind = FileKind(mode: status.st_mode)
      guard kind == .regularFile else {
        Diagnostics.fail(
          "The submission \(QuotedText.quoted(path)) is \(kind), not a regular file; name a "
            + "file, or pass '--stdin' to read submissions as lines.")
      }
      func tooLong(_ size: Int) -> Reading {
        .refused(
          "The file is \(size) bytes long; a submission is at most \(maximumLength) bytes.")
      }
      guard Int(status.st_size) <= maximumLength else { return tooLong(Int(status.st_size)) }
      var bytes = [UInt8](repeating: 0, count: maximumLength + 1)
      var total = 0
      while total < bytes.count {
        // swift-system's read retries a read a signal interrupted.
        let count: Int
        do {
          count = try bytes.withUnsafeMutableBytes {
            try descriptor.read(into: UnsafeMutableRawBufferPointer(rebasing: $0[total...]))
          }
        } catch {
          Diagnostics.fail(
            "Reading the submission \(QuotedText.quoted(path)) failed: "
              + "\(String(cString: strerror((error as? Errno)?.rawValue ?? EIO))).")
        }
        if count == 0 { break }
        total += count
      }
      guard total <= maximumLength else { return tooLong(total) }
      return .bytes(bytes[..<total])
    }
  }
}

import CLibEdit
import Fields

#if canImport(Glibc)
import Glibc
#endif

/// One run of `fieldcli fill`: reads answers from the line editor or from lines, hands them to
/// the ``FormFiller``, saves the draft after each accepted one, and ends with the values or
/// the reason there are none.
final class FillRun {
  let filler: FormFiller
  /// The locked draft answers are saved to, or `nil` without `--draft`.
  let draft: FillDraft?
  let strict: Bool
  let terminal: FillTerminal
  /// Whether answers were accepted since the draft was last saved.
  private var unsaved = false
  /// What is to be shown on stderr once the answers before it are saved, while reading lines.
  ///
  /// A prompt tells whoever feeds the lines that the answer before it was taken; it is held
  /// until the draft holding that answer is on disk, so a run killed at any moment has saved
  /// every answer whose next prompt was seen.
  private var pending: String?

  init(filler: FormFiller, draft: FillDraft?, strict: Bool, terminal: FillTerminal) {
    self.filler = filler
    self.draft = draft
    self.strict = strict
    self.terminal = terminal
  }

  // MARK: - Reading

  /// Asks at a terminal with libedit's line editor (history with the up arrow), reading
  /// secret answers without echo, until the form is finished or Ctrl-D ends the input.
  func edit() -> Never {
    while let prompt = filler.prompt {
      if let options = prompt.optionsLine { terminal.write(options + "\n") }
      guard let line = readEdited(prompt) else {
        // Ctrl-D leaves the cursor after the prompt; the last line starts on a line of its own.
        if !prompt.isSecure { terminal.write("\n") }
        end()
      }
      switch line {
      case .success(let text):
        if !prompt.isSecure, !text.isEmpty { clibedit_add_history(text) }
        let going = take(text)
        // At a terminal each answer is saved before the next prompt, so Ctrl-C loses nothing.
        saveDraft()
        if !going { end() }
      case .failure(let refusal):
        refuse(refusal.message)
      }
    }
    end()
  }

  /// Reads answers one per line from a file descriptor (a pipe, a file, or a terminal that
  /// cannot edit), until the form is finished or the input ends.
  ///
  /// - Parameters:
  ///   - descriptor: Where the lines come from.
  ///   - promptsOnOwnLine: End each prompt with a line break, since nobody types after it.
  func readLines(from descriptor: Int32, promptsOnOwnLine: Bool) -> Never {
    showPrompt(ownLine: promptsOnOwnLine)
    // The same limit as every line fieldcli reads: a longer answer is refused unread. The
    // draft is saved before each read that may wait, once for all the answers of a batch:
    // saving after each line would rewrite the whole draft for every answer, time quadratic in
    // the form's size (25 s for 5,000 answers), while nothing shows an answer between two
    // reads, so a run stopped there has lost nothing anyone saw accepted.
    pending = ""
    let reader = LineReader(
      fileDescriptor: descriptor, maximumLineLength: LineRunner.maximumLineLength
    ) { [unowned self] in
      self.saveDraft()
      self.showPending()
    }
    do {
      try reader.forEachBatch { lines in
        for line in lines {
          switch line {
          case .text(let bytes):
            if let text = String(validating: bytes, as: UTF8.self) {
              if !take(text) { return false }
            } else {
              refuse("The line is not valid UTF-8; please convert it to UTF-8.")
            }
          case .tooLong(let byteCount):
            refuse(
              LineReader.tooLongMessage(
                byteCount: byteCount, maximumLineLength: reader.maximumLineLength,
                what: "an answer"))
          }
          showPrompt(ownLine: promptsOnOwnLine)
        }
        return true
      }
    } catch {
      Diagnostics.fail("Reading the answers failed: \(error.message).")
    }
    end()
  }

  // MARK: - Answers

  /// Takes one line; false when the form is finished.
  private func take(_ line: String) -> Bool {
    switch filler.respond(to: line) {
    case .accepted:
      unsaved = true
      return !filler.isFinished
    case .invalid(let field, let message):
      if strict { failStrictly(field: field, message: message) }
      say(terminal.messageLine(message))
    case .refused(let message):
      say(terminal.messageLine(message))
    case .moved:
      break
    case .finished:
      return false
    }
    return true
  }

  /// A line that is no answer at all (too long, not UTF-8): the field is asked again.
  private func refuse(_ message: String) {
    if strict, let field = filler.currentField { failStrictly(field: field, message: message) }
    say(terminal.messageLine(message))
  }

  /// Shows text on stderr, or holds it until the answers before it are saved.
  private func say(_ text: String) {
    if pending != nil {
      pending?.append(text)
    } else {
      terminal.write(text)
    }
  }

  /// Shows what was held, once the draft is saved.
  private func showPending() {
    guard let text = pending, !text.isEmpty else { return }
    pending = ""
    terminal.write(text)
  }

  private func failStrictly(field: Field, message: String) -> Never {
    saveDraft()
    showPending()
    Diagnostics.report(
      "The answer to \(FormFiller.naming(field)) is not valid: \(message)")
    exit(1)
  }

  private func saveDraft() {
    guard unsaved, let draft else { return }
    unsaved = false
    draft.save(filler.draft)
  }

  private func showPrompt(ownLine: Bool) {
    guard let prompt = filler.prompt else { return }
    if let options = prompt.optionsLine { say(options + "\n") }
    say(ownLine ? String(prompt.line.dropLast()) + "\n" : prompt.line)
  }

  private struct Refusal: Error {
    var message: String
  }

  /// One line from the line editor or, for a secret, the terminal without echo; `nil` at the
  /// end of input.
  private func readEdited(_ prompt: FormFiller.Prompt) -> Result<String, Refusal>? {
    let limit = LineRunner.maximumLineLength
    let tooLong = Refusal(
      message: "The answer is longer than \(limit) bytes; an answer is at most \(limit) bytes.")
    let line: UnsafeMutablePointer<CChar>?
    if prompt.isSecure {
      var status = CLIBEDIT_LINE
      line = clibedit_read_secret(prompt.line, limit, &status)
      switch status {
      case CLIBEDIT_END: return nil
      case CLIBEDIT_TOO_LONG: return .failure(tooLong)
      case CLIBEDIT_ERROR:
        Diagnostics.fail("Reading the terminal failed: \(String(cString: strerror(errno))).")
      default: break
      }
    } else {
      line = clibedit_readline(prompt.line)
    }
    guard let line else { return nil }
    defer { clibedit_free(line) }
    let bytes = UnsafeRawBufferPointer(start: line, count: strlen(line))
    guard bytes.count <= limit else { return .failure(tooLong) }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      return .failure(Refusal(message: "The answer is not valid UTF-8; type it again."))
    }
    return .success(text)
  }

  // MARK: - Ending

  /// Ends the run: the values when the form is complete, otherwise the first field that
  /// keeps it from being complete.
  private func end() -> Never {
    saveDraft()
    showPending()
    guard let missing = filler.missingField else { complete() }
    var reason = "has no answer."
    if filler.draft.answer(for: missing.name) != nil {
      reason = "is not valid: " + (filler.form.validityMessage(of: missing) ?? "")
    }
    var line = "The form is incomplete: \(FormFiller.naming(missing)) \(reason)"
    if let draft {
      line += " Its answers are saved in \(QuotedText.quoted(draft.path)); run again to go on."
    }
    Diagnostics.report(line)
    exit(1)
  }

  /// Writes the values and removes the draft, which has done its work.
  private func complete() -> Never {
    OutputBuffer.writeAll(filler.form.valuesJSON() + "\n")
    draft?.remove()
    exit(0)
  }
}

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

  /// Asks at a terminal until the form is finished or Ctrl-D ends the input: choices, dates
  /// and switches with a picker drawn under the prompt (unless `pickers` is false), the rest
  /// with libedit's line editor (the answer or default already in the line, history with the
  /// up arrow, Tab completing choice titles), secret answers without echo; Shift-Tab goes to
  /// the previous field everywhere.
  func edit(with editor: LineEditor?, pickers: Bool) -> Never {
    // What a person typed into a date picker, to go on with in a line prompt.
    var typed: String?
    while let prompt = filler.prompt, let field = filler.currentField {
      showPassedReadOnly()
      if pickers, typed == nil, !prompt.isSecure,
        let picker = filler.form.terminalPicker(for: field)
      {
        var shown = PickerPrompt(
          picker: picker, prompt: prompt.label + ": ", input: 0, terminal: terminal)
        switch shown.run() {
        case .answer(let text):
          // Nothing ticked in a multiple choice that had ticks: the field is emptied, where
          // an empty line from a pipe keeps what it has.
          let answer =
            text.isEmpty && prompt.current != nil ? FormFiller.Command.clear.rawValue : text
          if take(answer, showing: prompt.label) == false { end() }
        case .typeInstead(let text):
          typed = text
        case .previous:
          terminal.write(prompt.label + ":\n")
          _ = take(FormFiller.Command.previous.rawValue)
        case .end:
          terminal.write(prompt.label + ":\n")
          end()
        case .signal(let signal):
          saveDraft()
          Terminal.leave(for: signal)
        case .failed(let reason):
          Diagnostics.fail("Reading the terminal failed: \(reason).")
        }
        continue
      }
      if let options = prompt.optionsLine { terminal.write(options + "\n") }
      editor?.completer = Self.completer(for: field)
      // With pickers, the answer or default is in the line, so the line is the answer: left
      // as it was it keeps it, emptied it clears the field. Accessible prompts keep it in
      // brackets, where an empty line keeps it.
      let prefilled = pickers ? typed ?? prompt.current : typed
      let outcome: LineEditor.Outcome
      if prompt.isSecure {
        outcome = readPlain(prompt, echo: false)
      } else if let editor, pickers {
        outcome = readEdited(prompt, initial: prefilled, with: editor)
      } else if let editor {
        outcome = editor.read(prompt: prompt.line, limit: LineRunner.maximumLineLength)
      } else {
        outcome = readPlain(prompt, echo: true)
      }
      typed = nil
      switch outcome {
      case .line(let text):
        if !prompt.isSecure, !text.isEmpty { editor?.remember(text) }
        var answer = text
        if pickers, let current = prompt.current, !prompt.isSecure {
          if text == current {
            answer = ""
          } else if text.allSatisfy(\.isWhitespace) {
            answer = FormFiller.Command.clear.rawValue
          }
        }
        if take(answer, showing: nil) == false { end() }
      case .previous:
        // libedit leaves the cursor in the line it gave up.
        if editor != nil { terminal.write("\n") }
        _ = take(FormFiller.Command.previous.rawValue)
      case .end:
        // Ctrl-D leaves the cursor after the prompt; the last line starts on a line of its own.
        if !prompt.isSecure, editor != nil { terminal.write("\n") }
        end()
      case .tooLong:
        refuse(Self.tooLongMessage)
      case .signal(let signal):
        saveDraft()
        Terminal.leave(for: signal)
      case .failed(let reason):
        Diagnostics.fail("Reading the terminal failed: \(reason).")
      }
    }
    end()
  }

  /// Takes an answer given at a terminal and saves the draft before the next prompt.
  ///
  /// Saving at once means Ctrl-C loses nothing. With `label`, the label and the value the
  /// field took are shown on the line the picker was drawn on, before any message.
  ///
  /// - Returns: False when the form is finished.
  private func take(_ text: String, showing label: String?) -> Bool {
    let field = filler.currentField
    if let label, let field {
      // The answer's line comes first, then any message about it: hold the messages.
      pending = ""
      let going = take(text)
      let message = pending ?? ""
      pending = nil
      // Every answer that is refused comes with a message.
      let value = message.isEmpty ? filler.prompt(for: field).current ?? "" : ""
      terminal.write(label + ": " + value + "\n" + message)
      saveDraft()
      return going
    }
    let going = take(text)
    saveDraft()
    return going
  }

  /// Reads answers one per line from a file descriptor (a pipe or a file), until the form is
  /// finished or the input ends.
  ///
  /// - Parameter descriptor: Where the lines come from.
  func readLines(from descriptor: Int32) -> Never {
    showPrompt()
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
          showPrompt()
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

  /// Shows the readonly fields passed since the last prompt, each on a line as an answered
  /// field is left: they are shown, never asked.
  private func showPassedReadOnly() {
    for field in filler.takePassedReadOnlyFields() {
      say(filler.shownLine(for: field) + "\n")
    }
  }

  /// Shows the next prompt on a line of its own, since nobody types after it.
  private func showPrompt() {
    showPassedReadOnly()
    guard let prompt = filler.prompt else { return }
    if let options = prompt.optionsLine { say(options + "\n") }
    say(String(prompt.line.dropLast()) + "\n")
  }

  private static var tooLongMessage: String {
    let limit = LineRunner.maximumLineLength
    return "The answer is longer than \(limit) bytes; an answer is at most \(limit) bytes."
  }

  /// One line from the line editor, starting with `initial` (the field's answer or default,
  /// or what was typed into its picker) in it.
  private func readEdited(
    _ prompt: FormFiller.Prompt, initial: String?, with editor: LineEditor
  ) -> LineEditor.Outcome {
    var bare = prompt
    bare.current = nil
    return editor.read(prompt: bare.line, initial: initial, limit: LineRunner.maximumLineLength)
  }

  /// One line read with the terminal's own line input, with its echo off for a secret.
  private func readPlain(_ prompt: FormFiller.Prompt, echo: Bool) -> LineEditor.Outcome {
    while true {
      var status = CLIBEDIT_LINE
      guard
        let line = clibedit_read_plain(
          0, terminal.output, prompt.line, LineRunner.maximumLineLength, echo ? 1 : 0, &status)
      else {
        switch status {
        case CLIBEDIT_TOO_LONG: return .tooLong
        case CLIBEDIT_SIGNAL: return .signal(clibedit_pending_signal())
        case CLIBEDIT_ERROR: return .failed(String(cString: strerror(errno)))
        default: return .end
        }
      }
      defer { clibedit_free(line) }
      let bytes = UnsafeRawBufferPointer(start: line, count: strlen(line))
      if let text = String(validating: bytes, as: UTF8.self) { return .line(text) }
      refuse("The answer is not valid UTF-8; type it again.")
    }
  }

  /// What Tab completes in a field's line: a choice's titles (the last of several, for a
  /// multiple choice), matched as answers are, without regard to case, accents and width.
  static func completer(for field: Field) -> ((String) -> LineEditor.Completion?)? {
    let titles: [String]
    if let list = field.choiceList {
      titles = list.titles
    } else if let picker = field.picker {
      titles = (0..<picker.numberOfRows(inComponent: 0)).map {
        picker.title(forRow: $0, inComponent: 0) ?? ""
      }
    } else {
      return nil
    }
    let several = field.choiceList != nil
    return { typed in
      var head = ""
      var last = Substring(typed)
      if several, let comma = typed.lastIndex(where: { ",、，،".contains($0) }) {
        head = String(typed[...comma]) + " "
        last = typed[typed.index(after: comma)...].drop { $0 == " " }
      }
      let folded = FormFiller.foldedForMatching(String(last))
      guard
        var completion = LineEditor.completion(
          of: String(last), among: titles,
          matches: { title, _ in FormFiller.foldedForMatching(title).hasPrefix(folded) })
      else { return nil }
      completion.replacement = head + completion.replacement
      return completion
    }
  }

  // MARK: - Ending

  /// Ends the run: the values when the form is complete, otherwise the first field that
  /// keeps it from being complete.
  private func end() -> Never {
    saveDraft()
    showPassedReadOnly()
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

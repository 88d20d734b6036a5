import CLibEdit
import Fields

#if canImport(Glibc)
import Glibc
#endif

/// A ``TerminalPicker`` drawn inline under its prompt, as huh and gum draw theirs: not full
/// screen, only the lines it needs, redrawn in place after every key with plain VT100
/// sequences (cursor up, erase below), the cursor hidden meanwhile.
///
/// The terminal is in raw mode while a picker is shown (keys one at a time, no echo), with
/// Ctrl-C, Ctrl-Z and Ctrl-\ still raising their signals, and is put back before ``run()``
/// returns or, through the signal handlers' restore sequence, before the process ends.
///
/// ## Thread safety
/// Not `Sendable`: driven by the main flow.
struct PickerPrompt {
  /// How the picker ended.
  enum Outcome: Equatable {
    /// Return took this answer, for ``FormFiller/respond(to:)``.
    case answer(String)
    /// The person started typing: ask with a text prompt already holding this text.
    case typeInstead(String)
    /// Shift-Tab: the previous field.
    case previous
    /// Ctrl-D: the input ends here.
    case end
    /// A signal that ends the run was noted.
    case signal(Int32)
    /// Reading the terminal failed, with the system's reason.
    case failed(String)
  }

  var picker: any TerminalPicker
  /// The line above the picker: the field's label.
  var prompt: String
  /// Where keys come from (a terminal).
  var input: Int32
  var terminal: FillTerminal
  /// A message under the picker, until the next key.
  private var message: String?
  /// How many lines the last drawing took, for the next one to go back over.
  private var drawnLines = 0

  /// What the handlers write before they restore the terminal: show the cursor, stop
  /// bracketed paste.
  static let restoreSequence = "\u{1B}[?2004l\u{1B}[?25h"

  init(picker: any TerminalPicker, prompt: String, input: Int32, terminal: FillTerminal) {
    self.picker = picker
    self.prompt = prompt
    self.input = input
    self.terminal = terminal
  }

  /// Shows the picker and reads keys until it ends.
  ///
  /// - Returns: How it ended; the picker's lines are erased, and the prompt line stays.
  mutating func run() -> Outcome {
    guard clibedit_enter_raw_mode(input) == 0 else {
      return .failed(String(cString: strerror(errno)))
    }
    clibedit_set_restore_sequence(Self.restoreSequence)
    terminal.write("\u{1B}[?25l\u{1B}[?2004h")
    defer {
      terminal.write(Self.restoreSequence)
      clibedit_set_restore_sequence(nil)
      clibedit_leave_raw_mode(input)
    }
    draw()
    var decoder = TerminalKeyDecoder()
    // One byte a read: keys typed ahead past the Return that ends the picker stay in the
    // terminal for the next prompt, as they would for a line editor.
    var byte: UInt8 = 0
    // After a read, a short wait tells a lone Escape from the start of a sequence.
    var timeout: Int32 = -1
    while true {
      switch clibedit_wait(input, timeout) {
      case CLIBEDIT_WAIT_SIGNAL:
        erase()
        return .signal(clibedit_pending_signal())
      case CLIBEDIT_WAIT_CONTINUED:
        // `fg` left the cursor on a new line; the raw mode is back, the cursor shown.
        terminal.write("\u{1B}[?25l\u{1B}[?2004h")
        drawnLines = 0
        draw()
        continue
      case CLIBEDIT_WAIT_REDRAW:
        draw()
        continue
      case CLIBEDIT_WAIT_ERROR:
        erase()
        return .failed(String(cString: strerror(errno)))
      case CLIBEDIT_TIMEOUT:
        timeout = -1
        if let outcome = handle(decoder.flush()) { return outcome }
        continue
      default:
        break
      }
      let count = read(input, &byte, 1)
      if count < 0, errno == EINTR || errno == EAGAIN { continue }
      if count < 0 {
        erase()
        return .failed(String(cString: strerror(errno)))
      }
      if count == 0 {
        erase()
        return .end
      }
      timeout = 25
      if let outcome = handle(decoder.feed(CollectionOfOne(byte))) { return outcome }
    }
  }

  /// Hands keys to the picker; the outcome that ends it, or `nil` to go on.
  private mutating func handle(_ keys: [TerminalKey]) -> Outcome? {
    guard !keys.isEmpty else { return nil }
    for key in keys {
      switch key {
      case .backTab:
        erase()
        return .previous
      case .endOfInput:
        erase()
        return .end
      case .interrupt:
        // With ISIG on, Ctrl-C is a signal; a terminal that sends the byte still cancels.
        erase()
        return .signal(SIGINT)
      default:
        break
      }
      message = nil
      switch picker.handle(key) {
      case .redraw:
        continue
      case .message(let text):
        message = text
      case .answer(let text):
        erase()
        return .answer(text)
      case .typeInstead(let text):
        erase()
        return .typeInstead(text)
      }
    }
    draw()
    return nil
  }

  // MARK: - Drawing

  /// Draws the prompt, the picker and the message in place of the last drawing.
  private mutating func draw() {
    // One column spare: a line that fills the last column makes some terminals wrap.
    let width = max(Terminal.columns(of: terminal.output) - 1, 8)
    var lines = [TerminalText.truncated(prompt, toWidth: width)]
    lines += picker.lines(width: width, colour: terminal.colour)
    if let message {
      let line = TerminalText.truncated(QuotedText.escapingControls(message), toWidth: width)
      lines.append(terminal.colour ? "\u{1B}[31m" + line + "\u{1B}[0m" : line)
    }
    terminal.write(goBack() + lines.joined(separator: "\r\n"))
    drawnLines = lines.count
  }

  /// Erases the picker's lines, leaving the cursor at the start of the prompt's line.
  private mutating func erase() {
    terminal.write(goBack())
    drawnLines = 0
  }

  /// The sequence that takes the cursor to the start of the last drawing and erases it.
  private func goBack() -> String {
    guard drawnLines > 0 else { return "\r" }
    let up = drawnLines > 1 ? "\u{1B}[\(drawnLines - 1)A" : ""
    return up + "\r\u{1B}[J"
  }
}

import CLibEdit
import Fields

#if canImport(Glibc)
import Glibc
#endif

extension FieldCLI.Session {
  /// Whether the session is typed by a person: no script, standard input a terminal that can
  /// edit a line.
  static var isInteractive: Bool {
    isatty(0) == 1 && FillTerminal.Environment.current.allowsEditing
  }

  /// Reads commands at a terminal with libedit's line editor, history and Tab completion of
  /// command and field names, handing each to `execute` until it returns false or the person
  /// ends the input (Ctrl-D).
  ///
  /// The prompt and the greeting go to the terminal, so standard output holds only what the
  /// commands print, as in a scripted run.
  static func readInteractively(
    completions: @escaping (String) -> [String], execute: (LineReader.Line) -> Bool
  ) {
    Terminal.prepareLocale()
    let output = Terminal.openForPrompts()
    guard let editor = LineEditor(input: 0, output: output) else {
      Diagnostics.fail(
        "The terminal cannot be used for editing: \(String(cString: strerror(errno))).")
    }
    // Ctrl-C leaves the terminal as it was and exits 130; Ctrl-D ends the session normally.
    Terminal.handleSignals(on: output)
    let terminal = FillTerminal(colour: false, output: output)
    terminal.write(
      "fieldcli session: type 'help' for the commands, 'help NAME' for one; Ctrl-D ends.\n")
    editor.completer = { typed in
      let start = typed.lastIndex(of: " ").map { typed.index(after: $0) } ?? typed.startIndex
      let head = String(typed[..<start])
      guard
        var completion = LineEditor.completion(
          of: String(typed[start...]), among: completions(head),
          matches: { candidate, word in candidate.hasPrefix(word) })
      else { return nil }
      completion.replacement = head + completion.replacement
      if completion.candidates.isEmpty { completion.replacement += " " }
      return completion
    }
    while true {
      switch editor.read(prompt: "> ", limit: maximumLineLength) {
      case .line(let line):
        if line.contains(where: { $0 != " " && $0 != "\t" }) { editor.remember(line) }
        var text = line
        guard text.withUTF8({ execute(.text(UnsafeRawBufferPointer($0))) }) else { return }
      case .tooLong:
        guard execute(.tooLong(byteCount: maximumLineLength + 1)) else { return }
      case .previous:
        continue
      case .end:
        // Ctrl-D leaves the cursor after the prompt: the shell's prompt starts on its own line.
        terminal.write("\n")
        return
      case .signal(let signal):
        Terminal.leave(for: signal)
      case .failed(let reason):
        Diagnostics.fail("Reading the terminal failed: \(reason).")
      }
    }
  }
}

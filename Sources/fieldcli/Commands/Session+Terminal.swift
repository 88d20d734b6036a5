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

  /// Reads commands at a terminal with libedit's line editor and history, handing each to
  /// `execute` until it returns false or the person ends the input (Ctrl-D).
  ///
  /// The prompt and the greeting go to standard error, so standard output holds only what the
  /// commands print, as in a scripted run.
  static func readInteractively(execute: (LineReader.Line) -> Bool) {
    // Ctrl-C leaves the terminal as it was and exits 130; Ctrl-D ends the session normally.
    FillTerminal.exitOnInterrupt()
    FillTerminal(colour: false).write(
      "fieldcli session: type 'help' for the commands, 'help NAME' for one; Ctrl-D ends.\n")
    while let line = clibedit_readline("> ") {
      defer { clibedit_free(line) }
      let bytes = UnsafeRawBufferPointer(start: line, count: strlen(line))
      guard bytes.count <= maximumLineLength else {
        guard execute(.tooLong(byteCount: bytes.count)) else { return }
        continue
      }
      if bytes.contains(where: { $0 != 0x20 && $0 != 0x09 }) { clibedit_add_history(line) }
      guard execute(.text(bytes)) else { return }
    }
  }
}

import CLibEdit

#if canImport(Glibc)
import Glibc
#endif

/// The terminal a person answers at, as ssh and sudo use it: keys come from standard input,
/// and prompts, pickers and the messages about answers go to the controlling terminal
/// (`/dev/tty`), so `2>log` keeps diagnostics without hiding the questions.
enum Terminal {
  /// Gives the C library a UTF-8 character locale (the environment's, else `C.UTF-8`), which
  /// libedit reads and draws characters through.
  static func prepareLocale() {
    _ = clibedit_use_utf8_locale()
  }

  /// Opens the controlling terminal for prompts; standard error when there is none to open
  /// but standard error is a terminal, else standard input (a terminal here).
  static func openForPrompts() -> Int32 {
    let terminal = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
    if terminal >= 0 { return terminal }
    return isatty(2) == 1 ? 2 : 0
  }

  /// Takes over SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGTSTP, SIGCONT and SIGWINCH for a run at
  /// `terminal`: their handlers restore its settings and note the signal, and every read ends
  /// on it, so the run leaves from its main flow through ``leave(for:)``.
  static func handleSignals(on terminal: Int32) {
    if clibedit_handle_signals(terminal) != 0 {
      // Without the pipe the handlers wake reads through, Ctrl-C still ends the run at once.
      clibedit_exit_on_interrupt(130)
    }
  }

  /// Makes Ctrl-C exit 130 at once, for runs that read a pipe and change no terminal settings.
  static func exitOnInterrupt() {
    clibedit_exit_on_interrupt(130)
  }

  /// Ends the process for a noted signal: the terminal restored, then exit 130 for SIGINT or
  /// the signal's own end for the others.
  static func leave(for signal: Int32) -> Never {
    clibedit_end_for_signal(signal)
  }

  /// The terminal's width in columns, or 80 when it does not say.
  static func columns(of terminal: Int32) -> Int {
    let columns = Int(clibedit_columns(terminal))
    return columns > 0 ? columns : 80
  }
}

// The C shim over the system libedit that `fieldcli fill` and `fieldcli session` reach through
// Swift.
//
// Only what the commands need: libedit's line editor (native API, so that keys can be bound to
// the shim's own functions) with history, a prefilled line, cursor movement by grapheme cluster
// and Tab completion; a line read without echo for secret answers; the terminal's raw mode for
// pickers; and signal handling that leaves the terminal as it was found. libedit's headers
// declare names that clash with other readline headers, so they are included by the shim's
// source alone.
//
// Signals: the handlers installed by `clibedit_handle_signals` only do what is async-signal-safe
// (restore the terminal's settings, write a byte to a pipe, note the signal). Every wait for
// input in this shim watches that pipe, so a noted signal ends the read at once and the caller
// leaves from its main flow (`clibedit_end_for_signal`).

#ifndef CLIBEDIT_H
#define CLIBEDIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a line read ended.
typedef enum clibedit_status {
  /// A whole line was read; the returned text holds it without its line end.
  CLIBEDIT_LINE = 0,
  /// The input ended (Ctrl-D) before a line.
  CLIBEDIT_END = 1,
  /// The line was longer than the limit; it was read to its end and dropped.
  CLIBEDIT_TOO_LONG = 2,
  /// Reading failed; errno says why.
  CLIBEDIT_ERROR = 3,
  /// A signal was noted (see `clibedit_pending_signal`); the caller ends the run.
  CLIBEDIT_SIGNAL = 4,
  /// Shift-Tab was pressed: the person wants the previous field.
  CLIBEDIT_PREVIOUS = 5,
} clibedit_status;

/// Sets the C library's character locale (LC_CTYPE) from the environment, or to a UTF-8 one
/// when the environment names none that is UTF-8, since libedit reads and shows characters
/// through it (in the "C" locale it crashes on a prompt that is not ASCII and drops every
/// character that is not ASCII). Only LC_CTYPE changes. Returns 1 when a UTF-8 locale is in
/// force, 0 otherwise.
int clibedit_use_utf8_locale(void);

/// A line editor on a terminal.
typedef struct clibedit_editor clibedit_editor;

/// Where a grapheme cluster boundary lies, for the editor's cursor movement and deletion:
/// given the line's code points and an offset, returns the offset of the next boundary after
/// it (`forward` nonzero) or the last one before it.
typedef int (*clibedit_boundary_function)(const uint32_t *text, int count, int offset,
                                          int forward);

/// Completes the text before the cursor, for Tab. `before` is that text in UTF-8. Returns
/// NULL when there is nothing to do, else a string allocated with malloc whose first line is
/// the text to put in place of `before` (unchanged when nothing is common) and whose further
/// lines, if any, are the candidates to list under the line.
typedef char *(*clibedit_completion_function)(void *context, const char *before);

/// Opens a line editor reading keys from `input` (a terminal) and drawing on `output`.
/// Returns NULL when libedit cannot start (errno says why).
clibedit_editor *clibedit_open(int input, int output);

/// Closes an editor, leaving the terminal's settings as they were; NULL is allowed.
void clibedit_close(clibedit_editor *editor);

/// Sets how every editor finds grapheme cluster boundaries; without one the cursor moves by
/// code point.
void clibedit_set_boundaries(clibedit_boundary_function function);

/// Sets what Tab does in an editor: `function` is called with `context`; NULL turns Tab
/// completion off.
void clibedit_set_completion(clibedit_editor *editor, clibedit_completion_function function,
                             void *context);

/// Reads one line with the editor (arrow keys, Emacs keys, history), showing `prompt`, with
/// `initial` already in the line (NULL for none) and the cursor at its end.
///
/// Returns the line (to be released with `clibedit_free`) when `*status` is CLIBEDIT_LINE,
/// otherwise NULL. At most `limit` bytes are kept.
char *clibedit_read_line(clibedit_editor *editor, const char *prompt, const char *initial,
                         size_t limit, clibedit_status *status);

/// Adds a line to the history that the up arrow goes through.
void clibedit_add_history(clibedit_editor *editor, const char *line);

/// Releases a line returned by this shim; NULL is allowed.
void clibedit_free(char *line);

/// Reads one line from `input` with the terminal's own line input (canonical mode, no line
/// editor, no control codes written) after writing `prompt` to `output`: with `echo` zero for
/// answers that must not show (passwords), and for a terminal that cannot edit (TERM=dumb).
/// At most `limit` bytes are kept.
///
/// Returns the line (to be released with `clibedit_free`) when `*status` is CLIBEDIT_LINE,
/// otherwise NULL. The terminal's settings are restored before it returns, by the signal
/// handlers if a signal ends the run, and echo is turned off again after Ctrl-Z and `fg`.
char *clibedit_read_plain(int input, int output, const char *prompt, size_t limit, int echo,
                          clibedit_status *status);

/// Installs the handlers of SIGINT, SIGTERM, SIGHUP, SIGQUIT (noted, the terminal restored),
/// SIGTSTP (the terminal restored, stopped, and its mode put back on SIGCONT) and SIGWINCH
/// (noted), and records `terminal`'s settings as the ones to restore. Returns 0, or -1 with
/// errno when the pipe the handlers write to cannot be made.
int clibedit_handle_signals(int terminal);

/// The ending signal noted by the handlers (SIGINT, SIGTERM, SIGHUP, SIGQUIT), or 0.
int clibedit_pending_signal(void);

/// Sets the bytes the handlers write to the terminal before they restore its settings (such
/// as showing a hidden cursor); at most 63 bytes are kept. NULL or "" writes nothing.
void clibedit_set_restore_sequence(const char *bytes);

/// Leaves the process for a noted signal: restores the terminal, then exits 130 for SIGINT
/// (a shell's code for a program it interrupted) or ends by the signal itself for the others.
void clibedit_end_for_signal(int signal_number) __attribute__((noreturn));

/// Makes SIGINT (Ctrl-C) exit the process at once with `code`, for runs that read from a pipe
/// and change no terminal settings; only `_exit` runs in the handler.
void clibedit_exit_on_interrupt(int code);

/// What `clibedit_wait` saw.
typedef enum clibedit_wait_result {
  /// The descriptor can be read.
  CLIBEDIT_READABLE = 1,
  /// The time ran out.
  CLIBEDIT_TIMEOUT = 0,
  /// Waiting failed; errno says why.
  CLIBEDIT_WAIT_ERROR = -1,
  /// An ending signal was noted.
  CLIBEDIT_WAIT_SIGNAL = -2,
  /// The window changed size: draw again.
  CLIBEDIT_WAIT_REDRAW = -3,
  /// The process was continued after a stop (Ctrl-Z, then `fg`): its terminal mode is back;
  /// draw again, on a new line.
  CLIBEDIT_WAIT_CONTINUED = -4,
} clibedit_wait_result;

/// Waits until `fd` can be read, `timeout_ms` milliseconds pass (-1: no limit), or a signal
/// is noted.
clibedit_wait_result clibedit_wait(int fd, int timeout_ms);

/// Puts the terminal in raw mode for a picker: keys one at a time, no echo, no line editing,
/// CR not turned into LF; Ctrl-C, Ctrl-Z and Ctrl-\ still raise their signals. The mode is put
/// back after Ctrl-Z and `fg`. Returns 0, or -1 with errno.
int clibedit_enter_raw_mode(int fd);

/// Puts back the terminal's settings from before `clibedit_enter_raw_mode`.
void clibedit_leave_raw_mode(int fd);

/// The terminal's width in columns, or 0 when it does not say.
int clibedit_columns(int fd);

#ifdef __cplusplus
}
#endif

#endif  // CLIBEDIT_H

// The C shim over the system libedit that `fieldcli fill` reaches through Swift.
//
// Only what the command needs: libedit's readline-compatible line editor with history, a line
// read without echo for secret answers, and an exit on Ctrl-C that leaves the terminal as it was.
// libedit's <editline/readline.h> declares names that clash with other readline headers, so it
// is included by the shim's source alone.

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
  /// The input ended (Ctrl-D on an empty line) before a line.
  CLIBEDIT_END = 1,
  /// The line was longer than the limit; it was read to its end and dropped.
  CLIBEDIT_TOO_LONG = 2,
  /// Reading failed; errno says why.
  CLIBEDIT_ERROR = 3,
} clibedit_status;

/// Reads one line from the terminal on standard input with libedit's line editor (arrow keys,
/// Emacs keys, history), showing `prompt` on standard error.
///
/// Returns the line, to be released with `clibedit_free`, or NULL at the end of input.
char *clibedit_readline(const char *prompt);

/// Adds a line to the history that the up arrow goes through.
void clibedit_add_history(const char *line);

/// Releases a line returned by this shim; NULL is allowed.
void clibedit_free(char *line);

/// Reads one line from standard input with the terminal's echo off, after writing `prompt` to
/// standard error, for answers that must not show (passwords). At most `limit` bytes are kept.
///
/// Returns the line (to be released with `clibedit_free`) when `*status` is CLIBEDIT_LINE,
/// otherwise NULL. The terminal's settings are restored before it returns, and by the Ctrl-C
/// handler of `clibedit_exit_on_interrupt` if it is interrupted.
char *clibedit_read_secret(const char *prompt, size_t limit, clibedit_status *status);

/// Makes SIGINT (Ctrl-C) restore the terminal, end the line on standard error and exit the
/// process at once with `code` (130 by the shell's convention): every accepted answer is saved
/// by then, so there is nothing left to do.
void clibedit_exit_on_interrupt(int code);

#ifdef __cplusplus
}
#endif

#endif  // CLIBEDIT_H

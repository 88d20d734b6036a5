// libedit's line editor, a line read without echo, and the exit on Ctrl-C.

#include "clibedit.h"

#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include <editline/readline.h>

_Static_assert(sizeof(sig_atomic_t) >= sizeof(char), "sig_atomic_t holds a flag");

// The terminal's settings while a secret is read with echo off, for the signal handler to
// put back; only the handler and clibedit_read_secret touch them.
static struct termios saved_terminal;
static volatile sig_atomic_t terminal_saved = 0;
static volatile sig_atomic_t interrupt_exit_code = 130;
static bool initialized = false;

static void initialize(void) {
  if (initialized) return;
  initialized = true;
  // Prompts and the line being edited go to standard error: standard output carries the JSON.
  rl_instream = stdin;
  rl_outstream = stderr;
}

char *clibedit_readline(const char *prompt) {
  initialize();
  return readline(prompt);
}

void clibedit_add_history(const char *line) {
  initialize();
  add_history(line);
}

void clibedit_free(char *line) { free(line); }

static void write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    count -= (size_t)written;
  }
}

char *clibedit_read_secret(const char *prompt, size_t limit, clibedit_status *status) {
  write_all(STDERR_FILENO, prompt, strlen(prompt));
  struct termios quiet;
  bool echo_off = false;
  if (tcgetattr(STDIN_FILENO, &saved_terminal) == 0) {
    quiet = saved_terminal;
    // Canonical mode stays on: the terminal still edits the line (Backspace) and turns Ctrl-C
    // into SIGINT and Ctrl-D into the end of input; only the characters are not shown.
    quiet.c_lflag &= ~(tcflag_t)(ECHO | ECHOE | ECHOK | ECHONL);
    terminal_saved = 1;
    echo_off = tcsetattr(STDIN_FILENO, TCSANOW, &quiet) == 0;
  }
  size_t capacity = 64;
  size_t count = 0;
  char *line = malloc(capacity);
  bool too_long = false;
  bool ended = false;
  bool failed = false;
  while (line != NULL) {
    char byte;
    ssize_t got = read(STDIN_FILENO, &byte, 1);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) {
      failed = true;
      break;
    }
    if (got == 0) {
      // Ctrl-D on an empty line ends the input; after some characters it ends the line.
      ended = count == 0 && !too_long;
      break;
    }
    if (byte == '\n') break;
    if (count >= limit) {
      too_long = true;
      continue;
    }
    if (count + 1 >= capacity) {
      char *grown = realloc(line, capacity * 2);
      if (grown == NULL) {
        failed = true;
        break;
      }
      line = grown;
      capacity *= 2;
    }
    line[count++] = byte;
  }
  int saved_errno = errno;
  if (echo_off) tcsetattr(STDIN_FILENO, TCSANOW, &saved_terminal);
  terminal_saved = 0;
  // The Return the user typed was not echoed either.
  write_all(STDERR_FILENO, "\n", 1);
  if (line == NULL || failed) {
    free(line);
    errno = line == NULL ? ENOMEM : saved_errno;
    *status = CLIBEDIT_ERROR;
    return NULL;
  }
  if (ended || too_long) {
    free(line);
    *status = ended ? CLIBEDIT_END : CLIBEDIT_TOO_LONG;
    return NULL;
  }
  line[count] = '\0';
  *status = CLIBEDIT_LINE;
  return line;
}

static void exit_on_interrupt(int signal_number) {
  (void)signal_number;
  // Only async-signal-safe calls: tcsetattr, write and _exit.
  if (terminal_saved) tcsetattr(STDIN_FILENO, TCSANOW, &saved_terminal);
  write_all(STDERR_FILENO, "\n", 1);
  _exit(interrupt_exit_code);
}

void clibedit_exit_on_interrupt(int code) {
  interrupt_exit_code = code;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = exit_on_interrupt;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, NULL);
}

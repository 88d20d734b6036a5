// libedit's line editor, a line read without echo, raw mode for pickers, and signal handling
// that gives the terminal back as it was found.

#include "clibedit.h"

#include <errno.h>
#include <fcntl.h>
#include <langinfo.h>
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

#include <histedit.h>

_Static_assert(sizeof(wchar_t) == sizeof(uint32_t), "libedit's wide characters are code points");
_Static_assert(sizeof(sig_atomic_t) >= sizeof(char), "sig_atomic_t holds a flag");

// MARK: - Locale

static bool locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && (strcmp(codeset, "UTF-8") == 0 || strcmp(codeset, "utf8") == 0);
}

int clibedit_use_utf8_locale(void) {
  if (setlocale(LC_CTYPE, "") != NULL && locale_is_utf8()) return 1;
  // LC_ALL=C, LANG unset, or a locale this system lacks: the terminal still sends UTF-8.
  static const char *const fallbacks[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8"};
  for (size_t index = 0; index < sizeof fallbacks / sizeof fallbacks[0]; index++) {
    if (setlocale(LC_CTYPE, fallbacks[index]) != NULL && locale_is_utf8()) return 1;
  }
  return 0;
}

// MARK: - Signals

// The terminal the handlers restore, its settings from before fieldcli changed them, and the
// mode to put back after a stop. Written by the main flow with the signals blocked, read by
// the handlers.
static int signal_terminal = -1;
static struct termios original_settings;
static volatile sig_atomic_t original_saved = 0;
static struct termios active_settings;
static volatile sig_atomic_t active_saved = 0;
static char restore_sequence[64];
static volatile sig_atomic_t restore_length = 0;
static int wake_pipe[2] = {-1, -1};
static volatile sig_atomic_t pending_signal = 0;
static volatile sig_atomic_t redraw_requested = 0;
static volatile sig_atomic_t continued = 0;
static volatile sig_atomic_t interrupt_exit_code = 130;

static const int ending_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

static void write_all(int fd, const char *bytes, size_t count) {
  while (count > 0) {
    ssize_t written = write(fd, bytes, count);
    if (written < 0 && errno == EINTR) continue;
    if (written <= 0) return;
    bytes += written;
    count -= (size_t)written;
  }
}

// Async-signal-safe: write and tcsetattr only.
static void restore_terminal(void) {
  if (signal_terminal < 0) return;
  if (restore_length > 0) write_all(signal_terminal, restore_sequence, (size_t)restore_length);
  if (original_saved) tcsetattr(signal_terminal, TCSANOW, &original_settings);
}

static void wake(void) {
  if (wake_pipe[1] >= 0) {
    char byte = 1;
    ssize_t ignored = write(wake_pipe[1], &byte, 1);
    (void)ignored;  // A full pipe already wakes the reader.
  }
}

static void on_ending_signal(int signal_number) {
  int saved_errno = errno;
  restore_terminal();
  if (pending_signal != 0) {
    // A second signal while the first is still being handled: the main flow is not reading,
    // so leave now rather than make the person wait.
    _exit(signal_number == SIGINT ? 130 : 128 + signal_number);
  }
  pending_signal = signal_number;
  wake();
  errno = saved_errno;
}

static void on_stop(int signal_number);

static void install(int signal_number, void (*handler)(int)) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  for (size_t index = 0; index < sizeof ending_signals / sizeof ending_signals[0]; index++) {
    sigaddset(&action.sa_mask, ending_signals[index]);
  }
  sigaddset(&action.sa_mask, SIGTSTP);
  sigaddset(&action.sa_mask, SIGCONT);
  sigaddset(&action.sa_mask, SIGWINCH);
  // No SA_RESTART: a wait ends at once, and every read here loops on EINTR itself.
  sigaction(signal_number, &action, NULL);
}

static void on_continue(int signal_number) {
  (void)signal_number;
  int saved_errno = errno;
  // Stopped by anything (Ctrl-Z, SIGSTOP, a background read): the shell gave the terminal
  // back in its own mode, so echo would show a password being typed.
  if (signal_terminal >= 0 && active_saved) {
    tcsetattr(signal_terminal, TCSANOW, &active_settings);
  }
  continued = 1;
  redraw_requested = 1;
  wake();
  errno = saved_errno;
}

static void on_stop(int signal_number) {
  int saved_errno = errno;
  restore_terminal();
  // Stop for real, with the default action, then carry on here once continued.
  struct sigaction standard;
  memset(&standard, 0, sizeof standard);
  standard.sa_handler = SIG_DFL;
  sigemptyset(&standard.sa_mask);
  sigaction(signal_number, &standard, NULL);
  sigset_t stop;
  sigemptyset(&stop);
  sigaddset(&stop, signal_number);
  sigprocmask(SIG_UNBLOCK, &stop, NULL);
  kill(getpid(), signal_number);
  install(signal_number, on_stop);
  on_continue(SIGCONT);
  errno = saved_errno;
}

static void on_resize(int signal_number) {
  (void)signal_number;
  int saved_errno = errno;
  redraw_requested = 1;
  wake();
  errno = saved_errno;
}

int clibedit_handle_signals(int terminal) {
  if (wake_pipe[0] < 0) {
    if (pipe(wake_pipe) != 0) return -1;
    for (int side = 0; side < 2; side++) {
      fcntl(wake_pipe[side], F_SETFD, FD_CLOEXEC);
      fcntl(wake_pipe[side], F_SETFL, fcntl(wake_pipe[side], F_GETFL) | O_NONBLOCK);
    }
  }
  sigset_t all, previous;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &previous);
  signal_terminal = terminal;
  original_saved = tcgetattr(terminal, &original_settings) == 0;
  sigprocmask(SIG_SETMASK, &previous, NULL);
  for (size_t index = 0; index < sizeof ending_signals / sizeof ending_signals[0]; index++) {
    install(ending_signals[index], on_ending_signal);
  }
  install(SIGTSTP, on_stop);
  install(SIGCONT, on_continue);
  install(SIGWINCH, on_resize);
  return 0;
}

int clibedit_pending_signal(void) { return pending_signal; }

void clibedit_set_restore_sequence(const char *bytes) {
  sigset_t all, previous;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &previous);
  size_t length = bytes == NULL ? 0 : strlen(bytes);
  if (length >= sizeof restore_sequence) length = sizeof restore_sequence - 1;
  if (length > 0) memcpy(restore_sequence, bytes, length);
  restore_length = (sig_atomic_t)length;
  sigprocmask(SIG_SETMASK, &previous, NULL);
}

void clibedit_end_for_signal(int signal_number) {
  sigset_t all;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, NULL);
  restore_terminal();
  if (signal_terminal >= 0) write_all(signal_terminal, "\n", 1);
  if (signal_number == SIGINT || signal_number == 0) _exit(130);
  // End by the signal itself, so that whoever sent it sees it did its work.
  struct sigaction standard;
  memset(&standard, 0, sizeof standard);
  standard.sa_handler = SIG_DFL;
  sigemptyset(&standard.sa_mask);
  sigaction(signal_number, &standard, NULL);
  sigset_t ending;
  sigemptyset(&ending);
  sigaddset(&ending, signal_number);
  kill(getpid(), signal_number);
  sigprocmask(SIG_UNBLOCK, &ending, NULL);
  _exit(128 + signal_number);
}

// Sets (or, with NULL, forgets) the mode the terminal is put back in after a stop.
static void set_active(const struct termios *settings) {
  sigset_t all, previous;
  sigfillset(&all);
  sigprocmask(SIG_BLOCK, &all, &previous);
  if (settings != NULL) active_settings = *settings;
  active_saved = settings != NULL;
  sigprocmask(SIG_SETMASK, &previous, NULL);
}

static void drain_wake_pipe(void) {
  if (wake_pipe[0] < 0) return;
  char bytes[64];
  while (read(wake_pipe[0], bytes, sizeof bytes) > 0) {
  }
}

clibedit_wait_result clibedit_wait(int fd, int timeout_ms) {
  for (;;) {
    if (pending_signal != 0) return CLIBEDIT_WAIT_SIGNAL;
    if (redraw_requested) {
      redraw_requested = 0;
      drain_wake_pipe();
      if (continued) {
        continued = 0;
        return CLIBEDIT_WAIT_CONTINUED;
      }
      return CLIBEDIT_WAIT_REDRAW;
    }
    struct pollfd watched[2] = {{.fd = fd, .events = POLLIN}, {.fd = wake_pipe[0], .events = POLLIN}};
    int count = poll(watched, wake_pipe[0] >= 0 ? 2 : 1, timeout_ms);
    if (count < 0 && errno == EINTR) continue;
    if (count < 0) return CLIBEDIT_WAIT_ERROR;
    if (count == 0) return CLIBEDIT_TIMEOUT;
    if (wake_pipe[0] >= 0 && watched[1].revents != 0) {
      // The flags, checked again at the top, say what woke it; a byte left from an earlier
      // wake says nothing.
      drain_wake_pipe();
      continue;
    }
    if (watched[0].revents != 0) return CLIBEDIT_READABLE;
  }
}

static void exit_at_once(int signal_number) {
  (void)signal_number;
  _exit(interrupt_exit_code);
}

void clibedit_exit_on_interrupt(int code) {
  interrupt_exit_code = code;
  install(SIGINT, exit_at_once);
}

// MARK: - Raw mode

static struct termios raw_saved;
static bool raw_entered = false;

int clibedit_enter_raw_mode(int fd) {
  if (tcgetattr(fd, &raw_saved) != 0) return -1;
  struct termios raw = raw_saved;
  raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO | ECHOE | ECHOK | ECHONL | IEXTEN);
  raw.c_lflag |= ISIG;
  raw.c_iflag &= ~(tcflag_t)(ICRNL | INLCR | IGNCR | IXON);
  raw.c_cc[VMIN] = 1;
  raw.c_cc[VTIME] = 0;
  set_active(&raw);
  if (tcsetattr(fd, TCSANOW, &raw) != 0) {
    set_active(NULL);
    return -1;
  }
  raw_entered = true;
  return 0;
}

void clibedit_leave_raw_mode(int fd) {
  if (!raw_entered) return;
  raw_entered = false;
  set_active(NULL);
  tcsetattr(fd, TCSANOW, &raw_saved);
}

int clibedit_columns(int fd) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
  return size.ws_col;
}

// MARK: - UTF-8

// Appends a code point's UTF-8 to `out` (at least 4 bytes of room); returns the bytes written.
static size_t encode_utf8(uint32_t scalar, char *out) {
  if (scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) scalar = 0xFFFD;
  if (scalar < 0x80) {
    out[0] = (char)scalar;
    return 1;
  }
  if (scalar < 0x800) {
    out[0] = (char)(0xC0 | (scalar >> 6));
    out[1] = (char)(0x80 | (scalar & 0x3F));
    return 2;
  }
  if (scalar < 0x10000) {
    out[0] = (char)(0xE0 | (scalar >> 12));
    out[1] = (char)(0x80 | ((scalar >> 6) & 0x3F));
    out[2] = (char)(0x80 | (scalar & 0x3F));
    return 3;
  }
  out[0] = (char)(0xF0 | (scalar >> 18));
  out[1] = (char)(0x80 | ((scalar >> 12) & 0x3F));
  out[2] = (char)(0x80 | ((scalar >> 6) & 0x3F));
  out[3] = (char)(0x80 | (scalar & 0x3F));
  return 4;
}

// UTF-8 of `count` wide characters, allocated with malloc, NUL-terminated; NULL when memory
// runs out.
static char *utf8_of(const wchar_t *text, size_t count, size_t *length) {
  char *bytes = malloc(count * 4 + 1);
  if (bytes == NULL) return NULL;
  size_t used = 0;
  for (size_t index = 0; index < count; index++) {
    used += encode_utf8((uint32_t)text[index], bytes + used);
  }
  bytes[used] = '\0';
  if (length != NULL) *length = used;
  return bytes;
}

// Code points of UTF-8 text, without control characters (they would run editor commands when
// fed to the editor as typed keys), allocated with malloc; `*count` is their number.
static uint32_t *scalars_of(const char *text, size_t *count) {
  size_t length = strlen(text);
  uint32_t *scalars = malloc((length + 1) * sizeof(uint32_t));
  if (scalars == NULL) return NULL;
  size_t used = 0;
  const unsigned char *bytes = (const unsigned char *)text;
  for (size_t index = 0; index < length;) {
    unsigned char lead = bytes[index];
    uint32_t scalar = 0xFFFD;
    size_t width = 1;
    if (lead < 0x80) {
      scalar = lead;
    } else if (lead >= 0xC2 && lead <= 0xF4) {
      width = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
      if (index + width <= length) {
        scalar = lead & (0x7F >> width);
        for (size_t next = 1; next < width; next++) {
          if ((bytes[index + next] & 0xC0) != 0x80) {
            scalar = 0xFFFD;
            width = next;
            break;
          }
          scalar = (scalar << 6) | (bytes[index + next] & 0x3F);
        }
      } else {
        width = length - index;
      }
    }
    index += width;
    if (scalar < 0x20 || scalar == 0x7F) continue;
    scalars[used++] = scalar;
  }
  *count = used;
  return scalars;
}

// MARK: - The line editor

struct clibedit_editor {
  EditLine *editor;
  History *history;
  FILE *input_file;
  FILE *output_file;
  int input;
  int output;
  char *prompt;
  // What is fed to the editor as typed keys before the person's own: the line's initial text.
  uint32_t *queued;
  size_t queued_count;
  size_t queued_next;
  // A character being read, byte by byte, and a byte read but not yet taken (-1: none).
  unsigned char partial[4];
  size_t partial_count;
  int held_byte;
  bool settings_captured;
  clibedit_status status;
  clibedit_completion_function complete;
  void *complete_context;
};

static clibedit_boundary_function boundary_function = NULL;

void clibedit_set_boundaries(clibedit_boundary_function function) { boundary_function = function; }

static clibedit_editor *editor_of(EditLine *editor) {
  clibedit_editor *owner = NULL;
  el_get(editor, EL_CLIENTDATA, &owner);
  return owner;
}

static char *prompt_of(EditLine *editor) {
  clibedit_editor *owner = editor_of(editor);
  return owner != NULL && owner->prompt != NULL ? owner->prompt : "";
}

// The next boundary after (forward) or before the cursor.
static int boundary(const LineInfoW *line, bool forward) {
  int count = (int)(line->lastchar - line->buffer);
  int offset = (int)(line->cursor - line->buffer);
  int result;
  if (boundary_function != NULL) {
    result = boundary_function((const uint32_t *)line->buffer, count, offset, forward ? 1 : 0);
  } else {
    result = forward ? offset + 1 : offset - 1;
  }
  if (result < 0) result = 0;
  if (result > count) result = count;
  return result;
}

// Moves the cursor over the grapheme cluster before or after it, or deletes that cluster.
static unsigned char over_cluster(EditLine *editor, bool forward, bool deleting) {
  const LineInfoW *line = el_wline(editor);
  int offset = (int)(line->cursor - line->buffer);
  int target = boundary(line, forward);
  if (target == offset) return CC_ERROR;
  if (!deleting) {
    el_cursor(editor, target - offset);
    return CC_CURSOR;
  }
  // libedit deletes before the cursor only: step over a cluster after it first.
  int count = forward ? target - offset : offset - target;
  if (forward) el_cursor(editor, count);
  el_deletestr(editor, count);
  return CC_REFRESH;
}

static unsigned char previous_cluster(EditLine *editor, int key) {
  (void)key;
  return over_cluster(editor, false, false);
}

static unsigned char next_cluster(EditLine *editor, int key) {
  (void)key;
  return over_cluster(editor, true, false);
}

static unsigned char delete_previous_cluster(EditLine *editor, int key) {
  (void)key;
  return over_cluster(editor, false, true);
}

static unsigned char delete_next_cluster(EditLine *editor, int key) {
  (void)key;
  return over_cluster(editor, true, true);
}

// Ctrl-D: the end of input, whatever the line holds (it may hold a default the person never
// typed); Delete removes the character under the cursor.
static unsigned char end_of_input(EditLine *editor, int key) {
  (void)editor;
  (void)key;
  return CC_EOF;
}

static unsigned char previous_field(EditLine *editor, int key) {
  (void)key;
  clibedit_editor *owner = editor_of(editor);
  if (owner != NULL) owner->status = CLIBEDIT_PREVIOUS;
  return CC_NEWLINE;
}

static unsigned char complete(EditLine *editor, int key) {
  (void)key;
  clibedit_editor *owner = editor_of(editor);
  if (owner == NULL || owner->complete == NULL) return CC_ERROR;
  const LineInfoW *line = el_wline(editor);
  size_t before_count = (size_t)(line->cursor - line->buffer);
  char *before = utf8_of(line->buffer, before_count, NULL);
  if (before == NULL) return CC_ERROR;
  char *answer = owner->complete(owner->complete_context, before);
  if (answer == NULL) {
    free(before);
    return CC_ERROR;
  }
  char *listing = strchr(answer, '\n');
  if (listing != NULL) *listing++ = '\0';
  unsigned char result = CC_REFRESH;
  if (strcmp(answer, before) != 0) {
    el_deletestr(editor, (int)before_count);
    el_insertstr(editor, answer);
  } else if (listing == NULL || *listing == '\0') {
    result = CC_ERROR;
  }
  if (listing != NULL && *listing != '\0') {
    fputc('\n', owner->output_file);
    fputs(listing, owner->output_file);
    if (listing[strlen(listing) - 1] != '\n') fputc('\n', owner->output_file);
    fflush(owner->output_file);
    result = CC_REDISPLAY;
  }
  free(answer);
  free(before);
  return result;
}

static int read_character(EditLine *editor, wchar_t *character) {
  clibedit_editor *owner = editor_of(editor);
  if (owner == NULL) return -1;
  if (!owner->settings_captured) {
    // libedit has set its own mode by now: that is the mode to put back after Ctrl-Z and fg.
    struct termios now;
    if (tcgetattr(owner->input, &now) == 0) set_active(&now);
    owner->settings_captured = true;
  }
  if (owner->queued_next < owner->queued_count) {
    *character = (wchar_t)owner->queued[owner->queued_next++];
    return 1;
  }
  for (;;) {
    switch (owner->held_byte >= 0 ? CLIBEDIT_READABLE : clibedit_wait(owner->input, -1)) {
    case CLIBEDIT_WAIT_SIGNAL:
      owner->status = CLIBEDIT_SIGNAL;
      return -1;
    case CLIBEDIT_WAIT_CONTINUED:
      // The shell's `fg` left the cursor on a line of its own: draw the prompt there.
      el_resize(editor);
      el_set(editor, EL_REFRESH);
      continue;
    case CLIBEDIT_WAIT_REDRAW:
      el_resize(editor);
      el_set(editor, EL_REFRESH);
      continue;
    case CLIBEDIT_WAIT_ERROR:
      owner->status = CLIBEDIT_ERROR;
      return -1;
    case CLIBEDIT_TIMEOUT:
    case CLIBEDIT_READABLE:
      break;
    }
    unsigned char byte;
    if (owner->held_byte >= 0) {
      byte = (unsigned char)owner->held_byte;
      owner->held_byte = -1;
    } else {
      ssize_t got = read(owner->input, &byte, 1);
      if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
      if (got < 0) {
        owner->status = CLIBEDIT_ERROR;
        return -1;
      }
      if (got == 0) return 0;
    }
    if (owner->partial_count == 0) {
      if (byte < 0x80) {
        *character = byte;
        return 1;
      }
      if (byte < 0xC2 || byte > 0xF4) {
        *character = 0xFFFD;
        return 1;
      }
      owner->partial[owner->partial_count++] = byte;
      continue;
    }
    if ((byte & 0xC0) != 0x80) {
      // A character cut short: it stands as U+FFFD, and this byte starts afresh next time.
      owner->partial_count = 0;
      owner->held_byte = byte;
      *character = 0xFFFD;
      return 1;
    }
    owner->partial[owner->partial_count++] = byte;
    unsigned char lead = owner->partial[0];
    size_t width = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4;
    if (owner->partial_count < width) continue;
    uint32_t scalar = lead & (0x7F >> width);
    for (size_t index = 1; index < width; index++) {
      scalar = (scalar << 6) | (owner->partial[index] & 0x3F);
    }
    owner->partial_count = 0;
    bool overlong = (width == 3 && scalar < 0x800) || (width == 4 && scalar < 0x10000);
    if (overlong || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) {
      scalar = 0xFFFD;
    }
    *character = (wchar_t)scalar;
    return 1;
  }
}

typedef unsigned char (*editor_function)(EditLine *, int);

// Wide strings for EL_ADDFN and EL_BIND: libedit's narrow EL_ADDFN copies the name and help
// with wcsdup and never frees them (its own comment says so), 14 leaks a run.
static void bind(EditLine *editor, const wchar_t *name, const wchar_t *help,
                 editor_function function, const wchar_t *const *keys) {
  el_wset(editor, EL_ADDFN, name, help, function);
  for (; *keys != NULL; keys++) el_wset(editor, EL_BIND, *keys, name, NULL);
}

clibedit_editor *clibedit_open(int input, int output) {
  clibedit_editor *owner = calloc(1, sizeof *owner);
  if (owner == NULL) return NULL;
  owner->input = input;
  owner->output = output;
  owner->held_byte = -1;
  int input_copy = dup(input);
  int output_copy = dup(output);
  owner->input_file = input_copy >= 0 ? fdopen(input_copy, "r") : NULL;
  owner->output_file = output_copy >= 0 ? fdopen(output_copy, "w") : NULL;
  if (owner->input_file == NULL || owner->output_file == NULL) {
    int saved_errno = errno;
    if (owner->input_file != NULL) fclose(owner->input_file);
    else if (input_copy >= 0) close(input_copy);
    if (owner->output_file != NULL) fclose(owner->output_file);
    else if (output_copy >= 0) close(output_copy);
    free(owner);
    errno = saved_errno;
    return NULL;
  }
  owner->editor = el_init_fd("fieldcli", owner->input_file, owner->output_file,
                             owner->output_file, input, output, output);
  owner->history = history_init();
  if (owner->editor == NULL || owner->history == NULL) {
    clibedit_close(owner);
    errno = ENOTTY;
    return NULL;
  }
  HistEvent event;
  history(owner->history, &event, H_SETSIZE, 500);
  EditLine *editor = owner->editor;
  el_set(editor, EL_EDITOR, "emacs");
  el_set(editor, EL_SIGNAL, 0);
  el_set(editor, EL_CLIENTDATA, owner);
  el_set(editor, EL_PROMPT_ESC, prompt_of, '\1');
  el_set(editor, EL_HIST, history, owner->history);
  el_set(editor, EL_GETCFN, read_character);
  static const wchar_t *const left[] = {L"^B", L"\\e[D", L"\\eOD", NULL};
  static const wchar_t *const right[] = {L"^F", L"\\e[C", L"\\eOC", NULL};
  static const wchar_t *const backspace[] = {L"^?", L"^H", NULL};
  static const wchar_t *const delete[] = {L"\\e[3~", NULL};
  static const wchar_t *const end[] = {L"^D", NULL};
  static const wchar_t *const back_tab[] = {L"\\e[Z", NULL};
  static const wchar_t *const tab[] = {L"^I", NULL};
  bind(editor, L"fieldcli-backward-char", L"Moves back one character", previous_cluster, left);
  bind(editor, L"fieldcli-forward-char", L"Moves forward one character", next_cluster, right);
  bind(editor, L"fieldcli-delete-prev-char", L"Deletes the character before the cursor",
       delete_previous_cluster, backspace);
  bind(editor, L"fieldcli-delete-next-char", L"Deletes the character under the cursor",
       delete_next_cluster, delete);
  bind(editor, L"fieldcli-end-of-input", L"Ends the input", end_of_input, end);
  bind(editor, L"fieldcli-previous-field", L"Goes to the previous field", previous_field,
       back_tab);
  bind(editor, L"fieldcli-complete", L"Completes the text before the cursor", complete, tab);
  return owner;
}

void clibedit_close(clibedit_editor *owner) {
  if (owner == NULL) return;
  if (owner->editor != NULL) el_end(owner->editor);
  if (owner->history != NULL) history_end(owner->history);
  if (owner->input_file != NULL) fclose(owner->input_file);
  if (owner->output_file != NULL) fclose(owner->output_file);
  free(owner->prompt);
  free(owner->queued);
  free(owner);
}

void clibedit_set_completion(clibedit_editor *owner, clibedit_completion_function function,
                             void *context) {
  if (owner == NULL) return;
  owner->complete = function;
  owner->complete_context = context;
}

char *clibedit_read_line(clibedit_editor *owner, const char *prompt, const char *initial,
                         size_t limit, clibedit_status *status) {
  free(owner->prompt);
  owner->prompt = strdup(prompt);
  free(owner->queued);
  owner->queued = NULL;
  owner->queued_count = owner->queued_next = 0;
  if (initial != NULL && *initial != '\0') {
    owner->queued = scalars_of(initial, &owner->queued_count);
    if (owner->queued == NULL) owner->queued_count = 0;
  }
  owner->partial_count = 0;
  owner->held_byte = -1;
  owner->settings_captured = false;
  owner->status = CLIBEDIT_LINE;
  int count = 0;
  const wchar_t *line = el_wgets(owner->editor, &count);
  set_active(NULL);
  if (owner->status == CLIBEDIT_SIGNAL || owner->status == CLIBEDIT_ERROR) {
    *status = owner->status;
    return NULL;
  }
  if (owner->status == CLIBEDIT_PREVIOUS) {
    *status = CLIBEDIT_PREVIOUS;
    return NULL;
  }
  if (line == NULL || count <= 0) {
    *status = count < 0 ? CLIBEDIT_ERROR : CLIBEDIT_END;
    return NULL;
  }
  size_t characters = (size_t)count;
  if (characters > 0 && line[characters - 1] == L'\n') characters--;
  size_t length = 0;
  char *text = utf8_of(line, characters, &length);
  if (text == NULL) {
    errno = ENOMEM;
    *status = CLIBEDIT_ERROR;
    return NULL;
  }
  if (length > limit) {
    free(text);
    *status = CLIBEDIT_TOO_LONG;
    return NULL;
  }
  *status = CLIBEDIT_LINE;
  return text;
}

void clibedit_add_history(clibedit_editor *owner, const char *line) {
  if (owner == NULL || owner->history == NULL) return;
  HistEvent event;
  history(owner->history, &event, H_ENTER, line);
}

void clibedit_free(char *line) { free(line); }

// MARK: - Secrets

char *clibedit_read_plain(int input, int output, const char *prompt, size_t limit, int echo,
                          clibedit_status *status) {
  struct termios saved;
  struct termios quiet;
  bool echo_off = false;
  if (tcgetattr(input, &saved) == 0) {
    quiet = saved;
    // Canonical mode stays on: the terminal still edits the line (Backspace) and turns Ctrl-D
    // into the end of input; only the characters are not shown.
    if (!echo) quiet.c_lflag &= ~(tcflag_t)(ECHO | ECHOE | ECHOK | ECHONL);
    quiet.c_lflag |= ISIG;
    set_active(&quiet);
    echo_off = !echo && tcsetattr(input, TCSANOW, &quiet) == 0;
  }
  // The prompt goes out only once echo is off, as getpass(3) does: a secret typed the moment the
  // prompt appears is never shown.
  write_all(output, prompt, strlen(prompt));
  size_t capacity = 64;
  size_t count = 0;
  char *line = malloc(capacity);
  bool too_long = false;
  bool ended = false;
  bool failed = false;
  bool signalled = false;
  while (line != NULL) {
    clibedit_wait_result waited = clibedit_wait(input, -1);
    if (waited == CLIBEDIT_WAIT_SIGNAL) {
      signalled = true;
      break;
    }
    if (waited == CLIBEDIT_WAIT_CONTINUED) {
      // Whatever was typed before Ctrl-Z went to the shell; ask again on the line `fg` left.
      write_all(output, prompt, strlen(prompt));
      continue;
    }
    if (waited == CLIBEDIT_WAIT_REDRAW) continue;
    if (waited == CLIBEDIT_WAIT_ERROR) {
      failed = true;
      break;
    }
    char bytes[256];
    ssize_t got = read(input, bytes, sizeof bytes);
    if (got < 0 && (errno == EINTR || errno == EAGAIN)) continue;
    if (got < 0) {
      failed = true;
      break;
    }
    if (got == 0) {
      // Ctrl-D on an empty line ends the input; after some characters it ends the line.
      ended = count == 0 && !too_long;
      break;
    }
    bool line_ended = false;
    for (ssize_t index = 0; index < got && !line_ended; index++) {
      char byte = bytes[index];
      if (byte == '\n') {
        line_ended = true;
        break;
      }
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
    if (line_ended || failed) break;
  }
  int saved_errno = errno;
  if (echo_off) tcsetattr(input, TCSANOW, &saved);
  set_active(NULL);
  // The Return the user typed was not echoed either.
  if (!signalled && !echo) write_all(output, "\n", 1);
  if (signalled) {
    free(line);
    *status = CLIBEDIT_SIGNAL;
    return NULL;
  }
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

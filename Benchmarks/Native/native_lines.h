// The reading and writing every native loop shares: stdin in 1 MiB reads split at LF (a CR
// before it dropped, a last line without LF kept), and stdout through one 1 MiB buffer. It is
// what a C programmer would write for speed, so that the loops measure the work, not stdio.
#ifndef NATIVE_LINES_H
#define NATIVE_LINES_H

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

enum { NATIVE_CHUNK = 1 << 20 };

static char native_out[NATIVE_CHUNK];
static size_t native_out_count;

static void native_flush(void) {
  size_t done = 0;
  while (done < native_out_count) {
    ssize_t wrote = write(1, native_out + done, native_out_count - done);
    if (wrote <= 0) exit(1);
    done += (size_t)wrote;
  }
  native_out_count = 0;
}

// Room for `bytes` more bytes of output; the caller writes them and adds them to the count.
static char *native_reserve(size_t bytes) {
  if (native_out_count + bytes > sizeof native_out) native_flush();
  return native_out + native_out_count;
}

static void native_write(const char *bytes, size_t count) {
  if (count > sizeof native_out) {
    native_flush();
    if (write(1, bytes, count) != (ssize_t)count) exit(1);
    return;
  }
  memcpy(native_reserve(count), bytes, count);
  native_out_count += count;
}

typedef void (*native_line_handler)(const char *line, size_t length, void *context);

// Calls `handle` with each line of stdin. Lines longer than the buffer are cut (the loops'
// inputs have none).
static void native_for_each_line(native_line_handler handle, void *context) {
  static char buffer[NATIVE_CHUNK];
  size_t kept = 0;
  for (;;) {
    ssize_t got = read(0, buffer + kept, sizeof buffer - kept);
    if (got < 0) exit(1);
    size_t end = kept + (size_t)got;
    if (got == 0) {
      if (kept > 0) handle(buffer, kept - (buffer[kept - 1] == '\r'), context);
      break;
    }
    char *start = buffer;
    char *stop = buffer + end;
    char *newline;
    while ((newline = (char *)memchr(start, '\n', (size_t)(stop - start))) != NULL) {
      size_t length = (size_t)(newline - start);
      if (length > 0 && start[length - 1] == '\r') length--;
      handle(start, length, context);
      start = newline + 1;
    }
    kept = (size_t)(stop - start);
    if (kept == sizeof buffer) kept = 0;
    memmove(buffer, start, kept);
  }
  native_flush();
}

#endif

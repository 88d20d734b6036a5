// The floor under `fieldcli validate text --stdin`: read lines, check that each is UTF-8
// without NUL or control characters, and write `ok<TAB>LINE`. Lines that are not plain
// printable ASCII or valid UTF-8 text are counted as refused (fieldcli spells those out; the
// benchmark's inputs are plain).
// Usage: line_loop < lines.txt > out.txt
#include <stdint.h>

#include "native_lines.h"

// Whether the bytes are UTF-8 text without C0 controls (a tab passes, as fieldcli escapes it
// rather than refusing it) in the usual table-free form.
static int plain_text(const unsigned char *bytes, size_t length) {
  size_t index = 0;
  // Eight bytes at a time while none is a control character or outside ASCII: a word has a
  // byte under 0x20 when (w - 0x20...20) & ~w & 0x80...80 is not zero ("Bit Twiddling Hacks").
  while (index + 8 <= length) {
    uint64_t word;
    memcpy(&word, bytes + index, 8);
    if ((((word - 0x2020202020202020ull) & ~word) | word) & 0x8080808080808080ull) break;
    index += 8;
  }
  while (index < length) {
    unsigned char byte = bytes[index];
    if (byte < 0x80) {
      if (byte < 0x20 && byte != '\t') return 0;
      index++;
      continue;
    }
    size_t extra = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : byte >= 0xC2 ? 1 : 0;
    if (extra == 0 || byte > 0xF4 || index + extra >= length) return 0;
    unsigned char second = bytes[index + 1];
    // The second byte's narrower ranges rule out overlong forms, surrogates and code points
    // past U+10FFFF (Unicode's table 3-7).
    unsigned char low = byte == 0xE0 ? 0xA0 : byte == 0xF0 ? 0x90 : 0x80;
    unsigned char high = byte == 0xED ? 0x9F : byte == 0xF4 ? 0x8F : 0xBF;
    if (second < low || second > high) return 0;
    for (size_t next = 2; next <= extra; next++)
      if ((bytes[index + next] & 0xC0) != 0x80) return 0;
    index += extra + 1;
  }
  return 1;
}

static void handle(const char *line, size_t length, void *context) {
  size_t *refused = context;
  if (!plain_text((const unsigned char *)line, length)) {
    ++*refused;
    native_write("invalid\tbadInput\n", 17);
    return;
  }
  char *out = native_reserve(length + 4);
  memcpy(out, "ok\t", 3);
  memcpy(out + 3, line, length);
  out[length + 3] = '\n';
  native_out_count += length + 4;
}

int main(void) {
  size_t refused = 0;
  native_for_each_line(handle, &refused);
  return refused > 0;
}

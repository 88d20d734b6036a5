// The limit for `fieldcli validate email --stdin` on ASCII addresses: the HTML Standard's
// "valid e-mail address" grammar in one pass over the bytes with a class table, as a C
// programmer would write it, printing what fieldcli prints: `ok<TAB>ADDRESS` with the domain
// lowercased (leading and trailing ASCII whitespace stripped first, as the input's value
// sanitization does), or the typeMismatch line. Not ASCII counts as invalid here (fieldcli
// maps internationalized domains through UTS #46; the benchmark's addresses are ASCII).
// Usage: email_loop < emails.txt > out.txt
#include "native_lines.h"

enum { LOCAL = 1, LETTER_DIGIT = 2, HYPHEN = 4, SPACE = 8 };

static unsigned char classes[256];

static void make_classes(void) {
  for (int c = 'a'; c <= 'z'; c++) classes[c] = LOCAL | LETTER_DIGIT;
  for (int c = 'A'; c <= 'Z'; c++) classes[c] = LOCAL | LETTER_DIGIT;
  for (int c = '0'; c <= '9'; c++) classes[c] = LOCAL | LETTER_DIGIT;
  for (const char *c = ".!#$%&'*+/=?^_`{|}~"; *c; c++) classes[(unsigned char)*c] = LOCAL;
  classes['-'] = LOCAL | HYPHEN;
  for (const char *c = " \t\n\f\r"; *c; c++) classes[(unsigned char)*c] = SPACE;
}

static const char invalid_line[] =
    "invalid\ttypeMismatch\tEnter an e-mail address such as name@example.com.\n";

static void handle(const char *line, size_t length, void *context) {
  size_t *invalid = context;
  const unsigned char *bytes = (const unsigned char *)line;
  size_t start = 0, end = length;
  while (start < end && (classes[bytes[start]] & SPACE)) start++;
  while (end > start && (classes[bytes[end - 1]] & SPACE)) end--;
  if (start == end) {
    native_write("ok\t\n", 4);
    return;
  }
  size_t index = start;
  while (index < end && (classes[bytes[index]] & LOCAL)) index++;
  if (index == start || index == end || bytes[index] != '@') goto refuse;
  size_t at = index++;
  // Labels: a letter or digit first and last, hyphens between, at most 63 bytes.
  for (;;) {
    size_t label = index;
    while (index < end && (classes[bytes[index]] & (LETTER_DIGIT | HYPHEN))) index++;
    size_t count = index - label;
    if (count == 0 || count > 63 || bytes[label] == '-' || bytes[index - 1] == '-') goto refuse;
    if (index == end) break;
    if (bytes[index] != '.') goto refuse;
    index++;
  }
  char *out = native_reserve(end - start + 4);
  memcpy(out, "ok\t", 3);
  memcpy(out + 3, line + start, at + 1 - start);
  for (size_t byte = at + 1; byte < end; byte++) {
    unsigned char c = bytes[byte];
    out[3 + byte - start] = (char)(c - 'A' < 26u ? c + 32 : c);
  }
  out[3 + end - start] = '\n';
  native_out_count += end - start + 4;
  return;
refuse:
  ++*invalid;
  native_write(invalid_line, sizeof invalid_line - 1);
}

int main(void) {
  make_classes();
  size_t invalid = 0;
  native_for_each_line(handle, &invalid);
  return invalid > 0;
}

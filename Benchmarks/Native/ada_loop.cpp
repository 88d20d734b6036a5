// The peer for `fieldcli validate url --stdin`: ada (github.com/ada-url/ada, the WHATWG URL
// parser Node.js uses) in a loop, printing what fieldcli prints: `ok<TAB>HREF` for a URL that
// parses without a base, else fieldcli's typeMismatch line. Leading and trailing C0 controls
// and spaces are dropped first, as the URL parser does (fieldcli's value sanitization drops
// line breaks and trims, which gives the same on one line).
// ada is not a Debian package: native-limits.sh compiles its single-file release, ada.cpp,
// from the ada-url sdist on PyPI into Benchmarks/.data (never committed).
// Usage: ada_loop < urls.txt > out.txt
#include "ada.h"

extern "C" {
#include "native_lines.h"
}

static const char invalid_line[] = "invalid\ttypeMismatch\tEnter a full URL such as https://example.com.\n";

static void handle(const char *line, size_t length, void *context) {
  size_t *invalid = static_cast<size_t *>(context);
  auto url = ada::parse<ada::url_aggregator>(std::string_view(line, length), nullptr);
  if (!url) {
    ++*invalid;
    native_write(invalid_line, sizeof invalid_line - 1);
    return;
  }
  std::string_view href = url->get_href();
  char *out = native_reserve(href.size() + 4);
  memcpy(out, "ok\t", 3);
  memcpy(out + 3, href.data(), href.size());
  out[href.size() + 3] = '\n';
  native_out_count += href.size() + 4;
}

int main() {
  size_t invalid = 0;
  native_for_each_line(handle, &invalid);
  return invalid > 0;
}

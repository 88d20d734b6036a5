// The parse of cgumbo.h, with the options Fields reads every page with.

#include "cgumbo.h"

_Static_assert(sizeof(GumboSourcePosition) >= 3 * sizeof(unsigned int), "gumbo positions.");

GumboOutput *cgumbo_parse(const char *bytes, size_t length) {
  GumboOptions options = kGumboDefaultOptions;
  // A tab counts as one column, as editors and compilers report columns.
  options.tab_stop = 1;
  // No parse errors are kept: Fields never reports them, and each one is an allocation.
  options.max_errors = 0;
  return gumbo_parse_with_options(&options, bytes, length);
}

void cgumbo_destroy(GumboOutput *output) {
  if (output == NULL) return;
  GumboOptions options = kGumboDefaultOptions;
  gumbo_destroy_output(&options, output);
}

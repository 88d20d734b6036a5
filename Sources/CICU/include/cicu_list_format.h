// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_LIST_FORMAT_H
#define CICU_LIST_FORMAT_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Lists (cicu_list_format.c)

/// A list formatter ("a, b und c") for one locale, type and width; not safe for concurrent use.
typedef struct cicu_list_format cicu_list_format;

/// What joins the items (ICU's UListFormatterType values).
typedef enum cicu_list_type {
  CICU_LIST_AND = 0,
  CICU_LIST_OR = 1,
  CICU_LIST_UNITS = 2,
} cicu_list_type;

/// How short the joining words are (ICU's UListFormatterWidth values).
typedef enum cicu_list_width {
  CICU_LIST_WIDE = 0,
  CICU_LIST_SHORT = 1,
  CICU_LIST_NARROW = 2,
} cicu_list_width;

/// Opens a formatter (ulistfmt_openForType).
cicu_list_format *cicu_list_format_open(
    const char *locale, cicu_list_type type, cicu_list_width width, int32_t *status);

/// Closes a formatter; NULL is allowed.
void cicu_list_format_close(cicu_list_format *format);

/// Formats `count` items as one list in UTF-8. Item i is the UTF-8 of `text` from byte
/// `starts[i]`, `lengths[i]` bytes long (the items of a tab-separated line lie between its
/// tabs); they are converted into one UTF-16 buffer, so a list costs time linear in its length.
int32_t cicu_list_format_format(
    cicu_list_format *format, const char *text, const int32_t *starts, const int32_t *lengths,
    int32_t count, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_LIST_FORMAT_H

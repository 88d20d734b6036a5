// List formatting: "a, b und c", "a, b oder c", "3 Std., 5 Min.".

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/ulistformatter.h>
#include <unicode/ustring.h>

_Static_assert((int)CICU_LIST_AND == (int)ULISTFMT_TYPE_AND, "type values");
_Static_assert((int)CICU_LIST_OR == (int)ULISTFMT_TYPE_OR, "type values");
_Static_assert((int)CICU_LIST_UNITS == (int)ULISTFMT_TYPE_UNITS, "type values");
_Static_assert((int)CICU_LIST_WIDE == (int)ULISTFMT_WIDTH_WIDE, "width values");
_Static_assert((int)CICU_LIST_SHORT == (int)ULISTFMT_WIDTH_SHORT, "width values");
_Static_assert((int)CICU_LIST_NARROW == (int)ULISTFMT_WIDTH_NARROW, "width values");

/// Items kept in the stack arrays; longer lists take the heap.
enum { INLINE_ITEMS = 32 };

cicu_list_format *cicu_list_format_open(
    const char *locale, cicu_list_type type, cicu_list_width width, int32_t *status) {
  if ((int)type < 0 || (int)type > (int)CICU_LIST_UNITS || (int)width < 0 ||
      (int)width > (int)CICU_LIST_NARROW) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UErrorCode error = U_ZERO_ERROR;
  UListFormatter *format = ulistfmt_openForType(
      locale, (UListFormatterType)type, (UListFormatterWidth)width, &error);
  *status = error;
  if (U_FAILURE(error)) {
    ulistfmt_close(format);
    return NULL;
  }
  return (cicu_list_format *)format;
}

void cicu_list_format_close(cicu_list_format *format) {
  if (format != NULL) ulistfmt_close((UListFormatter *)format);
}

int32_t cicu_list_format_format(
    cicu_list_format *format, const char *text, const int32_t *starts, const int32_t *lengths,
    int32_t count, char *out, int32_t capacity, int32_t *status) {
  if (count < 0) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  int64_t total = 0;
  for (int32_t item = 0; item < count; item++) {
    if (lengths[item] < 0 || starts[item] < 0) {
      *status = U_ILLEGAL_ARGUMENT_ERROR;
      return 0;
    }
    total += lengths[item];
  }
  if (total > INT32_MAX - 1) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UErrorCode error = U_ZERO_ERROR;
  // UTF-8 never takes fewer bytes than UTF-16 takes units, so `total` units hold every item.
  UChar inline_text[CICU_INLINE_UNITS];
  UChar *text16 = inline_text;
  if (total >= CICU_INLINE_UNITS) text16 = malloc(sizeof(UChar) * (size_t)(total + 1));
  const UChar *inline_items[INLINE_ITEMS];
  int32_t inline_lengths[INLINE_ITEMS];
  const UChar **items = inline_items;
  int32_t *lengths16 = inline_lengths;
  if (count > INLINE_ITEMS) {
    items = malloc(sizeof(UChar *) * (size_t)count);
    lengths16 = malloc(sizeof(int32_t) * (size_t)count);
  }
  if (text16 == NULL || items == NULL || lengths16 == NULL) error = U_MEMORY_ALLOCATION_ERROR;
  int32_t used = 0;
  for (int32_t item = 0; item < count && U_SUCCESS(error); item++) {
    int32_t units = 0;
    u_strFromUTF8(
        text16 + used, (int32_t)total + 1 - used, &units, text + starts[item], lengths[item],
        &error);
    if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
    items[item] = text16 + used;
    lengths16[item] = units;
    used += units;
  }
  UChar inline_units[CICU_INLINE_UNITS];
  UChar *units = inline_units;
  int32_t needed = 0;
  if (U_SUCCESS(error)) {
    needed = ulistfmt_format(
        (const UListFormatter *)format, items, lengths16, count, units, CICU_INLINE_UNITS,
        &error);
  }
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (units == NULL) {
      error = U_MEMORY_ALLOCATION_ERROR;
    } else {
      needed = ulistfmt_format(
          (const UListFormatter *)format, items, lengths16, count, units, needed + 1, &error);
    }
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    written = cicu_internal_utf8_from_utf16(units, needed, out, capacity, &error);
  }
  if (units != inline_units) free(units);
  if (text16 != inline_text) free(text16);
  if (items != inline_items) free((void *)items);
  if (lengths16 != inline_lengths) free(lengths16);
  *status = error;
  return written;
}

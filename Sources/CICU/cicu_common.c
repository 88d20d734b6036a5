// What every service of the shim shares: error names and the UTF-8 and UTF-16 conversions of
// cicu_internal.h.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/ustring.h>

_Static_assert(sizeof(UChar) == 2, "ICU's UChar is UTF-16.");
_Static_assert(CICU_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "The header repeats ICU's code.");

// MARK: - Errors

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

// MARK: - UTF-8 and UTF-16

void cicu_internal_utf16_free(cicu_internal_utf16 *string) {
  if (string->units != string->storage) free(string->units);
  string->units = string->storage;
}

void cicu_internal_utf16_from_utf8(
    cicu_internal_utf16 *string, const char *text, int32_t length, UErrorCode *status) {
  string->units = string->storage;
  string->length = 0;
  if (U_FAILURE(*status)) return;
  int32_t needed = 0;
  u_strFromUTF8(string->units, CICU_INLINE_UNITS, &needed, text, length, status);
  if (*status == U_BUFFER_OVERFLOW_ERROR) {
    *status = U_ZERO_ERROR;
    string->units = malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (string->units == NULL) {
      string->units = string->storage;
      *status = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    u_strFromUTF8(string->units, needed + 1, &needed, text, length, status);
  }
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
  string->length = needed;
}

int32_t cicu_internal_utf8_from_utf16(
    const UChar *units, int32_t length, char *out, int32_t capacity, UErrorCode *status) {
  if (U_FAILURE(*status)) return 0;
  int32_t needed = 0;
  u_strToUTF8(out, capacity, &needed, units, length, status);
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
  return needed;
}

// A date pattern in the locale's own pattern letters, for showing to a person.

#include "cicu.h"
#include "cicu_internal.h"

#include <unicode/udat.h>

int32_t cicu_date_pattern_localized(
    const char *locale, const char *pattern, int32_t pattern_length, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 pattern16;
  cicu_internal_utf16_from_utf8(&pattern16, pattern, pattern_length, &error);
  UDateFormat *format = NULL;
  if (U_SUCCESS(error)) {
    // A fixed zone: the pattern's letters do not depend on it, and opening the default zone
    // would read the machine's settings.
    static const UChar utc[] = {'U', 'T', 'C', 0};
    format = udat_open(
        UDAT_PATTERN, UDAT_PATTERN, locale, utc, 3, pattern16.units, pattern16.length, &error);
  }
  cicu_internal_utf16_free(&pattern16);
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    // An ICU pattern is at most a few dozen letters; CICU_INLINE_UNITS is far beyond it, and a
    // longer one reports the overflow.
    UChar localized[CICU_INLINE_UNITS];
    int32_t length = udat_toPattern(format, true, localized, CICU_INLINE_UNITS, &error);
    written = cicu_internal_utf8_from_utf16(localized, length, out, capacity, &error);
  }
  if (format != NULL) udat_close(format);
  *status = error;
  return written;
}

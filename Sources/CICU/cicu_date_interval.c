// Date interval formatting (udtitvfmt), and the skeletons of the locale's date styles.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/udat.h>
#include <unicode/udateintervalformat.h>
#include <unicode/udatpg.h>

// MARK: - Interval formatting

cicu_date_interval *cicu_date_interval_open(
    const char *locale, const char *zone, const char *skeleton, int32_t skeleton_length,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 zone16, skeleton16;
  cicu_internal_utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  cicu_internal_utf16_from_utf8(&skeleton16, skeleton, skeleton_length, &error);
  UDateIntervalFormat *format = NULL;
  if (U_SUCCESS(error)) {
    format = udtitvfmt_open(
        locale, skeleton16.units, skeleton16.length, zone16.units, zone16.length, &error);
  }
  cicu_internal_utf16_free(&zone16);
  cicu_internal_utf16_free(&skeleton16);
  if (U_FAILURE(error)) {
    if (format != NULL) udtitvfmt_close(format);
    *status = error;
    return NULL;
  }
  *status = U_ZERO_ERROR;
  return (cicu_date_interval *)format;
}

void cicu_date_interval_close(cicu_date_interval *interval) {
  if (interval != NULL) udtitvfmt_close((UDateIntervalFormat *)interval);
}

int32_t cicu_date_interval_format(
    cicu_date_interval *interval, double from, double to, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar inline_units[CICU_INLINE_UNITS];
  UChar *units = inline_units;
  UDateIntervalFormat *format = (UDateIntervalFormat *)interval;
  int32_t length = udtitvfmt_format(format, from, to, units, CICU_INLINE_UNITS, NULL, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (units == NULL) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return 0;
    }
    length = udtitvfmt_format(format, from, to, units, length + 1, NULL, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = cicu_internal_utf8_from_utf16(units, length, out, capacity, &error);
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

// MARK: - Skeletons of styles

int32_t cicu_date_interval_style_skeleton(
    const char *locale, int32_t date_style, int32_t time_style, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  // The zone does not change the pattern's letters; UTC keeps the open from reading the
  // machine's default zone.
  static const UChar utc[] = {'U', 'T', 'C'};
  UDateFormat *format = udat_open(
      (UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, utc, 3, NULL, -1,
      &error);
  UChar pattern[CICU_INLINE_UNITS];
  int32_t pattern_length = 0;
  if (U_SUCCESS(error)) {
    pattern_length = udat_toPattern(format, false, pattern, CICU_INLINE_UNITS, &error);
  }
  if (format != NULL) udat_close(format);
  UDateTimePatternGenerator *generator = NULL;
  if (U_SUCCESS(error)) generator = udatpg_open(locale, &error);
  UChar skeleton[CICU_INLINE_UNITS];
  int32_t skeleton_length = 0;
  if (U_SUCCESS(error)) {
    skeleton_length = udatpg_getSkeleton(
        generator, pattern, pattern_length, skeleton, CICU_INLINE_UNITS, &error);
  }
  if (generator != NULL) udatpg_close(generator);
  if (U_FAILURE(error)) {
    *status = error;
    return 0;
  }
  int32_t written = cicu_internal_utf8_from_utf16(skeleton, skeleton_length, out, capacity, &error);
  *status = error;
  return written;
}

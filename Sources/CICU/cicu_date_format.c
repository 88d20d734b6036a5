// Date formatting and parsing, and the date-time pattern generator.

#include "cicu.h"
#include "cicu_internal.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>

// udatpg_getDefaultHourCycle arrived in ICU 67.
#if U_ICU_VERSION_MAJOR_NUM < 67
#error "Fields needs ICU 67 or later."
#endif

_Static_assert(UDAT_FULL == 0 && UDAT_SHORT == 3 && UDAT_NONE == -1, "Style values are ICU's.");
_Static_assert(UDAT_HOUR_CYCLE_11 == 0 && UDAT_HOUR_CYCLE_24 == 3, "Hour cycles are ICU's.");

// MARK: - Date formatting

// udat_format clones the formatter's calendar (and its time zone) for every call, which costs
// more than a tenth of the call; formatting through one calendar of our own, under the caller's
// lock, does the same work without the copies.
struct cicu_date_format {
  UDateFormat *format;
  UCalendar *calendar;
};

static cicu_date_format *date_format_finish(UDateFormat *format, UErrorCode status, int32_t *out) {
  if (U_FAILURE(status)) {
    if (format != NULL) udat_close(format);
    *out = status;
    return NULL;
  }
  udat_setLenient(format, false);
  // A trial run: ICU accepts some broken patterns at open and refuses them only when formatting.
  UChar probe[CICU_INLINE_UNITS];
  udat_format(format, 0.0, probe, CICU_INLINE_UNITS, NULL, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
    status = U_ZERO_ERROR;
  }
  UCalendar *calendar = ucal_clone(udat_getCalendar(format), &status);
  cicu_date_format *handle = malloc(sizeof *handle);
  if (U_FAILURE(status) || handle == NULL) {
    if (calendar != NULL) ucal_close(calendar);
    free(handle);
    udat_close(format);
    *out = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  handle->format = format;
  handle->calendar = calendar;
  *out = U_ZERO_ERROR;
  return handle;
}

cicu_date_format *cicu_date_format_open_styles(
    const char *locale, const char *zone, int32_t date_style, int32_t time_style,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 zone16;
  cicu_internal_utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  UDateFormat *format = udat_open(
      (UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, zone16.units,
      zone16.length, NULL, -1, &error);
  cicu_internal_utf16_free(&zone16);
  return date_format_finish(format, error, status);
}

cicu_date_format *cicu_date_format_open_pattern(
    const char *locale, const char *zone, const char *pattern, int32_t pattern_length,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 zone16, pattern16;
  cicu_internal_utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  cicu_internal_utf16_from_utf8(&pattern16, pattern, pattern_length, &error);
  UDateFormat *format = NULL;
  if (U_SUCCESS(error)) {
    format = udat_open(
        UDAT_PATTERN, UDAT_PATTERN, locale, zone16.units, zone16.length, pattern16.units,
        pattern16.length, &error);
  }
  cicu_internal_utf16_free(&zone16);
  cicu_internal_utf16_free(&pattern16);
  return date_format_finish(format, error, status);
}

void cicu_date_format_use_proleptic_gregorian(cicu_date_format *format, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  // ICU clamps a cutover before INT32_MIN days to that day: no date is Julian any more.
  ucal_setGregorianChange(format->calendar, -DBL_MAX, &error);
  if (error == U_UNSUPPORTED_ERROR) {
    // Not a Gregorian calendar (Hebrew, Islamic, ...): it has no Julian part to remove.
    *status = U_ZERO_ERROR;
    return;
  }
  // udat_parse reads with the formatter's own calendar; it gets a proleptic copy.
  if (U_SUCCESS(error)) udat_setCalendar(format->format, format->calendar);
  *status = error;
}

void cicu_date_format_close(cicu_date_format *format) {
  if (format == NULL) return;
  ucal_close(format->calendar);
  udat_close(format->format);
  free(format);
}

int32_t cicu_date_format_format(
    cicu_date_format *format, double milliseconds, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar inline_units[CICU_INLINE_UNITS];
  UChar *units = inline_units;
  ucal_setMillis(format->calendar, milliseconds, &error);
  int32_t length =
      udat_formatCalendar(format->format, format->calendar, units, CICU_INLINE_UNITS, NULL, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (units == NULL) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return 0;
    }
    length =
        udat_formatCalendar(format->format, format->calendar, units, length + 1, NULL, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = cicu_internal_utf8_from_utf16(units, length, out, capacity, &error);
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

double cicu_date_format_parse(
    cicu_date_format *format, const char *text, int32_t length, int32_t *error_index,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 text16;
  cicu_internal_utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  UDate date = 0;
  if (U_SUCCESS(error)) {
    date = udat_parse(format->format, text16.units, text16.length, &position, &error);
    // Strict means all of it: "14.09.24x" is not a date.
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  *error_index = position;
  cicu_internal_utf16_free(&text16);
  *status = error;
  return date;
}

int32_t cicu_date_format_pattern(
    cicu_date_format *format, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar pattern[CICU_INLINE_UNITS];
  int32_t length = udat_toPattern(format->format, false, pattern, CICU_INLINE_UNITS, &error);
  int32_t written = cicu_internal_utf8_from_utf16(pattern, length, out, capacity, &error);
  *status = error;
  return written;
}

cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &error);
  *status = error;
  if (U_FAILURE(error)) {
    udatpg_close(generator);
    return NULL;
  }
  return (cicu_pattern_generator *)generator;
}

void cicu_pattern_generator_close(cicu_pattern_generator *generator) {
  if (generator != NULL) udatpg_close((UDateTimePatternGenerator *)generator);
}

int32_t cicu_pattern_generator_best_pattern(
    cicu_pattern_generator *generator, const char *skeleton, int32_t skeleton_length,
    char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 skeleton16;
  cicu_internal_utf16_from_utf8(&skeleton16, skeleton, skeleton_length, &error);
  UChar pattern[CICU_INLINE_UNITS];
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    length = udatpg_getBestPattern(
        (UDateTimePatternGenerator *)generator, skeleton16.units, skeleton16.length, pattern,
        CICU_INLINE_UNITS, &error);
  }
  cicu_internal_utf16_free(&skeleton16);
  int32_t written = cicu_internal_utf8_from_utf16(pattern, length, out, capacity, &error);
  *status = error;
  return written;
}

int32_t cicu_pattern_generator_hour_cycle(cicu_pattern_generator *generator, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateFormatHourCycle cycle =
      udatpg_getDefaultHourCycle((UDateTimePatternGenerator *)generator, &error);
  *status = error;
  return (int32_t)cycle;
}

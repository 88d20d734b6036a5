// Calendars: a date's fields in a locale's calendar and a time zone, for the date picker.

#include "cicu.h"
#include "cicu_internal.h"

#include <float.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>

// MARK: - Calendars

// The field enum repeats ICU's numbers so that Swift can pass them through unchanged.
#define CICU_SAME_FIELD(ours, icu) _Static_assert((int)(ours) == (int)(icu), "ICU field numbers")
CICU_SAME_FIELD(CICU_FIELD_ERA, UCAL_ERA);
CICU_SAME_FIELD(CICU_FIELD_YEAR, UCAL_YEAR);
CICU_SAME_FIELD(CICU_FIELD_MONTH, UCAL_MONTH);
CICU_SAME_FIELD(CICU_FIELD_DAY_OF_MONTH, UCAL_DATE);
CICU_SAME_FIELD(CICU_FIELD_AM_PM, UCAL_AM_PM);
CICU_SAME_FIELD(CICU_FIELD_HOUR_OF_DAY, UCAL_HOUR_OF_DAY);
CICU_SAME_FIELD(CICU_FIELD_MINUTE, UCAL_MINUTE);
CICU_SAME_FIELD(CICU_FIELD_SECOND, UCAL_SECOND);
CICU_SAME_FIELD(CICU_FIELD_MILLISECOND, UCAL_MILLISECOND);
CICU_SAME_FIELD(CICU_FIELD_EXTENDED_YEAR, UCAL_EXTENDED_YEAR);
CICU_SAME_FIELD(CICU_FIELD_JULIAN_DAY, UCAL_JULIAN_DAY);
#undef CICU_SAME_FIELD

struct cicu_calendar {
  UCalendar *calendar;
};

cicu_calendar *cicu_calendar_open(const char *locale, const char *zone, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 zone16;
  cicu_internal_utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  UCalendar *calendar = ucal_open(zone16.units, zone16.length, locale, UCAL_DEFAULT, &error);
  cicu_internal_utf16_free(&zone16);
  if (U_FAILURE(error)) {
    if (calendar != NULL) ucal_close(calendar);
    *status = error;
    return NULL;
  }
  // A picker never makes 30 February: fields out of range are an error, not carried over.
  ucal_setAttribute(calendar, UCAL_LENIENT, 0);
  cicu_calendar *handle = malloc(sizeof *handle);
  if (handle == NULL) {
    ucal_close(calendar);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  handle->calendar = calendar;
  *status = U_ZERO_ERROR;
  return handle;
}

void cicu_calendar_use_proleptic_gregorian(cicu_calendar *calendar) {
  UErrorCode error = U_ZERO_ERROR;
  // ICU clamps a cutover before INT32_MIN days to that day: no date is Julian any more. A
  // calendar that is not Gregorian answers U_UNSUPPORTED_ERROR and has nothing to change.
  ucal_setGregorianChange(calendar->calendar, -DBL_MAX, &error);
}

void cicu_calendar_close(cicu_calendar *calendar) {
  if (calendar == NULL) return;
  ucal_close(calendar->calendar);
  free(calendar);
}

void cicu_calendar_set_millis(cicu_calendar *calendar, double millis, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  ucal_setMillis(calendar->calendar, millis, &error);
  *status = error;
}

double cicu_calendar_millis(cicu_calendar *calendar, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  double millis = ucal_getMillis(calendar->calendar, &error);
  *status = error;
  return millis;
}

void cicu_calendar_clear(cicu_calendar *calendar) { ucal_clear(calendar->calendar); }

int32_t cicu_calendar_get(cicu_calendar *calendar, cicu_calendar_field field, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t value = ucal_get(calendar->calendar, (UCalendarDateFields)field, &error);
  *status = error;
  return value;
}

void cicu_calendar_set(cicu_calendar *calendar, cicu_calendar_field field, int32_t value) {
  ucal_set(calendar->calendar, (UCalendarDateFields)field, value);
}

int32_t cicu_calendar_actual_maximum(
    cicu_calendar *calendar, cicu_calendar_field field, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t value = ucal_getLimit(
      calendar->calendar, (UCalendarDateFields)field, UCAL_ACTUAL_MAXIMUM, &error);
  *status = error;
  return value;
}

int32_t cicu_calendar_maximum(cicu_calendar *calendar, cicu_calendar_field field) {
  UErrorCode error = U_ZERO_ERROR;
  return ucal_getLimit(calendar->calendar, (UCalendarDateFields)field, UCAL_MAXIMUM, &error);
}

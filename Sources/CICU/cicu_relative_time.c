// Relative date-time formatting: "gestern", "vor 3 Stunden", "in 2 Wochen".

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/ureldatefmt.h>

// The shim's enums are ICU's values, so they cross without a table.
_Static_assert((int)CICU_RELATIVE_YEAR == (int)UDAT_REL_UNIT_YEAR, "unit values");
_Static_assert((int)CICU_RELATIVE_QUARTER == (int)UDAT_REL_UNIT_QUARTER, "unit values");
_Static_assert((int)CICU_RELATIVE_MONTH == (int)UDAT_REL_UNIT_MONTH, "unit values");
_Static_assert((int)CICU_RELATIVE_WEEK == (int)UDAT_REL_UNIT_WEEK, "unit values");
_Static_assert((int)CICU_RELATIVE_DAY == (int)UDAT_REL_UNIT_DAY, "unit values");
_Static_assert((int)CICU_RELATIVE_HOUR == (int)UDAT_REL_UNIT_HOUR, "unit values");
_Static_assert((int)CICU_RELATIVE_MINUTE == (int)UDAT_REL_UNIT_MINUTE, "unit values");
_Static_assert((int)CICU_RELATIVE_SECOND == (int)UDAT_REL_UNIT_SECOND, "unit values");
_Static_assert((int)CICU_RELATIVE_LONG == (int)UDAT_STYLE_LONG, "width values");
_Static_assert((int)CICU_RELATIVE_SHORT == (int)UDAT_STYLE_SHORT, "width values");
_Static_assert((int)CICU_RELATIVE_NARROW == (int)UDAT_STYLE_NARROW, "width values");

cicu_relative_time *cicu_relative_time_open(
    const char *locale, cicu_relative_width width, int32_t *status) {
  if ((int)width < 0 || (int)width > (int)CICU_RELATIVE_NARROW) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UErrorCode error = U_ZERO_ERROR;
  URelativeDateTimeFormatter *format = ureldatefmt_open(
      locale, NULL, (UDateRelativeDateTimeFormatterStyle)width, UDISPCTX_CAPITALIZATION_NONE,
      &error);
  *status = error;
  if (U_FAILURE(error)) {
    ureldatefmt_close(format);
    return NULL;
  }
  return (cicu_relative_time *)format;
}

void cicu_relative_time_close(cicu_relative_time *format) {
  if (format != NULL) ureldatefmt_close((URelativeDateTimeFormatter *)format);
}

/// One call of ureldatefmt_format or _formatNumeric into `units`.
static int32_t relative_format(
    const URelativeDateTimeFormatter *format, double offset, URelativeDateTimeUnit unit,
    bool numeric, UChar *units, int32_t capacity, UErrorCode *error) {
  return numeric ? ureldatefmt_formatNumeric(format, offset, unit, units, capacity, error)
                 : ureldatefmt_format(format, offset, unit, units, capacity, error);
}

int32_t cicu_relative_time_format(
    cicu_relative_time *format, double offset, cicu_relative_unit unit, bool numeric, char *out,
    int32_t capacity, int32_t *status) {
  if ((int)unit < 0 || (int)unit > (int)CICU_RELATIVE_SECOND) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  const URelativeDateTimeFormatter *formatter = (const URelativeDateTimeFormatter *)format;
  UErrorCode error = U_ZERO_ERROR;
  UChar inline_units[CICU_INLINE_UNITS];
  UChar *units = inline_units;
  int32_t length = relative_format(
      formatter, offset, (URelativeDateTimeUnit)unit, numeric, units, CICU_INLINE_UNITS, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (units == NULL) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return 0;
    }
    length = relative_format(
        formatter, offset, (URelativeDateTimeUnit)unit, numeric, units, length + 1, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    written = cicu_internal_utf8_from_utf16(units, length, out, capacity, &error);
  }
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

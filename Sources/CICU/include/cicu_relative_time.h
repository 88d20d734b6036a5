// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_RELATIVE_TIME_H
#define CICU_RELATIVE_TIME_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Relative times (cicu_relative_time.c)

/// A relative date-time formatter ("gestern", "vor 3 Stunden") for one locale and width; not
/// safe for concurrent use.
typedef struct cicu_relative_time cicu_relative_time;

/// The units an offset counts (ICU's URelativeDateTimeUnit values).
typedef enum cicu_relative_unit {
  CICU_RELATIVE_YEAR = 0,
  CICU_RELATIVE_QUARTER = 1,
  CICU_RELATIVE_MONTH = 2,
  CICU_RELATIVE_WEEK = 3,
  CICU_RELATIVE_DAY = 4,
  CICU_RELATIVE_HOUR = 5,
  CICU_RELATIVE_MINUTE = 6,
  CICU_RELATIVE_SECOND = 7,
} cicu_relative_unit;

/// The widths of the unit names (ICU's UDateRelativeDateTimeFormatterStyle values).
typedef enum cicu_relative_width {
  CICU_RELATIVE_LONG = 0,
  CICU_RELATIVE_SHORT = 1,
  CICU_RELATIVE_NARROW = 2,
} cicu_relative_width;

/// Opens a formatter with the locale's decimal format and no capitalization change.
cicu_relative_time *cicu_relative_time_open(
    const char *locale, cicu_relative_width width, int32_t *status);

/// Closes a formatter; NULL is allowed.
void cicu_relative_time_close(cicu_relative_time *format);

/// Formats an offset in a unit as UTF-8. With `numeric` it always writes the number
/// (ureldatefmt_formatNumeric: "vor 1 Tag"); otherwise offsets of -2 to 2 take the locale's
/// word where it has one (ureldatefmt_format: "gestern").
int32_t cicu_relative_time_format(
    cicu_relative_time *format, double offset, cicu_relative_unit unit, bool numeric, char *out,
    int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_RELATIVE_TIME_H

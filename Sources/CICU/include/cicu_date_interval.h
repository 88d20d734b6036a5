// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_DATE_INTERVAL_H
#define CICU_DATE_INTERVAL_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Date intervals (cicu_date_interval.c)

/// A date interval formatter (udtitvfmt) for one locale, skeleton and zone; not safe for
/// concurrent use.
typedef struct cicu_date_interval cicu_date_interval;

/// Opens an interval formatter for a skeleton ("yMMMd") in a time zone ("Europe/Berlin").
cicu_date_interval *cicu_date_interval_open(
    const char *locale, const char *zone, const char *skeleton, int32_t skeleton_length,
    int32_t *status);

/// Closes a formatter; NULL is ignored.
void cicu_date_interval_close(cicu_date_interval *interval);

/// Formats the interval between two instants (milliseconds since 1970) as UTF-8 into `out`.
int32_t cicu_date_interval_format(
    cicu_date_interval *interval, double from, double to, char *out, int32_t capacity,
    int32_t *status);

/// The skeleton of the locale's pattern for a date style and a time style (ICU's values: -1
/// none, 0 full ... 3 short): "yMMMd" for en_US's medium date. Intl.DateTimeFormat's
/// formatRange opens its interval format with the skeleton of its styles' pattern the same way.
int32_t cicu_date_interval_style_skeleton(
    const char *locale, int32_t date_style, int32_t time_style, char *out, int32_t capacity,
    int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_DATE_INTERVAL_H

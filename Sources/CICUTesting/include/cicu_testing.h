// For tests only: ICU's own answers, which the shim's steps must equal. Fields does not link
// this target.

#ifndef CICU_TESTING_H
#define CICU_TESTING_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Formats intervals with the shim (cicu_date_interval_format) and with ICU's
/// udtitvfmt_format, in every locale ICU has (each `locale_stride`-th, from `locale_offset`),
/// and in locales naming other calendars, hour cycles and digits. Each locale takes its
/// styles' skeletons (what `--date` and `--time` open) and a share of other skeletons, in one
/// of several zones, over intervals that differ first in each calendar field from the era to
/// the millisecond, either way round.
///
/// Returns the number of disagreements and describes the first in `first` (UTF-8, cut to
/// `capacity`); `checks` counts the intervals compared.
int64_t cicu_date_interval_disagreements(
    int32_t locale_offset, int32_t locale_stride, int64_t *checks, char *first,
    int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif  // CICU_TESTING_H

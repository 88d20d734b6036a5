// Part of cicu.h, which includes it: see there for the conventions.
//
// ICU's newer number formatters (icu::number): a number format with Intl's rounding, grouping
// and sign options, measure units and number ranges (cicu_number_skeleton.cpp). The unum
// formatter of cicu_number_format.c stays what `format number` uses without those options.

#ifndef CICU_NUMBER_SKELETON_H
#define CICU_NUMBER_SKELETON_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A number formatter of ICU's icu::number API, for single values; not safe for concurrent use.
typedef struct cicu_number_formatter cicu_number_formatter;

/// A number range formatter ("3–5 %"); not safe for concurrent use.
typedef struct cicu_number_range_formatter cicu_number_range_formatter;

/// The options of a number formatter; -1 in a field keeps what the style gives. The values are
/// ICU's: UNumberFormatRoundingMode, UNumberGroupingStrategy, UNumberSignDisplay and
/// UNumberUnitWidth.
typedef struct cicu_number_options {
  int32_t minimum_fraction_digits;
  int32_t maximum_fraction_digits;
  int32_t rounding;
  int32_t grouping;
  int32_t sign;
} cicu_number_options;

/// Opens unum's DecimalFormat for the style exactly as cicu_number_format_open does, then
/// applies the options through DecimalFormat::toNumberFormatter, so that what the options leave
/// alone stays what DecimalFormat does. Accounting sign display on the currency style opens the
/// locale's accounting currency pattern, which is where ICU keeps the parentheses.
cicu_number_formatter *cicu_number_formatter_open_style(
    const char *locale, int32_t style, const char *currency, cicu_number_options options,
    int32_t *status);

/// Opens a formatter of a CLDR unit identifier ("kilometer-per-hour", "celsius"), with
/// `width` an UNumberUnitWidth (0 narrow, 1 short, 2 full name). Fraction digits default to
/// 0...3, as the decimal style's; grouping to ICU's (the locale's minimum grouping digits).
cicu_number_formatter *cicu_number_formatter_open_unit(
    const char *locale, const char *unit, int32_t unit_length, int32_t width,
    cicu_number_options options, int32_t *status);

/// Closes a formatter; NULL is allowed.
void cicu_number_formatter_close(cicu_number_formatter *formatter);

/// Formats a decimal number given as ASCII ("-1234.5678") exactly, as UTF-8.
int32_t cicu_number_formatter_format_decimal(
    cicu_number_formatter *formatter, const char *decimal, int32_t decimal_length, char *out,
    int32_t capacity, int32_t *status);

/// True when ICU accepts the CLDR unit identifier, simple or compound.
bool cicu_measure_unit_is_known(const char *unit, int32_t length);

/// Writes the identifiers of ICU's built-in units ("meter", "kilometer-per-hour"), each
/// followed by a NUL; returns the bytes needed.
int32_t cicu_measure_unit_available(char *out, int32_t capacity, int32_t *status);

/// Opens a range formatter whose two sides are formatted as `format number` formats the style
/// (see cicu_number_range_format_decimal), with ICU's default collapse (auto) and identity
/// fallback (approximately: "~5").
cicu_number_range_formatter *cicu_number_range_formatter_open(
    const char *locale, int32_t style, const char *currency, cicu_number_options options,
    int32_t *status);

/// Closes a range formatter; NULL is allowed.
void cicu_number_range_formatter_close(cicu_number_range_formatter *formatter);

/// Formats the range between two ASCII decimal numbers, as UTF-8. The percent style takes
/// the numbers already multiplied by 100: ICU 72 scales a range whose sides round alike twice.
int32_t cicu_number_range_format_decimal(
    cicu_number_range_formatter *formatter, const char *low, int32_t low_length,
    const char *high, int32_t high_length, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_NUMBER_SKELETON_H

// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_PLURAL_RULES_H
#define CICU_PLURAL_RULES_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Plural rules (cicu_plural_rules.c)

/// A locale's cardinal or ordinal plural rules, with the number formatters that give a number
/// its visible fraction digits; not safe for concurrent use.
typedef struct cicu_plural_rules cicu_plural_rules;

/// The most fraction digits a number may show: ICU's limit for a number format.
#define CICU_PLURAL_MAXIMUM_FRACTION_DIGITS 999

/// Opens the rules (uplrules_openForType): cardinal ("1 file", "2 files") or ordinal ("1st").
cicu_plural_rules *cicu_plural_rules_open(const char *locale, bool ordinal, int32_t *status);

/// Closes the rules; NULL is allowed.
void cicu_plural_rules_close(cicu_plural_rules *rules);

/// Writes the plural category ("one", "few", "other") of a decimal number given as ASCII
/// ("1.50"), showing exactly `fraction_digits` fraction digits (0 to
/// CICU_PLURAL_MAXIMUM_FRACTION_DIGITS), so that "1.0" is not "1": the number is formatted
/// with unumf and its category chosen by uplrules_selectFormatted.
int32_t cicu_plural_rules_select(
    cicu_plural_rules *rules, const char *decimal, int32_t decimal_length,
    int32_t fraction_digits, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_PLURAL_RULES_H

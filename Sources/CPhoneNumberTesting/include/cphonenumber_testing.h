// For tests and the phone fuzz target only: libphonenumber's own answers, which the fast paths
// of cphonenumber.h must equal, and the check of the digit automata against ICU.
//
// Nothing in the Fields library depends on this target (see docs/fast-paths.md for the fast
// paths and what holds them equal). Safe from any thread, like cphonenumber.h.

#ifndef CPHONENUMBER_TESTING_H
#define CPHONENUMBER_TESTING_H

#include <stdbool.h>
#include <stdint.h>

#include "cphonenumber.h"

#ifdef __cplusplus
extern "C" {
#endif

/// `cphn_parse` through libphonenumber's own Parse alone.
cphn_parse_result cphn_parse_with_libphonenumber(
    const char *text, int32_t length, const char *region, cphn_number *out);

/// `cphn_possibility_of` asked of libphonenumber's IsPossibleNumberWithReason alone.
cphn_possibility cphn_possibility_of_with_libphonenumber(const cphn_number *number);

/// `cphn_is_valid` through libphonenumber's IsValidNumber alone.
bool cphn_is_valid_with_libphonenumber(const cphn_number *number);

/// `cphn_is_valid_for_region` through libphonenumber's IsValidNumberForRegion alone.
bool cphn_is_valid_for_region_with_libphonenumber(const cphn_number *number, const char *region);

/// `cphn_format` through libphonenumber's Format alone.
int32_t cphn_format_with_libphonenumber(
    const cphn_number *number, cphn_format_style style, char *out, int32_t capacity);

/// Compares each national number pattern's digit automaton (which `cphn_is_valid` and
/// `cphn_is_valid_for_region` use in place of ICU's regex engine) with ICU's full match, for
/// every pattern of every region and non-geographical entity. The digit strings are each
/// pattern's example number, its prefixes, its one-digit extensions and the example with each
/// digit changed, `per_pattern` strings drawn from the pattern itself (and each one lengthened
/// and shortened by a digit), and `per_pattern` random strings of each length 1 through 17
/// from `seed`. Returns the number of disagreements and writes the first as NUL-terminated
/// UTF-8 to `first` (cut to fit); counts the strings compared in `checks`.
int64_t cphn_digit_pattern_disagreements(
    uint64_t seed, int32_t per_pattern, int64_t *checks, char *first, int32_t capacity);

/// Compares the digit automata `cphn_format` chooses a format with against ICU, for every
/// number format of every region: its pattern against ICU's full match
/// (RegexMatcher::matches), and each of its leading digits patterns against ICU's match at the
/// start (RegexMatcher::lookingAt). The strings are drawn from each pattern, with their
/// neighbours and lengthened by random digits, plus `per_pattern` random strings of each length
/// 0 through 17. Returns the number of disagreements (a pattern without an automaton counts as
/// one) and writes the first to `first` (cut to fit); counts the strings compared in `checks`.
int64_t cphn_format_pattern_disagreements(
    uint64_t seed, int32_t per_pattern, int64_t *checks, char *first, int32_t capacity);

/// Compares `cphn_format` with libphonenumber's Format in all four styles, for numbers of every
/// region and non-geographical entity: each type's example number, two strings drawn from each
/// type's pattern, `per_format` strings drawn from each number format's pattern (and each cut
/// by a digit), random numbers of 1 to 17 digits, and numbers of unknown calling codes; every
/// third has an extension. Returns the number of disagreements and writes the first to `first`
/// (cut to fit); counts the formats compared in `checks` and those `cphn_format` left to the
/// library in `declined`.
int64_t cphn_format_disagreements(
    uint64_t seed, int32_t per_format, int64_t *checks, int64_t *declined, char *first,
    int32_t capacity);

/// The number of national number patterns that have no digit automaton (and so still go
/// through ICU), each written to `out` as a line "region type: pattern" (cut to fit,
/// NUL-terminated).
int32_t cphn_digit_patterns_declined(char *out, int32_t capacity);

/// The bytes held by the digit automata built so far.
int64_t cphn_digit_pattern_bytes(void);

#ifdef __cplusplus
}
#endif

#endif  // CPHONENUMBER_TESTING_H

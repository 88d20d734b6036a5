// For tests only: holds the digit automata to ICU's answers on every pattern of the metadata.

#ifndef CPHONENUMBER_DIGIT_PATTERN_CHECK_H
#define CPHONENUMBER_DIGIT_PATTERN_CHECK_H

#include <cstdint>
#include <string>
#include <vector>

namespace fields_phone {

/// Compares each national number pattern's automaton with ICU's full match on generated digit
/// strings (see cphn_digit_pattern_disagreements). Returns the number of disagreements,
/// describes the first in `first`, and counts the strings compared in `checks`.
int64_t CountDigitPatternDisagreements(
    uint64_t seed, int per_pattern, int64_t *checks, std::string *first);

/// Compares the automaton of each number format's pattern with ICU's full match, and of its
/// leading digits patterns with ICU's match at the start (see
/// cphn_format_pattern_disagreements).
int64_t CountFormatPatternDisagreements(
    uint64_t seed, int per_pattern, int64_t *checks, std::string *first);

/// The patterns with no automaton, each as "region type: pattern".
std::vector<std::string> DeclinedDigitPatterns();

}  // namespace fields_phone

#endif  // CPHONENUMBER_DIGIT_PATTERN_CHECK_H

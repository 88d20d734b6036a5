// Faster paths through libphonenumber's own rules, for cphonenumber.cpp only.
//
// libphonenumber opens a new ICU RegexMatcher for every pattern it tries, and runs its
// extension, viability and punctuation patterns over the whole text before it looks at the
// digits: that is most of the time it spends on a number. The functions here follow the same
// steps over the same metadata and the same patterns, in ICU's same regex engine, but keep one
// matcher per pattern and thread, and read plainly written numbers without the text patterns.
// Each one declines (returns false) for anything it does not reproduce, and the caller then asks
// libphonenumber; tests compare both over many generated inputs for every region.

#ifndef CPHONENUMBER_PLAIN_NUMBER_H
#define CPHONENUMBER_PLAIN_NUMBER_H

#include <string>

#include "phonenumbers/phonemetadata.pb.h"
#include "phonenumbers/phonenumber.pb.h"

namespace fields_phone {

/// Parses a number written only with ASCII digits, spaces, `-`, `.`, `(` and `)`, with at most
/// one `+` before its first digit, as PhoneNumberUtil::Parse does. Returns false, touching
/// nothing, when the text has another shape or the parse takes a path not reproduced here;
/// otherwise sets `error` (a PhoneNumberUtil::ErrorType) and, when it is NO_PARSING_ERROR,
/// `number`.
bool ParsePlainNumber(
    const char *text, size_t length, const std::string &region, int *error,
    i18n::phonenumbers::PhoneNumber *number);

/// PhoneNumberUtil::IsValidNumberForRegion, answered in `valid`; false when not decided here.
bool IsValidNumberForRegion(
    const i18n::phonenumbers::PhoneNumber &number, const std::string &region, bool *valid);

/// PhoneNumberUtil::IsValidNumber, answered in `valid`; false when not decided here. When
/// `known_invalid_region` is given, the caller knows the number is not valid for that region,
/// and when it is the region the library would check, the answer is false without checking
/// it again.
bool IsValidNumber(
    const i18n::phonenumbers::PhoneNumber &number, bool *valid,
    const std::string *known_invalid_region = nullptr);

/// PhoneNumberUtil::IsPossibleNumberWithReason, answered in `possibility` (a
/// PhoneNumberUtil::ValidationResult); false when not decided here.
bool PossibilityOf(const i18n::phonenumbers::PhoneNumber &number, int *possibility);

/// PhoneNumberUtil::Format, written to `formatted` (a PhoneNumberUtil::PhoneNumberFormat in
/// `style`); false, touching nothing, when not decided here.
bool FormatNumber(const i18n::phonenumbers::PhoneNumber &number, int style, std::string *formatted);

/// Whether ICU's regex engine matches the whole text with a metadata pattern (one compiled
/// matcher per pattern and thread, keyed by the pattern's address), in `matched`; false when
/// ICU does not compile the pattern. For tests that hold the digit automata to ICU.
bool FullMatchWithICU(const std::string &pattern, const std::string &text, bool *matched);

/// Whether ICU's regex engine matches a prefix of the text with a metadata pattern (RegExp's
/// Consume anchored at the start); a pattern ICU does not compile matches nothing. For tests
/// that hold the digit automata's prefix matches to ICU.
bool LookingAtWithICU(const std::string &pattern, const std::string &text);

/// The compiled-in metadata these functions read (parsed once, never freed), or null when it
/// did not parse.
const i18n::phonenumbers::PhoneMetadataCollection *LoadedMetadata();

}  // namespace fields_phone

#endif  // CPHONENUMBER_PLAIN_NUMBER_H

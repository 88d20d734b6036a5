// The C shim over Google's libphonenumber that Fields reaches through Swift.
//
// libphonenumber is C++ whose headers pull in protobuf and abseil; Swift sees only these plain C
// types. A phone number crosses the boundary as `cphn_number`, the fields of libphonenumber's
// PhoneNumber message that formatting and validation read. Strings are UTF-8 with a length.
// Everything here but the as-you-type formatter is safe from any thread: PhoneNumberUtil is an
// immutable singleton once built. What only tests call (libphonenumber's answers alone, the
// digit automata checked against ICU) is in the test-only CPhoneNumberTesting target.

#ifndef CPHONENUMBER_H
#define CPHONENUMBER_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// A parsed phone number: what libphonenumber's PhoneNumber message carries for formatting.
typedef struct cphn_number {
  int32_t country_code;
  uint64_t national_number;
  bool italian_leading_zero;
  int32_t number_of_leading_zeros;
  /// The extension's digits, NUL-terminated; empty when there is none.
  char extension[40];
} cphn_number;

/// Why parsing failed (libphonenumber's ErrorType, in its order).
typedef enum cphn_parse_result {
  CPHN_PARSE_OK = 0,
  CPHN_PARSE_INVALID_COUNTRY_CODE = 1,
  CPHN_PARSE_NOT_A_NUMBER = 2,
  CPHN_PARSE_TOO_SHORT_AFTER_IDD = 3,
  CPHN_PARSE_TOO_SHORT_NSN = 4,
  CPHN_PARSE_TOO_LONG_NSN = 5,
} cphn_parse_result;

/// Whether the length could make a number (libphonenumber's ValidationResult, in its order).
typedef enum cphn_possibility {
  CPHN_IS_POSSIBLE = 0,
  CPHN_IS_POSSIBLE_LOCAL_ONLY = 1,
  CPHN_INVALID_COUNTRY_CODE = 2,
  CPHN_TOO_SHORT = 3,
  CPHN_INVALID_LENGTH = 4,
  CPHN_TOO_LONG = 5,
} cphn_possibility;

/// The kind of line (libphonenumber's PhoneNumberType, in its order).
typedef enum cphn_number_type {
  CPHN_FIXED_LINE = 0,
  CPHN_MOBILE = 1,
  CPHN_FIXED_LINE_OR_MOBILE = 2,
  CPHN_TOLL_FREE = 3,
  CPHN_PREMIUM_RATE = 4,
  CPHN_SHARED_COST = 5,
  CPHN_VOIP = 6,
  CPHN_PERSONAL_NUMBER = 7,
  CPHN_PAGER = 8,
  CPHN_UAN = 9,
  CPHN_VOICEMAIL = 10,
  CPHN_UNKNOWN = 11,
} cphn_number_type;

/// Output formats (libphonenumber's PhoneNumberFormat, in its order).
typedef enum cphn_format_style {
  CPHN_E164 = 0,
  CPHN_INTERNATIONAL = 1,
  CPHN_NATIONAL = 2,
  CPHN_RFC3966 = 3,
} cphn_format_style;

/// An as-you-type formatter for one region; not safe for concurrent use.
typedef struct cphn_as_you_type cphn_as_you_type;

/// The version of the loaded libphonenumber ("8.12"), read from its file name since the library
/// declares none; linked from its archive, the version built against; "unknown" when neither is
/// known.
int32_t cphn_library_version(char *out, int32_t capacity);

/// True when libphonenumber has metadata for the upper-case CLDR region ("DE", "US").
bool cphn_region_is_supported(const char *region);

/// Parses UTF-8 text with a default region ("ZZ" when the text must start with +).
///
/// A text of more than 250 UTF-16 units is CPHN_PARSE_TOO_LONG_NSN without being read, as
/// libphonenumber's Java version has it; the C++ library would take time quadratic in its
/// length to say the same. Plainly written numbers (digits, spaces, `-`, `.`, parentheses, a
/// leading `+`) are read by the library's rules without its text patterns; see
/// docs/fast-paths.md.
cphn_parse_result cphn_parse(
    const char *text, int32_t length, const char *region, cphn_number *out);

/// Reads a number written with `+` literally: every digit after the country code belongs to
/// the national number. libphonenumber takes a national prefix off even after `+` (people write
/// "+44 (0)20 …"); in a few regions that turns a valid number's own E.164 form into another,
/// invalid number (Belarus's premium `8 810 356 9377` is `+375 8103569377`, which the library
/// reads as `+375 103569377`). Call it only when `cphn_parse`'s number is not valid.
///
/// Returns true and fills `out` with the first literal reading that is valid; false when the
/// text is not written with `+`, takes no prefix off, or no such reading is valid.
bool cphn_parse_literal_international(
    const char *text, int32_t length, const char *region, cphn_number *out);

/// Whether the number's length fits its country.
cphn_possibility cphn_possibility_of(const cphn_number *number);

/// True when the number matches a pattern in its region's metadata.
bool cphn_is_valid(const cphn_number *number);

/// `cphn_is_valid` for a number known not to be valid for `region`: when `region` is the one
/// the number's calling code sends it to, the answer is false without checking it again.
bool cphn_is_valid_elsewhere(const cphn_number *number, const char *region);

/// True when the number is valid for this region in particular.
bool cphn_is_valid_for_region(const cphn_number *number, const char *region);

/// The kind of line the metadata says this is.
cphn_number_type cphn_type_of(const cphn_number *number);

/// The region the number belongs to ("US"), NUL-terminated; "ZZ" when none.
void cphn_region_of(const cphn_number *number, char out[4]);

/// Formats the number as UTF-8; returns the bytes needed.
int32_t cphn_format(
    const cphn_number *number, cphn_format_style style, char *out, int32_t capacity);

/// Formats the region's example number (libphonenumber's GetExampleNumber, a fixed line) as
/// UTF-8; returns the bytes needed, or 0 when the region has no example.
int32_t cphn_example_number(
    const char *region, cphn_format_style style, char *out, int32_t capacity);

/// Opens an as-you-type formatter for the region.
cphn_as_you_type *cphn_as_you_type_open(const char *region);

/// Closes an as-you-type formatter; NULL is allowed.
void cphn_as_you_type_close(cphn_as_you_type *formatter);

/// Forgets what was typed.
void cphn_as_you_type_clear(cphn_as_you_type *formatter);

/// Feeds one character; returns the length in bytes of the whole text as formatted so far,
/// which `cphn_as_you_type_text` copies out. With `remember_position`, the formatter tracks
/// where this character ends up.
///
/// Feeding is not repeatable (each call adds a character), so the text is kept in the handle
/// and copied by a separate call that can be retried with a larger buffer.
int32_t cphn_as_you_type_input(
    cphn_as_you_type *formatter, uint32_t scalar, bool remember_position);

/// Copies the text as formatted after the last character fed (empty after opening or
/// clearing) as UTF-8, NUL-terminated when it fits; returns the bytes it needs without the NUL.
int32_t cphn_as_you_type_text(cphn_as_you_type *formatter, char *out, int32_t capacity);

/// Where the remembered character is in the formatted text, counted in characters.
int32_t cphn_as_you_type_remembered_position(cphn_as_you_type *formatter);

#ifdef __cplusplus
}
#endif

#endif  // CPHONENUMBER_H

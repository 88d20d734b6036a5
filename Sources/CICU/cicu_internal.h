// What the shim's C files share and Swift never sees: the UTF-8 and UTF-16 conversions. This
// header sits outside include/ on purpose, since it names ICU types.

#ifndef CICU_INTERNAL_H
#define CICU_INTERNAL_H

#include <stdint.h>

#include <unicode/utypes.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Units kept inline in a `cicu_internal_utf16` and in the shim's stack buffers; most strings
/// on the hot path (zones, patterns, skeletons, formatted values) fit.
enum { CICU_INLINE_UNITS = 256 };

/// A UTF-16 copy of a UTF-8 argument: inline for the short strings of the hot path, on the
/// heap for long ones.
typedef struct cicu_internal_utf16 {
  UChar *units;
  int32_t length;
  UChar storage[CICU_INLINE_UNITS];
} cicu_internal_utf16;

/// Converts UTF-8 into `string`; on failure `*status` is set and `string` is empty. Does
/// nothing when `*status` is already a failure.
void cicu_internal_utf16_from_utf8(
    cicu_internal_utf16 *string, const char *text, int32_t length, UErrorCode *status);

/// Frees a heap copy; the string is empty afterwards.
void cicu_internal_utf16_free(cicu_internal_utf16 *string);

/// Writes UTF-16 as UTF-8 into out; returns the bytes needed and sets the overflow status when
/// they do not fit. No terminator is written when the text fills the buffer exactly.
int32_t cicu_internal_utf8_from_utf16(
    const UChar *units, int32_t length, char *out, int32_t capacity, UErrorCode *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_INTERNAL_H

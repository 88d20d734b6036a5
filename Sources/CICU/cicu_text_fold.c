// Folding text for matching: ICU's compatibility decomposition, marks dropped, case folded.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/uchar.h>
#include <unicode/unorm2.h>
#include <unicode/ustring.h>
#include <unicode/utf16.h>

/// Runs an ICU call that writes UTF-16, into a buffer of the size it asks for. Returns NULL
/// and sets `*status` on failure; the caller frees the result.
static UChar *cicu_fold_step_normalize(
    const UNormalizer2 *normalizer, const UChar *units, int32_t length, int32_t *out_length,
    UErrorCode *status) {
  int32_t needed = unorm2_normalize(normalizer, units, length, NULL, 0, status);
  if (*status != U_BUFFER_OVERFLOW_ERROR && U_FAILURE(*status)) return NULL;
  *status = U_ZERO_ERROR;
  UChar *result = malloc(sizeof(UChar) * (size_t)(needed + 1));
  if (result == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  *out_length = unorm2_normalize(normalizer, units, length, result, needed + 1, status);
  if (U_FAILURE(*status)) {
    free(result);
    return NULL;
  }
  return result;
}

int32_t cicu_text_fold(
    const char *text, int32_t length, char *out, int32_t capacity, int32_t *status_code) {
  UErrorCode status = (UErrorCode)*status_code;
  cicu_internal_utf16 source;
  cicu_internal_utf16_from_utf8(&source, text, length, &status);
  const UNormalizer2 *nfkd = unorm2_getNFKDInstance(&status);
  int32_t decomposed_length = 0;
  UChar *decomposed = U_SUCCESS(status)
      ? cicu_fold_step_normalize(nfkd, source.units, source.length, &decomposed_length, &status)
      : NULL;
  cicu_internal_utf16_free(&source);
  if (decomposed == NULL) {
    *status_code = (int32_t)status;
    return 0;
  }
  // The accents and other non-spacing marks the decomposition split off go; in place, since
  // the text only shrinks.
  int32_t kept = 0;
  for (int32_t index = 0; index < decomposed_length;) {
    int32_t start = index;
    UChar32 character;
    U16_NEXT(decomposed, index, decomposed_length, character);
    if (u_charType(character) == U_NON_SPACING_MARK) continue;
    while (start < index) decomposed[kept++] = decomposed[start++];
  }
  int32_t folded_length = u_strFoldCase(NULL, 0, decomposed, kept, U_FOLD_CASE_DEFAULT, &status);
  UChar *folded = NULL;
  if (status == U_BUFFER_OVERFLOW_ERROR || U_SUCCESS(status)) {
    status = U_ZERO_ERROR;
    folded = malloc(sizeof(UChar) * (size_t)(folded_length + 1));
    if (folded == NULL) status = U_MEMORY_ALLOCATION_ERROR;
    else folded_length = u_strFoldCase(folded, folded_length + 1, decomposed, kept,
                                       U_FOLD_CASE_DEFAULT, &status);
  }
  free(decomposed);
  int32_t written = 0;
  if (folded != NULL && U_SUCCESS(status)) {
    written = cicu_internal_utf8_from_utf16(folded, folded_length, out, capacity, &status);
  }
  free(folded);
  *status_code = (int32_t)status;
  return written;
}

// Plural categories: "one", "few", "other" for a number as written.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uloc.h>
#include <unicode/unumberformatter.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>

struct cicu_plural_rules {
  UPluralRules *rules;
  /// The result every number is formatted into, reused.
  UFormattedNumber *result;
  /// The formatter that shows exactly n fraction digits, opened the first time a number with n
  /// digits comes: a stream's numbers have a few fraction counts, and opening one costs far
  /// more than formatting.
  UNumberFormatter *formatters[CICU_PLURAL_MAXIMUM_FRACTION_DIGITS + 1];
  char locale[ULOC_FULLNAME_CAPACITY];
};

cicu_plural_rules *cicu_plural_rules_open(const char *locale, bool ordinal, int32_t *status) {
  if (strlen(locale) >= ULOC_FULLNAME_CAPACITY) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  cicu_plural_rules *rules = calloc(1, sizeof(cicu_plural_rules));
  if (rules == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  strcpy(rules->locale, locale);
  UErrorCode error = U_ZERO_ERROR;
  rules->rules =
      uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &error);
  rules->result = unumf_openResult(&error);
  *status = error;
  if (U_FAILURE(error)) {
    cicu_plural_rules_close(rules);
    return NULL;
  }
  return rules;
}

void cicu_plural_rules_close(cicu_plural_rules *rules) {
  if (rules == NULL) return;
  for (int32_t digits = 0; digits <= CICU_PLURAL_MAXIMUM_FRACTION_DIGITS; digits++) {
    if (rules->formatters[digits] != NULL) unumf_close(rules->formatters[digits]);
  }
  if (rules->result != NULL) unumf_closeResult(rules->result);
  if (rules->rules != NULL) uplrules_close(rules->rules);
  free(rules);
}

/// The formatter showing exactly `digits` fraction digits: skeleton ".*" for none, ".00*" for
/// two (at least two, and any more the number has, of which it has none).
static UNumberFormatter *formatter_for(
    cicu_plural_rules *rules, int32_t digits, UErrorCode *error) {
  if (rules->formatters[digits] != NULL) return rules->formatters[digits];
  UChar skeleton[CICU_PLURAL_MAXIMUM_FRACTION_DIGITS + 2];
  int32_t length = 0;
  skeleton[length++] = u'.';
  for (int32_t index = 0; index < digits; index++) skeleton[length++] = u'0';
  skeleton[length++] = u'*';
  UNumberFormatter *opened =
      unumf_openForSkeletonAndLocale(skeleton, length, rules->locale, error);
  if (U_FAILURE(*error)) {
    unumf_close(opened);
    return NULL;
  }
  rules->formatters[digits] = opened;
  return opened;
}

int32_t cicu_plural_rules_select(
    cicu_plural_rules *rules, const char *decimal, int32_t decimal_length,
    int32_t fraction_digits, char *out, int32_t capacity, int32_t *status) {
  if (fraction_digits < 0 || fraction_digits > CICU_PLURAL_MAXIMUM_FRACTION_DIGITS) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UErrorCode error = U_ZERO_ERROR;
  UNumberFormatter *formatter = formatter_for(rules, fraction_digits, &error);
  if (U_SUCCESS(error)) {
    unumf_formatDecimal(formatter, decimal, decimal_length, rules->result, &error);
  }
  // Category names are short ASCII words ("other" is the longest).
  UChar keyword[16];
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    length = uplrules_selectFormatted(rules->rules, rules->result, keyword, 16, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    written = cicu_internal_utf8_from_utf16(keyword, length, out, capacity, &error);
  }
  *status = error;
  return written;
}

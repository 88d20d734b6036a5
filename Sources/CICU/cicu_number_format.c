// Number formatting and strict parsing.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/unum.h>
#include <unicode/ustring.h>

// MARK: - Number formatting

cicu_number_format *cicu_number_format_open(
    const char *locale, cicu_number_style style, const char *currency,
    int32_t minimum_fraction_digits, int32_t maximum_fraction_digits, int32_t *status) {
  static const UNumberFormatStyle styles[] = {
      UNUM_DECIMAL,    UNUM_PERCENT, UNUM_CURRENCY, UNUM_SCIENTIFIC, UNUM_DECIMAL_COMPACT_SHORT,
      UNUM_DECIMAL_COMPACT_LONG,
  };
  if ((int)style < 0 || (int)style > (int)CICU_NUMBER_COMPACT_LONG) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UErrorCode error = U_ZERO_ERROR;
  UNumberFormat *format = unum_open(styles[style], NULL, 0, locale, NULL, &error);
  if (U_SUCCESS(error) && currency != NULL) {
    UChar code[4];
    u_charsToUChars(currency, code, 3);
    code[3] = 0;
    unum_setTextAttribute(format, UNUM_CURRENCY_CODE, code, 3, &error);
  }
  if (U_SUCCESS(error)) {
    unum_setAttribute(format, UNUM_LENIENT_PARSE, 0);
    // Setting the minimum raises a smaller maximum and the reverse, so the order matters: the
    // maximum goes first and the minimum last, so that both end as asked.
    if (maximum_fraction_digits >= 0) {
      unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, maximum_fraction_digits);
    }
    if (minimum_fraction_digits >= 0) {
      unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, minimum_fraction_digits);
    }
  }
  *status = error;
  if (U_FAILURE(error)) {
    unum_close(format);
    return NULL;
  }
  return (cicu_number_format *)format;
}

void cicu_number_format_close(cicu_number_format *format) {
  if (format != NULL) unum_close((UNumberFormat *)format);
}

int32_t cicu_number_format_format_decimal(
    cicu_number_format *format, const char *decimal, int32_t decimal_length, char *out,
    int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar inline_units[CICU_INLINE_UNITS];
  UChar *units = inline_units;
  int32_t length = unum_formatDecimal(
      (UNumberFormat *)format, decimal, decimal_length, units, CICU_INLINE_UNITS, NULL, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (units == NULL) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return 0;
    }
    length = unum_formatDecimal(
        (UNumberFormat *)format, decimal, decimal_length, units, length + 1, NULL, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = cicu_internal_utf8_from_utf16(units, length, out, capacity, &error);
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

int32_t cicu_number_format_parse_decimal(
    cicu_number_format *format, const char *text, int32_t length, char *out, int32_t capacity,
    int32_t *error_index, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 text16;
  cicu_internal_utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    written = unum_parseDecimal(
        (UNumberFormat *)format, text16.units, text16.length, &position, out, capacity, &error);
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  *error_index = position;
  cicu_internal_utf16_free(&text16);
  *status = error;
  return written;
}

double cicu_number_format_parse_double(
    cicu_number_format *format, const char *text, int32_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_internal_utf16 text16;
  cicu_internal_utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  double value = 0;
  if (U_SUCCESS(error)) {
    value = unum_parseDouble(
        (UNumberFormat *)format, text16.units, text16.length, &position, &error);
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  cicu_internal_utf16_free(&text16);
  *status = error;
  return value;
}

// What LocaleInfo reads about one locale: number symbols, digits, the first weekday and calendar
// names.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>

#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/unum.h>

// MARK: - Locale data

struct cicu_locale_data {
  UDateFormat *dates;
  UNumberFormat *numbers;
  UCalendar *calendar;
};

cicu_locale_data *cicu_locale_data_open(const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_locale_data *data = calloc(1, sizeof *data);
  if (data == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  data->dates = udat_open(UDAT_DEFAULT, UDAT_DEFAULT, locale, NULL, -1, NULL, -1, &error);
  data->numbers = unum_open(UNUM_DECIMAL, NULL, 0, locale, NULL, &error);
  data->calendar = ucal_open(NULL, 0, locale, UCAL_DEFAULT, &error);
  *status = error;
  if (U_FAILURE(error)) {
    cicu_locale_data_close(data);
    return NULL;
  }
  return data;
}

void cicu_locale_data_close(cicu_locale_data *data) {
  if (data == NULL) return;
  if (data->dates != NULL) udat_close(data->dates);
  if (data->numbers != NULL) unum_close(data->numbers);
  if (data->calendar != NULL) ucal_close(data->calendar);
  free(data);
}

int32_t cicu_locale_data_number_symbol(
    cicu_locale_data *data, cicu_number_symbol symbol, char *out, int32_t capacity,
    int32_t *status) {
  static const UNumberFormatSymbol symbols[] = {
      UNUM_DECIMAL_SEPARATOR_SYMBOL, UNUM_GROUPING_SEPARATOR_SYMBOL, UNUM_MINUS_SIGN_SYMBOL,
      UNUM_PLUS_SIGN_SYMBOL,         UNUM_PERCENT_SYMBOL,            UNUM_EXPONENTIAL_SYMBOL,
      UNUM_ZERO_DIGIT_SYMBOL,
  };
  if ((int)symbol < 0 || (int)symbol > (int)CICU_SYMBOL_ZERO_DIGIT) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return 0;
  }
  UErrorCode error = U_ZERO_ERROR;
  UChar value[32];
  int32_t length = unum_getSymbol(data->numbers, symbols[symbol], value, 32, &error);
  int32_t written = cicu_internal_utf8_from_utf16(value, length, out, capacity, &error);
  *status = error;
  return written;
}

int32_t cicu_locale_data_digits(
    cicu_locale_data *data, char *out, int32_t capacity, int32_t *status) {
  // ICU keeps 1 to 9 apart from the zero digit so that a numbering system need not be contiguous.
  static const UNumberFormatSymbol digits[] = {
      UNUM_ZERO_DIGIT_SYMBOL,  UNUM_ONE_DIGIT_SYMBOL,   UNUM_TWO_DIGIT_SYMBOL,
      UNUM_THREE_DIGIT_SYMBOL, UNUM_FOUR_DIGIT_SYMBOL,  UNUM_FIVE_DIGIT_SYMBOL,
      UNUM_SIX_DIGIT_SYMBOL,   UNUM_SEVEN_DIGIT_SYMBOL, UNUM_EIGHT_DIGIT_SYMBOL,
      UNUM_NINE_DIGIT_SYMBOL,
  };
  UErrorCode error = U_ZERO_ERROR;
  UChar all[64];
  int32_t length = 0;
  for (int index = 0; index < 10 && U_SUCCESS(error); index++) {
    length += unum_getSymbol(data->numbers, digits[index], all + length, 64 - length, &error);
  }
  int32_t written = cicu_internal_utf8_from_utf16(all, length, out, capacity, &error);
  *status = error;
  return written;
}

int32_t cicu_locale_data_first_weekday(cicu_locale_data *data) {
  return ucal_getAttribute(data->calendar, UCAL_FIRST_DAY_OF_WEEK);
}

static UDateFormatSymbolType symbol_type(cicu_name_kind kind, int32_t *first_index) {
  *first_index = 0;
  switch (kind) {
    case CICU_NAMES_MONTHS: return UDAT_MONTHS;
    case CICU_NAMES_STANDALONE_MONTHS: return UDAT_STANDALONE_MONTHS;
    case CICU_NAMES_SHORT_MONTHS: return UDAT_SHORT_MONTHS;
    // ICU numbers weekdays from 1 (Sunday) and leaves index 0 empty.
    case CICU_NAMES_WEEKDAYS: *first_index = 1; return UDAT_WEEKDAYS;
    case CICU_NAMES_STANDALONE_WEEKDAYS: *first_index = 1; return UDAT_STANDALONE_WEEKDAYS;
    case CICU_NAMES_SHORT_WEEKDAYS: *first_index = 1; return UDAT_SHORT_WEEKDAYS;
    case CICU_NAMES_AM_PM: return UDAT_AM_PMS;
    case CICU_NAMES_ERAS: return UDAT_ERAS;
  }
  return UDAT_MONTHS;
}

int32_t cicu_locale_data_name_count(cicu_locale_data *data, cicu_name_kind kind) {
  int32_t first = 0;
  UDateFormatSymbolType type = symbol_type(kind, &first);
  int32_t count = udat_countSymbols(data->dates, type) - first;
  return count < 0 ? 0 : count;
}

int32_t cicu_locale_data_name(
    cicu_locale_data *data, cicu_name_kind kind, int32_t index, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t first = 0;
  UDateFormatSymbolType type = symbol_type(kind, &first);
  UChar name[CICU_INLINE_UNITS];
  int32_t length =
      udat_getSymbols(data->dates, type, index + first, name, CICU_INLINE_UNITS, &error);
  int32_t written = cicu_internal_utf8_from_utf16(name, length, out, capacity, &error);
  *status = error;
  return written;
}

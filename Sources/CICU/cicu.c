// The ICU side of cicu.h. Every ICU type stays in this file; see the header for the contract.

#include "cicu.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/uclean.h>
#include <unicode/ucurr.h>
#include <unicode/uidna.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/uregion.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

// udatpg_getDefaultHourCycle arrived in ICU 67.
#if U_ICU_VERSION_MAJOR_NUM < 67
#error "Fields needs ICU 67 or later."
#endif

_Static_assert(sizeof(UChar) == 2, "ICU's UChar is UTF-16.");
_Static_assert(CICU_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "The header repeats ICU's code.");
_Static_assert(UDAT_FULL == 0 && UDAT_SHORT == 3 && UDAT_NONE == -1, "Style values are ICU's.");
_Static_assert(UDAT_HOUR_CYCLE_11 == 0 && UDAT_HOUR_CYCLE_24 == 3, "Hour cycles are ICU's.");

// MARK: - UTF-8 and UTF-16

enum { INLINE_UNITS = 256 };

// A UTF-16 copy of a UTF-8 argument: inline for the short strings of the hot path, on the heap
// for long ones.
typedef struct utf16 {
  UChar *units;
  int32_t length;
  UChar storage[INLINE_UNITS];
} utf16;

static void utf16_free(utf16 *string) {
  if (string->units != string->storage) free(string->units);
  string->units = string->storage;
}

static void utf16_from_utf8(utf16 *string, const char *text, int32_t length, UErrorCode *status) {
  string->units = string->storage;
  string->length = 0;
  if (U_FAILURE(*status)) return;
  int32_t needed = 0;
  u_strFromUTF8(string->units, INLINE_UNITS, &needed, text, length, status);
  if (*status == U_BUFFER_OVERFLOW_ERROR) {
    *status = U_ZERO_ERROR;
    string->units = malloc(sizeof(UChar) * (size_t)(needed + 1));
    if (string->units == NULL) {
      string->units = string->storage;
      *status = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    u_strFromUTF8(string->units, needed + 1, &needed, text, length, status);
  }
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
  string->length = needed;
}

// Writes UTF-16 as UTF-8 into out; returns the bytes needed and sets the overflow status when
// they do not fit. No terminator is written when the text fills the buffer exactly.
static int32_t utf8_from_utf16(
    const UChar *units, int32_t length, char *out, int32_t capacity, UErrorCode *status) {
  if (U_FAILURE(*status)) return 0;
  int32_t needed = 0;
  u_strToUTF8(out, capacity, &needed, units, length, status);
  if (*status == U_STRING_NOT_TERMINATED_WARNING) *status = U_ZERO_ERROR;
  return needed;
}

// MARK: - Versions and errors

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cicu_versions(char *icu, int32_t icu_capacity, char *cldr, int32_t cldr_capacity) {
  UVersionInfo version;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(version);
  u_versionToString(version, text);
  strncpy(icu, text, (size_t)icu_capacity - 1);
  icu[icu_capacity - 1] = 0;

  UErrorCode status = U_ZERO_ERROR;
  ulocdata_getCLDRVersion(version, &status);
  if (U_FAILURE(status)) {
    strncpy(cldr, "unknown", (size_t)cldr_capacity - 1);
  } else {
    u_versionToString(version, text);
    strncpy(cldr, text, (size_t)cldr_capacity - 1);
  }
  cldr[cldr_capacity - 1] = 0;
}

// MARK: - Locales, zones, calendars, currencies

// ICU has data for a language when one of its available locales starts with that language.
static bool language_has_data(const char *language) {
  size_t length = strlen(language);
  if (length == 0) return false;
  int32_t count = uloc_countAvailable();
  for (int32_t index = 0; index < count; index++) {
    const char *available = uloc_getAvailable(index);
    if (strncmp(available, language, length) == 0 &&
        (available[length] == 0 || available[length] == '_')) {
      return true;
    }
  }
  return false;
}

static bool identifier_is_plain_ascii(const char *identifier) {
  if (*identifier == 0) return false;
  for (const char *c = identifier; *c; c++) {
    unsigned char u = (unsigned char)*c;
    bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') ||
              u == '_' || u == '-' || u == '@' || u == '=' || u == ';' || u == '/' || u == '+';
    if (!ok) return false;
  }
  return true;
}

cicu_locale_problem cicu_locale_resolve(const char *identifier, char *out, int32_t capacity) {
  if (!identifier_is_plain_ascii(identifier)) return CICU_LOCALE_MALFORMED;
  UErrorCode status = U_ZERO_ERROR;
  char canonical[ULOC_FULLNAME_CAPACITY];
  bool has_hyphen = strchr(identifier, '-') != NULL && strchr(identifier, '@') == NULL;
  if (has_hyphen) {
    // A BCP 47 tag: all of it must parse, or "de-DE-x" would quietly become "de_DE".
    int32_t parsed = 0;
    uloc_forLanguageTag(identifier, canonical, sizeof canonical, &parsed, &status);
    if (U_FAILURE(status) || parsed != (int32_t)strlen(identifier)) return CICU_LOCALE_MALFORMED;
  } else {
    uloc_canonicalize(identifier, canonical, sizeof canonical, &status);
    if (U_FAILURE(status)) return CICU_LOCALE_MALFORMED;
  }
  canonical[sizeof canonical - 1] = 0;

  char part[ULOC_FULLNAME_CAPACITY];
  status = U_ZERO_ERROR;
  uloc_getLanguage(canonical, part, sizeof part, &status);
  if (U_FAILURE(status) || part[0] == 0) return CICU_LOCALE_MALFORMED;
  if (strcmp(part, "root") == 0 || !language_has_data(part)) return CICU_LOCALE_UNKNOWN_LANGUAGE;

  status = U_ZERO_ERROR;
  uloc_getScript(canonical, part, sizeof part, &status);
  if (U_FAILURE(status)) return CICU_LOCALE_MALFORMED;
  if (part[0] != 0) {
    UScriptCode codes[4];
    status = U_ZERO_ERROR;
    int32_t found = uscript_getCode(part, codes, 4, &status);
    if (U_FAILURE(status) || found <= 0 || codes[0] == USCRIPT_INVALID_CODE) {
      return CICU_LOCALE_UNKNOWN_SCRIPT;
    }
  }

  status = U_ZERO_ERROR;
  uloc_getCountry(canonical, part, sizeof part, &status);
  if (U_FAILURE(status)) return CICU_LOCALE_MALFORMED;
  if (part[0] != 0) {
    // ZZ is CLDR's "unknown region": a placeholder, not a place with data.
    if (strcmp(part, "ZZ") == 0) return CICU_LOCALE_UNKNOWN_REGION;
    status = U_ZERO_ERROR;
    const URegion *region = uregion_getRegionFromCode(part, &status);
    if (U_FAILURE(status) || region == NULL) return CICU_LOCALE_UNKNOWN_REGION;
  }

  status = U_ZERO_ERROR;
  int32_t length = uloc_getKeywordValue(canonical, "calendar", part, sizeof part, &status);
  if (U_SUCCESS(status) && length > 0 && !cicu_calendar_is_known(part)) {
    return CICU_LOCALE_UNKNOWN_CALENDAR;
  }
  status = U_ZERO_ERROR;
  length = uloc_getKeywordValue(canonical, "numbers", part, sizeof part, &status);
  if (U_SUCCESS(status) && length > 0) {
    UNumberingSystem *system = unumsys_openByName(part, &status);
    unumsys_close(system);
    if (U_FAILURE(status) || system == NULL) return CICU_LOCALE_UNKNOWN_NUMBERING_SYSTEM;
  }

  if ((int32_t)strlen(canonical) >= capacity) return CICU_LOCALE_MALFORMED;
  strcpy(out, canonical);
  return CICU_LOCALE_OK;
}

int32_t cicu_locale_set_keyword(
    const char *locale, const char *key, const char *value, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  if ((int32_t)strlen(locale) >= capacity) {
    *status = U_BUFFER_OVERFLOW_ERROR;
    return 0;
  }
  strcpy(out, locale);
  int32_t length = uloc_setKeywordValue(key, value, out, capacity, &error);
  *status = error;
  return length;
}

bool cicu_locale_currency(const char *locale, char out[4]) {
  UErrorCode status = U_ZERO_ERROR;
  UChar code[4] = {0};
  int32_t length = ucurr_forLocale(locale, code, 4, &status);
  if (U_FAILURE(status) || length != 3) return false;
  u_UCharsToChars(code, out, 3);
  out[3] = 0;
  return strcmp(out, "XXX") != 0;
}

bool cicu_time_zone_resolve(const char *utf8, int32_t length, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  utf16 zone;
  utf16_from_utf8(&zone, utf8, length, &status);
  UChar canonical[128];
  UBool is_system = false;
  int32_t canonical_length =
      ucal_getCanonicalTimeZoneID(zone.units, zone.length, canonical, 128, &is_system, &status);
  utf16_free(&zone);
  if (U_FAILURE(status) || canonical_length <= 0) return false;
  int32_t written = utf8_from_utf16(canonical, canonical_length, out, capacity - 1, &status);
  if (U_FAILURE(status)) return false;
  out[written] = 0;
  // ICU answers "Etc/Unknown" for a zone it cannot name; that is not a zone to format in.
  return strcmp(out, "Etc/Unknown") != 0;
}

static bool enumeration_contains(UEnumeration *values, const char *wanted) {
  UErrorCode status = U_ZERO_ERROR;
  bool found = false;
  const char *value;
  int32_t length;
  while (!found && (value = uenum_next(values, &length, &status)) != NULL && U_SUCCESS(status)) {
    found = strcmp(value, wanted) == 0;
  }
  uenum_close(values);
  return found;
}

bool cicu_calendar_is_known(const char *calendar) {
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *values = ucal_getKeywordValuesForLocale("calendar", "und", false, &status);
  if (U_FAILURE(status)) return false;
  return enumeration_contains(values, calendar);
}

bool cicu_currency_is_known(const char *code) {
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *values = ucurr_openISOCurrencies(UCURR_ALL, &status);
  if (U_FAILURE(status)) return false;
  return enumeration_contains(values, code);
}

// MARK: - Internationalized domain names

cicu_idna *cicu_idna_open(int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UIDNA *idna = uidna_openUTS46(
      UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII, &error);
  *status = error;
  return (cicu_idna *)idna;
}

void cicu_idna_close(cicu_idna *idna) {
  if (idna != NULL) uidna_close((UIDNA *)idna);
}

int32_t cicu_idna_to_ascii(
    cicu_idna *idna, const char *domain, int32_t length, char *out, int32_t capacity, bool *valid,
    int32_t *status) {
  // The URL Standard sets CheckHyphens and VerifyDnsLength to false.
  const uint32_t ignored = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG |
                           UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN |
                           UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
  UErrorCode error = U_ZERO_ERROR;
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  int32_t written =
      uidna_nameToASCII_UTF8((UIDNA *)idna, domain, length, out, capacity, &info, &error);
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  *valid = U_SUCCESS(error) && (info.errors & ~ignored) == 0;
  *status = error;
  return written;
}

// MARK: - Date formatting

// udat_format clones the formatter's calendar (and its time zone) for every call, which costs
// more than a tenth of the call; formatting through one calendar of our own, under the caller's
// lock, does the same work without the copies.
struct cicu_date_format {
  UDateFormat *format;
  UCalendar *calendar;
};

static cicu_date_format *date_format_finish(UDateFormat *format, UErrorCode status, int32_t *out) {
  if (U_FAILURE(status)) {
    if (format != NULL) udat_close(format);
    *out = status;
    return NULL;
  }
  udat_setLenient(format, false);
  // A trial run: ICU accepts some broken patterns at open and refuses them only when formatting.
  UChar probe[INLINE_UNITS];
  udat_format(format, 0.0, probe, INLINE_UNITS, NULL, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
    status = U_ZERO_ERROR;
  }
  UCalendar *calendar = ucal_clone(udat_getCalendar(format), &status);
  cicu_date_format *handle = malloc(sizeof *handle);
  if (U_FAILURE(status) || handle == NULL) {
    if (calendar != NULL) ucal_close(calendar);
    free(handle);
    udat_close(format);
    *out = U_FAILURE(status) ? status : U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  handle->format = format;
  handle->calendar = calendar;
  *out = U_ZERO_ERROR;
  return handle;
}

cicu_date_format *cicu_date_format_open_styles(
    const char *locale, const char *zone, int32_t date_style, int32_t time_style,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 zone16;
  utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  UDateFormat *format = udat_open(
      (UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, zone16.units,
      zone16.length, NULL, -1, &error);
  utf16_free(&zone16);
  return date_format_finish(format, error, status);
}

cicu_date_format *cicu_date_format_open_pattern(
    const char *locale, const char *zone, const char *pattern, int32_t pattern_length,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 zone16, pattern16;
  utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  utf16_from_utf8(&pattern16, pattern, pattern_length, &error);
  UDateFormat *format = NULL;
  if (U_SUCCESS(error)) {
    format = udat_open(
        UDAT_PATTERN, UDAT_PATTERN, locale, zone16.units, zone16.length, pattern16.units,
        pattern16.length, &error);
  }
  utf16_free(&zone16);
  utf16_free(&pattern16);
  return date_format_finish(format, error, status);
}

void cicu_date_format_close(cicu_date_format *format) {
  if (format == NULL) return;
  ucal_close(format->calendar);
  udat_close(format->format);
  free(format);
}

int32_t cicu_date_format_format(
    cicu_date_format *format, double milliseconds, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar inline_units[INLINE_UNITS];
  UChar *units = inline_units;
  ucal_setMillis(format->calendar, milliseconds, &error);
  int32_t length =
      udat_formatCalendar(format->format, format->calendar, units, INLINE_UNITS, NULL, &error);
  if (error == U_BUFFER_OVERFLOW_ERROR) {
    error = U_ZERO_ERROR;
    units = malloc(sizeof(UChar) * (size_t)(length + 1));
    if (units == NULL) {
      *status = U_MEMORY_ALLOCATION_ERROR;
      return 0;
    }
    length =
        udat_formatCalendar(format->format, format->calendar, units, length + 1, NULL, &error);
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  int32_t written = utf8_from_utf16(units, length, out, capacity, &error);
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

double cicu_date_format_parse(
    cicu_date_format *format, const char *text, int32_t length, int32_t *error_index,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 text16;
  utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  UDate date = 0;
  if (U_SUCCESS(error)) {
    date = udat_parse(format->format, text16.units, text16.length, &position, &error);
    // Strict means all of it: "14.09.24x" is not a date.
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  *error_index = position;
  utf16_free(&text16);
  *status = error;
  return date;
}

int32_t cicu_date_format_pattern(
    cicu_date_format *format, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UChar pattern[INLINE_UNITS];
  int32_t length = udat_toPattern(format->format, false, pattern, INLINE_UNITS, &error);
  int32_t written = utf8_from_utf16(pattern, length, out, capacity, &error);
  *status = error;
  return written;
}

cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateTimePatternGenerator *generator = udatpg_open(locale, &error);
  *status = error;
  if (U_FAILURE(error)) {
    udatpg_close(generator);
    return NULL;
  }
  return (cicu_pattern_generator *)generator;
}

void cicu_pattern_generator_close(cicu_pattern_generator *generator) {
  if (generator != NULL) udatpg_close((UDateTimePatternGenerator *)generator);
}

int32_t cicu_pattern_generator_best_pattern(
    cicu_pattern_generator *generator, const char *skeleton, int32_t skeleton_length,
    char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 skeleton16;
  utf16_from_utf8(&skeleton16, skeleton, skeleton_length, &error);
  UChar pattern[INLINE_UNITS];
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    length = udatpg_getBestPattern(
        (UDateTimePatternGenerator *)generator, skeleton16.units, skeleton16.length, pattern,
        INLINE_UNITS, &error);
  }
  utf16_free(&skeleton16);
  int32_t written = utf8_from_utf16(pattern, length, out, capacity, &error);
  *status = error;
  return written;
}

int32_t cicu_pattern_generator_hour_cycle(cicu_pattern_generator *generator, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateFormatHourCycle cycle =
      udatpg_getDefaultHourCycle((UDateTimePatternGenerator *)generator, &error);
  *status = error;
  return (int32_t)cycle;
}

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
  UChar inline_units[INLINE_UNITS];
  UChar *units = inline_units;
  int32_t length = unum_formatDecimal(
      (UNumberFormat *)format, decimal, decimal_length, units, INLINE_UNITS, NULL, &error);
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
  int32_t written = utf8_from_utf16(units, length, out, capacity, &error);
  if (units != inline_units) free(units);
  *status = error;
  return written;
}

int32_t cicu_number_format_parse_decimal(
    cicu_number_format *format, const char *text, int32_t length, char *out, int32_t capacity,
    int32_t *error_index, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 text16;
  utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    written = unum_parseDecimal(
        (UNumberFormat *)format, text16.units, text16.length, &position, out, capacity, &error);
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  *error_index = position;
  utf16_free(&text16);
  *status = error;
  return written;
}

double cicu_number_format_parse_double(
    cicu_number_format *format, const char *text, int32_t length, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 text16;
  utf16_from_utf8(&text16, text, length, &error);
  int32_t position = 0;
  double value = 0;
  if (U_SUCCESS(error)) {
    value = unum_parseDouble((UNumberFormat *)format, text16.units, text16.length, &position, &error);
    if (U_SUCCESS(error) && position != text16.length) error = U_PARSE_ERROR;
  }
  utf16_free(&text16);
  *status = error;
  return value;
}

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
  int32_t written = utf8_from_utf16(value, length, out, capacity, &error);
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
  int32_t written = utf8_from_utf16(all, length, out, capacity, &error);
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
  UChar name[INLINE_UNITS];
  int32_t length = udat_getSymbols(data->dates, type, index + first, name, INLINE_UNITS, &error);
  int32_t written = utf8_from_utf16(name, length, out, capacity, &error);
  *status = error;
  return written;
}

// MARK: Calendars

_Static_assert((int)CICU_FIELD_ERA == (int)UCAL_ERA && (int)CICU_FIELD_YEAR == (int)UCAL_YEAR, "ICU field numbers");
_Static_assert((int)CICU_FIELD_MONTH == (int)UCAL_MONTH && (int)CICU_FIELD_DAY_OF_MONTH == (int)UCAL_DATE, "ICU field numbers");
_Static_assert((int)CICU_FIELD_AM_PM == (int)UCAL_AM_PM && (int)CICU_FIELD_HOUR_OF_DAY == (int)UCAL_HOUR_OF_DAY, "ICU field numbers");
_Static_assert((int)CICU_FIELD_MINUTE == (int)UCAL_MINUTE && (int)CICU_FIELD_SECOND == (int)UCAL_SECOND, "ICU field numbers");
_Static_assert((int)CICU_FIELD_MILLISECOND == (int)UCAL_MILLISECOND, "ICU field numbers");
_Static_assert((int)CICU_FIELD_EXTENDED_YEAR == (int)UCAL_EXTENDED_YEAR, "ICU field numbers");
_Static_assert((int)CICU_FIELD_JULIAN_DAY == (int)UCAL_JULIAN_DAY, "ICU field numbers");

struct cicu_calendar {
  UCalendar *calendar;
};

cicu_calendar *cicu_calendar_open(const char *locale, const char *zone, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  utf16 zone16;
  utf16_from_utf8(&zone16, zone, (int32_t)strlen(zone), &error);
  UCalendar *calendar = ucal_open(zone16.units, zone16.length, locale, UCAL_DEFAULT, &error);
  utf16_free(&zone16);
  if (U_FAILURE(error)) {
    if (calendar != NULL) ucal_close(calendar);
    *status = error;
    return NULL;
  }
  // A picker never makes 30 February: fields out of range are an error, not carried over.
  ucal_setAttribute(calendar, UCAL_LENIENT, 0);
  cicu_calendar *handle = malloc(sizeof *handle);
  if (handle == NULL) {
    ucal_close(calendar);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  handle->calendar = calendar;
  *status = U_ZERO_ERROR;
  return handle;
}

void cicu_calendar_close(cicu_calendar *calendar) {
  if (calendar == NULL) return;
  ucal_close(calendar->calendar);
  free(calendar);
}

void cicu_calendar_set_millis(cicu_calendar *calendar, double millis, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  ucal_setMillis(calendar->calendar, millis, &error);
  *status = error;
}

double cicu_calendar_millis(cicu_calendar *calendar, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  double millis = ucal_getMillis(calendar->calendar, &error);
  *status = error;
  return millis;
}

void cicu_calendar_clear(cicu_calendar *calendar) { ucal_clear(calendar->calendar); }

int32_t cicu_calendar_get(cicu_calendar *calendar, cicu_calendar_field field, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t value = ucal_get(calendar->calendar, (UCalendarDateFields)field, &error);
  *status = error;
  return value;
}

void cicu_calendar_set(cicu_calendar *calendar, cicu_calendar_field field, int32_t value) {
  ucal_set(calendar->calendar, (UCalendarDateFields)field, value);
}

int32_t cicu_calendar_actual_maximum(
    cicu_calendar *calendar, cicu_calendar_field field, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t value = ucal_getLimit(
      calendar->calendar, (UCalendarDateFields)field, UCAL_ACTUAL_MAXIMUM, &error);
  *status = error;
  return value;
}

int32_t cicu_calendar_maximum(cicu_calendar *calendar, cicu_calendar_field field) {
  UErrorCode error = U_ZERO_ERROR;
  return ucal_getLimit(calendar->calendar, (UCalendarDateFields)field, UCAL_MAXIMUM, &error);
}

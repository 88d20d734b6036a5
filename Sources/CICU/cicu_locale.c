// Locales, time zones, calendar types and currencies: resolving and checking the identifiers
// every other service takes, and the ICU and CLDR versions.

#include "cicu.h"
#include "cicu_internal.h"

#include <stdio.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/uenum.h>
#include <unicode/uloc.h>
#include <unicode/ulocdata.h>
#include <unicode/unumsys.h>
#include <unicode/uregion.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/uversion.h>

// MARK: - Versions

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

bool cicu_locale_likely_region(const char *language, char *out, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  char likely[ULOC_FULLNAME_CAPACITY];
  uloc_addLikelySubtags(language, likely, (int32_t)sizeof likely, &error);
  char region[ULOC_COUNTRY_CAPACITY];
  char base[ULOC_LANG_CAPACITY];
  uloc_getLanguage(likely, base, (int32_t)sizeof base, &error);
  uloc_getCountry(likely, region, (int32_t)sizeof region, &error);
  if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING || region[0] == 0) {
    return false;
  }
  int written = snprintf(out, (size_t)capacity, "%s_%s", base, region);
  return written > 0 && written < capacity;
}

bool cicu_time_zone_resolve(const char *utf8, int32_t length, char *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  cicu_internal_utf16 zone;
  cicu_internal_utf16_from_utf8(&zone, utf8, length, &status);
  UChar canonical[128];
  UBool is_system = false;
  int32_t canonical_length =
      ucal_getCanonicalTimeZoneID(zone.units, zone.length, canonical, 128, &is_system, &status);
  cicu_internal_utf16_free(&zone);
  if (U_FAILURE(status) || canonical_length <= 0) return false;
  int32_t written =
      cicu_internal_utf8_from_utf16(canonical, canonical_length, out, capacity - 1, &status);
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

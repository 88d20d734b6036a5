// Display names of languages, regions, scripts, currencies, locales and calendars: ICU's
// uldn_* with standard names and no substitution, so that a code ICU has no name for is told
// apart from a name (with substitution ICU gives the code back, which looks like a name).

#include "cicu.h"
#include "cicu_internal.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/ucal.h>
#include <unicode/ucurr.h>
#include <unicode/udisplaycontext.h>
#include <unicode/uenum.h>
#include <unicode/uldnames.h>
#include <unicode/uloc.h>
#include <unicode/uregion.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>

_Static_assert(CICU_BUFFER_OVERFLOW == U_BUFFER_OVERFLOW_ERROR, "cicu.h repeats ICU's value");

struct cicu_display_names {
  ULocaleDisplayNames *names;
  char locale[ULOC_FULLNAME_CAPACITY];
};

cicu_display_names *cicu_display_names_open(
    const char *locale, bool short_names, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  if (strlen(locale) >= ULOC_FULLNAME_CAPACITY) {
    *status = U_ILLEGAL_ARGUMENT_ERROR;
    return NULL;
  }
  UDisplayContext contexts[] = {
      UDISPCTX_STANDARD_NAMES, short_names ? UDISPCTX_LENGTH_SHORT : UDISPCTX_LENGTH_FULL,
      UDISPCTX_NO_SUBSTITUTE};
  ULocaleDisplayNames *names = uldn_openForContext(locale, contexts, 3, &error);
  if (U_FAILURE(error)) {
    *status = error;
    return NULL;
  }
  cicu_display_names *result = malloc(sizeof *result);
  if (result == NULL) {
    uldn_close(names);
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  result->names = names;
  strcpy(result->locale, locale);
  *status = U_ZERO_ERROR;
  return result;
}

void cicu_display_names_close(cicu_display_names *names) {
  if (names == NULL) return;
  uldn_close(names->names);
  free(names);
}

// MARK: - Reading a code

// The longest code read: a locale with keywords fits, and a longer text is refused before ICU
// sees it, so a megabyte line costs one length check.
enum { CODE_CAPACITY = 160 };

static bool all_of(const char *code, int (*test)(char)) {
  for (const char *c = code; *c; c++) {
    if (!test(*c)) return false;
  }
  return true;
}

static int is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
static int is_digit(char c) { return c >= '0' && c <= '9'; }
static int is_keyword_char(char c) { return is_letter(c) || is_digit(c) || c == '-'; }
static int is_locale_char(char c) {
  return is_letter(c) || is_digit(c) || c == '-' || c == '_' || c == '@' || c == '=' || c == ';';
}
static char lower(char c) { return (c >= 'A' && c <= 'Z') ? (char)(c - 'A' + 'a') : c; }
static char upper(char c) { return (c >= 'a' && c <= 'z') ? (char)(c - 'a' + 'A') : c; }

// Puts the code in the case ICU's tables use, or returns false when it is malformed for its
// kind: language 2-3 or 5-8 letters, region 2 letters or 3 digits, script 4 letters, currency 3
// letters, calendar a keyword value; a locale is checked by ICU's own parsers.
static bool normalize(cicu_display_kind kind, char *code) {
  size_t length = strlen(code);
  switch (kind) {
  case CICU_DISPLAY_LANGUAGE:
    if (!((length >= 2 && length <= 3) || (length >= 5 && length <= 8))) return false;
    if (!all_of(code, is_letter)) return false;
    for (char *c = code; *c; c++) *c = lower(*c);
    return strcmp(code, "root") != 0;
  case CICU_DISPLAY_REGION:
    if (length == 2 && all_of(code, is_letter)) {
      for (char *c = code; *c; c++) *c = upper(*c);
      return true;
    }
    return length == 3 && all_of(code, is_digit);
  case CICU_DISPLAY_SCRIPT:
    if (length != 4 || !all_of(code, is_letter)) return false;
    code[0] = upper(code[0]);
    for (char *c = code + 1; *c; c++) *c = lower(*c);
    return true;
  case CICU_DISPLAY_CURRENCY:
    if (length != 3 || !all_of(code, is_letter)) return false;
    for (char *c = code; *c; c++) *c = upper(*c);
    return true;
  case CICU_DISPLAY_CALENDAR:
    if (length < 3 || !all_of(code, is_keyword_char)) return false;
    for (char *c = code; *c; c++) *c = lower(*c);
    return true;
  case CICU_DISPLAY_LOCALE:
    return length > 0 && all_of(code, is_locale_char);
  }
  return false;
}

// A BCP 47 tag ("de-ch") must parse whole, or "de-CH-x" would quietly name "de_CH"; an ICU
// identifier ("de_ch") is canonicalized.
static bool canonical_locale(const char *code, char *out, int32_t capacity) {
  UErrorCode error = U_ZERO_ERROR;
  if (strchr(code, '-') != NULL && strchr(code, '@') == NULL) {
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(code, out, capacity, &parsed, &error);
    if (U_FAILURE(error) || error == U_STRING_NOT_TERMINATED_WARNING) return false;
    return parsed == (int32_t)strlen(code) && length > 0;
  }
  int32_t length = uloc_canonicalize(code, out, capacity, &error);
  return U_SUCCESS(error) && error != U_STRING_NOT_TERMINATED_WARNING && length > 0;
}

// ICU's currency display name is its long name in every length (as Intl.DisplayNames gives
// it); ucurr_getName gives the code itself back when no locale up to root has a name.
static int32_t currency_name(
    cicu_display_names *names, const char *code, UChar *name, int32_t capacity,
    UErrorCode *error) {
  int32_t length = uldn_keyValueDisplayName(names->names, "currency", code, name, capacity, error);
  if (U_FAILURE(*error)) return length;
  UChar units[4];
  u_charsToUChars(code, units, 4);
  if (length == 3 && u_strncmp(name, units, 3) == 0) return 0;
  return length;
}

int32_t cicu_display_names_name(
    cicu_display_names *names, cicu_display_kind kind, const char *code, int32_t length,
    char *out, int32_t capacity, int32_t *status) {
  *status = U_ZERO_ERROR;
  if (length <= 0 || length >= CODE_CAPACITY) return 0;
  char text[CODE_CAPACITY];
  memcpy(text, code, (size_t)length);
  text[length] = 0;
  if (strlen(text) != (size_t)length || !normalize(kind, text)) return 0;

  UErrorCode error = U_ZERO_ERROR;
  UChar name[CICU_INLINE_UNITS];
  int32_t name_length = 0;
  switch (kind) {
  case CICU_DISPLAY_LANGUAGE:
    name_length = uldn_languageDisplayName(names->names, text, name, CICU_INLINE_UNITS, &error);
    break;
  case CICU_DISPLAY_REGION:
    name_length = uldn_regionDisplayName(names->names, text, name, CICU_INLINE_UNITS, &error);
    break;
  case CICU_DISPLAY_SCRIPT:
    name_length = uldn_scriptDisplayName(names->names, text, name, CICU_INLINE_UNITS, &error);
    break;
  case CICU_DISPLAY_CURRENCY:
    name_length = currency_name(names, text, name, CICU_INLINE_UNITS, &error);
    break;
  case CICU_DISPLAY_CALENDAR:
    name_length = uldn_keyValueDisplayName(
        names->names, "calendar", text, name, CICU_INLINE_UNITS, &error);
    break;
  case CICU_DISPLAY_LOCALE: {
    char canonical[ULOC_FULLNAME_CAPACITY];
    if (!canonical_locale(text, canonical, sizeof canonical)) return 0;
    name_length =
        uldn_localeDisplayName(names->names, canonical, name, CICU_INLINE_UNITS, &error);
    break;
  }
  }
  // No substitution: a code without a name is an illegal-argument failure or an empty result.
  if (error == U_ILLEGAL_ARGUMENT_ERROR || (U_SUCCESS(error) && name_length <= 0)) return 0;
  if (error == U_BUFFER_OVERFLOW_ERROR || error == U_STRING_NOT_TERMINATED_WARNING ||
      U_FAILURE(error)) {
    // Names are a few words long; one that does not fit 256 units is a failure, not a retry.
    *status = U_FAILURE(error) ? error : U_INTERNAL_PROGRAM_ERROR;
    return 0;
  }
  error = U_ZERO_ERROR;
  int32_t written = cicu_internal_utf8_from_utf16(name, name_length, out, capacity, &error);
  *status = error;
  return written;
}

// MARK: - Known codes

// Appends a code and a line feed to out; `*needed` counts the bytes whether or not they fit.
static void append(const char *code, char *out, int32_t capacity, int32_t *needed) {
  int32_t length = (int32_t)strlen(code);
  if (*needed + length + 1 <= capacity) {
    memcpy(out + *needed, code, (size_t)length);
    out[*needed + length] = '\n';
  }
  *needed += length + 1;
}

static void append_enumeration(UEnumeration *values, char *out, int32_t capacity, int32_t *needed) {
  UErrorCode error = U_ZERO_ERROR;
  const char *value;
  int32_t length;
  while ((value = uenum_next(values, &length, &error)) != NULL && U_SUCCESS(error)) {
    append(value, out, capacity, needed);
  }
  uenum_close(values);
}

static void append_areas(URegionType type, char *out, int32_t capacity, int32_t *needed) {
  UErrorCode error = U_ZERO_ERROR;
  UEnumeration *areas = uregion_getAvailable(type, &error);
  if (U_SUCCESS(error)) append_enumeration(areas, out, capacity, needed);
}

int32_t cicu_display_known_codes(
    cicu_display_kind kind, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t needed = 0;
  switch (kind) {
  case CICU_DISPLAY_LANGUAGE:
    for (const char *const *code = uloc_getISOLanguages(); *code; code++) {
      append(*code, out, capacity, &needed);
    }
    break;
  case CICU_DISPLAY_REGION:
    for (const char *const *code = uloc_getISOCountries(); *code; code++) {
      append(*code, out, capacity, &needed);
    }
    append_areas(URGN_WORLD, out, capacity, &needed);
    append_areas(URGN_CONTINENT, out, capacity, &needed);
    append_areas(URGN_SUBCONTINENT, out, capacity, &needed);
    break;
  case CICU_DISPLAY_SCRIPT:
    for (int32_t script = 0; script < USCRIPT_CODE_LIMIT; script++) {
      const char *name = uscript_getShortName((UScriptCode)script);
      if (name != NULL && strlen(name) == 4) append(name, out, capacity, &needed);
    }
    break;
  case CICU_DISPLAY_CURRENCY: {
    UEnumeration *values = ucurr_openISOCurrencies(UCURR_ALL, &error);
    if (U_SUCCESS(error)) append_enumeration(values, out, capacity, &needed);
    break;
  }
  case CICU_DISPLAY_LOCALE:
    for (int32_t index = 0; index < uloc_countAvailable(); index++) {
      append(uloc_getAvailable(index), out, capacity, &needed);
    }
    break;
  case CICU_DISPLAY_CALENDAR: {
    UEnumeration *values = ucal_getKeywordValuesForLocale("calendar", "und", false, &error);
    if (U_SUCCESS(error)) append_enumeration(values, out, capacity, &needed);
    break;
  }
  }
  *status = needed > capacity ? U_BUFFER_OVERFLOW_ERROR : U_FAILURE(error) ? error : U_ZERO_ERROR;
  return needed;
}

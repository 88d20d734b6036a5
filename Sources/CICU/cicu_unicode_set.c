// Unicode properties as ECMAScript regular expressions name them, as sets of code points (and,
// for the emoji properties of strings, strings), plus the case folding and identifier
// properties the pattern engine needs. The lookups follow V8's (regexp-parser.cc), which is
// what browsers run: exact names and aliases only, although ICU matches names loosely.

#include "cicu.h"

#include <stdlib.h>
#include <string.h>

#include <unicode/uchar.h>
#include <unicode/uset.h>
#include <unicode/utf16.h>
#include <unicode/uversion.h>

#if U_ICU_VERSION_MAJOR_NUM < 70
#error "The emoji properties of strings (UCHAR_RGI_EMOJI and the others) need ICU 70 or later."
#endif

_Static_assert(sizeof(UChar32) == sizeof(int32_t), "Code points cross the shim as int32_t.");

struct cicu_code_point_set {
  USet *set;
};

// MARK: - Versions, folding, identifiers

void cicu_unicode_version(char *version, int32_t capacity) {
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getUnicodeVersion(info);
  u_versionToString(info, text);
  strncpy(version, text, (size_t)capacity - 1);
  version[capacity - 1] = 0;
}

int32_t cicu_simple_case_fold(int32_t code_point) {
  return u_foldCase(code_point, U_FOLD_CASE_DEFAULT);
}

bool cicu_is_id_start(int32_t code_point) {
  return u_hasBinaryProperty(code_point, UCHAR_ID_START);
}

bool cicu_is_id_continue(int32_t code_point) {
  return u_hasBinaryProperty(code_point, UCHAR_ID_CONTINUE);
}

// MARK: - Property lookup

// ICU's u_getPropertyEnum and u_getPropertyValueEnum match names loosely (case, spaces,
// hyphens and underscores ignored); ECMAScript asks for one of the exact aliases.
static bool is_exact_property_alias(const char *name, UProperty property) {
  const char *short_name = u_getPropertyName(property, U_SHORT_PROPERTY_NAME);
  if (short_name != NULL && strcmp(name, short_name) == 0) return true;
  for (int choice = U_LONG_PROPERTY_NAME;; choice++) {
    const char *alias = u_getPropertyName(property, (UPropertyNameChoice)choice);
    if (alias == NULL) return false;
    if (strcmp(name, alias) == 0) return true;
  }
}

static bool is_exact_value_alias(const char *name, UProperty property, int32_t value) {
  const char *short_name = u_getPropertyValueName(property, value, U_SHORT_PROPERTY_NAME);
  if (short_name != NULL && strcmp(name, short_name) == 0) return true;
  for (int choice = U_LONG_PROPERTY_NAME;; choice++) {
    const char *alias = u_getPropertyValueName(property, value, (UPropertyNameChoice)choice);
    if (alias == NULL) return false;
    if (strcmp(name, alias) == 0) return true;
  }
}

// ECMA-262's table of binary properties (Table 67 in ES2024), as ICU numbers them.
static bool is_ecmascript_binary_property(UProperty property) {
  switch (property) {
  case UCHAR_ALPHABETIC: case UCHAR_ASCII_HEX_DIGIT: case UCHAR_BIDI_CONTROL:
  case UCHAR_BIDI_MIRRORED: case UCHAR_CASE_IGNORABLE: case UCHAR_CASED:
  case UCHAR_CHANGES_WHEN_CASEFOLDED: case UCHAR_CHANGES_WHEN_CASEMAPPED:
  case UCHAR_CHANGES_WHEN_LOWERCASED: case UCHAR_CHANGES_WHEN_NFKC_CASEFOLDED:
  case UCHAR_CHANGES_WHEN_TITLECASED: case UCHAR_CHANGES_WHEN_UPPERCASED: case UCHAR_DASH:
  case UCHAR_DEFAULT_IGNORABLE_CODE_POINT: case UCHAR_DEPRECATED: case UCHAR_DIACRITIC:
  case UCHAR_EMOJI: case UCHAR_EMOJI_COMPONENT: case UCHAR_EMOJI_MODIFIER_BASE:
  case UCHAR_EMOJI_MODIFIER: case UCHAR_EMOJI_PRESENTATION: case UCHAR_EXTENDED_PICTOGRAPHIC:
  case UCHAR_EXTENDER: case UCHAR_GRAPHEME_BASE: case UCHAR_GRAPHEME_EXTEND:
  case UCHAR_HEX_DIGIT: case UCHAR_ID_CONTINUE: case UCHAR_ID_START: case UCHAR_IDEOGRAPHIC:
  case UCHAR_IDS_BINARY_OPERATOR: case UCHAR_IDS_TRINARY_OPERATOR: case UCHAR_JOIN_CONTROL:
  case UCHAR_LOGICAL_ORDER_EXCEPTION: case UCHAR_LOWERCASE: case UCHAR_MATH:
  case UCHAR_NONCHARACTER_CODE_POINT: case UCHAR_PATTERN_SYNTAX:
  case UCHAR_PATTERN_WHITE_SPACE: case UCHAR_QUOTATION_MARK: case UCHAR_RADICAL:
  case UCHAR_REGIONAL_INDICATOR: case UCHAR_S_TERM: case UCHAR_SOFT_DOTTED:
  case UCHAR_TERMINAL_PUNCTUATION: case UCHAR_UNIFIED_IDEOGRAPH: case UCHAR_UPPERCASE:
  case UCHAR_VARIATION_SELECTOR: case UCHAR_WHITE_SPACE: case UCHAR_XID_CONTINUE:
  case UCHAR_XID_START:
    return true;
  default:
    return false;
  }
}

// ECMA-262's binary properties of strings (Table 68), allowed under the v flag only.
static bool is_ecmascript_property_of_strings(UProperty property) {
  switch (property) {
  case UCHAR_BASIC_EMOJI: case UCHAR_EMOJI_KEYCAP_SEQUENCE:
  case UCHAR_RGI_EMOJI_MODIFIER_SEQUENCE: case UCHAR_RGI_EMOJI_FLAG_SEQUENCE:
  case UCHAR_RGI_EMOJI_TAG_SEQUENCE: case UCHAR_RGI_EMOJI_ZWJ_SEQUENCE: case UCHAR_RGI_EMOJI:
    return true;
  default:
    return false;
  }
}

static cicu_code_point_set *wrap(USet *set) {
  if (set == NULL) return NULL;
  cicu_code_point_set *wrapped = malloc(sizeof *wrapped);
  if (wrapped == NULL) {
    uset_close(set);
    return NULL;
  }
  wrapped->set = set;
  return wrapped;
}

// The set of `property` = the value named `value_name`, or NULL when the name is no exact alias
// or the set is empty (V8 refuses a script without characters, such as ISO 15924's `Blis`).
static USet *value_set(UProperty property, const char *value_name) {
  // Script_Extensions takes Script's value names.
  UProperty naming = property == UCHAR_SCRIPT_EXTENSIONS ? UCHAR_SCRIPT : property;
  int32_t value = u_getPropertyValueEnum(naming, value_name);
  if (value == UCHAR_INVALID_CODE || !is_exact_value_alias(value_name, naming, value)) {
    return NULL;
  }
  UErrorCode status = U_ZERO_ERROR;
  USet *set = uset_openEmpty();
  uset_applyIntPropertyValue(set, property, value, &status);
  if (U_FAILURE(status) || uset_isEmpty(set)) {
    uset_close(set);
    return NULL;
  }
  return set;
}

cicu_code_point_set *cicu_ecmascript_property(
    const char *name, const char *value, bool *of_strings) {
  *of_strings = false;
  if (value != NULL) {
    UProperty property = u_getPropertyEnum(name);
    if (property == UCHAR_INVALID_CODE || !is_exact_property_alias(name, property)) return NULL;
    if (property == UCHAR_GENERAL_CATEGORY) {
      // The mask takes the groups too: `gc=L`, `gc=Letter`.
      property = UCHAR_GENERAL_CATEGORY_MASK;
    } else if (property != UCHAR_SCRIPT && property != UCHAR_SCRIPT_EXTENSIONS) {
      return NULL;
    }
    return wrap(value_set(property, value));
  }
  USet *category = value_set(UCHAR_GENERAL_CATEGORY_MASK, name);
  if (category != NULL) return wrap(category);
  if (strcmp(name, "Any") == 0) return wrap(uset_open(0, 0x10FFFF));
  if (strcmp(name, "ASCII") == 0) return wrap(uset_open(0, 0x7F));
  if (strcmp(name, "Assigned") == 0) {
    USet *unassigned = value_set(UCHAR_GENERAL_CATEGORY, "Unassigned");
    if (unassigned != NULL) uset_complement(unassigned);
    return wrap(unassigned);
  }
  UProperty property = u_getPropertyEnum(name);
  if (property == UCHAR_INVALID_CODE || !is_exact_property_alias(name, property)) return NULL;
  if (is_ecmascript_property_of_strings(property)) {
    // applyIntPropertyValue gives only the code points of a property of strings; a pattern
    // gives its strings too.
    char pattern[64];
    strcpy(pattern, "[\\p{");
    strncat(pattern, u_getPropertyName(property, U_LONG_PROPERTY_NAME), 40);
    strcat(pattern, "}]");
    UChar units[64];
    int32_t length = 0;
    for (const char *c = pattern; *c != 0; c++) units[length++] = (UChar)*c;
    UErrorCode status = U_ZERO_ERROR;
    USet *set = uset_openPattern(units, length, &status);
    if (U_FAILURE(status)) {
      uset_close(set);
      return NULL;
    }
    *of_strings = true;
    return wrap(set);
  }
  if (!is_ecmascript_binary_property(property)) return NULL;
  return wrap(value_set(property, "Y"));
}

cicu_code_point_set *cicu_changes_when_simple_case_folded(void) {
  // Every code point whose simple folding differs from it also changes under full folding
  // (CWCF), so this is a superset the caller narrows with cicu_simple_case_fold.
  USet *set = uset_openEmpty();
  UErrorCode status = U_ZERO_ERROR;
  uset_applyIntPropertyValue(set, UCHAR_CHANGES_WHEN_CASEFOLDED, 1, &status);
  if (U_FAILURE(status)) {
    uset_close(set);
    return NULL;
  }
  return wrap(set);
}

// MARK: - Reading a set

int32_t cicu_code_point_set_range_count(const cicu_code_point_set *set) {
  return uset_getRangeCount(set->set);
}

void cicu_code_point_set_range(
    const cicu_code_point_set *set, int32_t index, int32_t *start, int32_t *end) {
  UErrorCode status = U_ZERO_ERROR;
  UChar32 first = 0;
  UChar32 last = -1;
  // Ranges come before strings among a set's items.
  uset_getItem(set->set, index, &first, &last, NULL, 0, &status);
  *start = first;
  *end = U_SUCCESS(status) ? last : first - 1;
}

int32_t cicu_code_point_set_string_count(const cicu_code_point_set *set) {
  return uset_getItemCount(set->set) - uset_getRangeCount(set->set);
}

int32_t cicu_code_point_set_string(
    const cicu_code_point_set *set, int32_t index, int32_t *code_points, int32_t capacity) {
  UChar units[64];
  UChar32 start = 0;
  UChar32 end = 0;
  UErrorCode status = U_ZERO_ERROR;
  int32_t length = uset_getItem(
      set->set, uset_getRangeCount(set->set) + index, &start, &end, units, 64, &status);
  if (U_FAILURE(status)) return 0;
  int32_t count = 0;
  for (int32_t offset = 0; offset < length;) {
    UChar32 c;
    U16_NEXT(units, offset, length, c);
    if (count < capacity) code_points[count] = c;
    count++;
  }
  return count;
}

void cicu_code_point_set_close(cicu_code_point_set *set) {
  if (set == NULL) return;
  uset_close(set->set);
  free(set);
}

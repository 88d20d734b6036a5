// Part of cicu.h, which includes it: see there for the conventions.

#ifndef CICU_DISPLAY_NAMES_H
#define CICU_DISPLAY_NAMES_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// MARK: - Display names (cicu_display_names.c)

/// ICU's locale display names for one locale (uldn_openForContext with standard names and no
/// substitution, so a code without a name gives none); not safe for concurrent use.
typedef struct cicu_display_names cicu_display_names;

/// What a code names.
typedef enum cicu_display_kind {
  CICU_DISPLAY_LANGUAGE = 0,
  CICU_DISPLAY_REGION = 1,
  CICU_DISPLAY_SCRIPT = 2,
  CICU_DISPLAY_CURRENCY = 3,
  CICU_DISPLAY_LOCALE = 4,
  CICU_DISPLAY_CALENDAR = 5,
} cicu_display_kind;

/// Opens the display names of `locale`, long (UDISPCTX_LENGTH_FULL) or short
/// (UDISPCTX_LENGTH_SHORT: "US" for the United States in English).
cicu_display_names *cicu_display_names_open(
    const char *locale, bool short_names, int32_t *status);

/// Closes display names; NULL is allowed.
void cicu_display_names_close(cicu_display_names *names);

/// Writes the name of a UTF-8 code of a kind as UTF-8. Codes are read case-insensitively, as
/// BCP 47 reads them ("de-ch", "us", "latn", "eur"). Returns 0 with a success status when the
/// code is malformed for its kind or ICU has no name for it: every name ICU has is non-empty.
int32_t cicu_display_names_name(
    cicu_display_names *names, cicu_display_kind kind, const char *code, int32_t length,
    char *out, int32_t capacity, int32_t *status);

/// Writes the codes ICU knows of a kind, each followed by a line feed, for suggesting the
/// nearest to an unknown one: ISO 639 languages, ISO 3166 regions and the UN M.49 areas
/// ("419"), ISO 15924 scripts, ISO 4217 currencies (current and historic), ICU's available
/// locales, and calendar types.
int32_t cicu_display_known_codes(
    cicu_display_kind kind, char *out, int32_t capacity, int32_t *status);

#ifdef __cplusplus
}
#endif

#endif  // CICU_DISPLAY_NAMES_H

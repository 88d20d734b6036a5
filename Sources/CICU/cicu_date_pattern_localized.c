// The names of date fields in a locale, for showing a pattern as a person reads it.
//
// ICU's own localized patterns (udat_toPattern with localized = true) would be the natural
// tool, but CLDR dropped its localized pattern characters long ago: ICU 72 gives "dd.MM.yyyy"
// for German as for every locale. The fields' display names ("Tag", "Monat", "Jahr") are still
// in CLDR, and their initials are what a German form prints ("TT.MM.JJJJ").

#include "cicu.h"
#include "cicu_internal.h"

#include <unicode/udatpg.h>

_Static_assert(CICU_DATE_FIELD_YEAR == 0 && CICU_DATE_FIELD_DAY == 2, "Fields are in order.");

int32_t cicu_date_field_display_name(
    const char *locale, cicu_date_field field, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UDateTimePatternField icu_field = UDATPG_YEAR_FIELD;
  switch (field) {
    case CICU_DATE_FIELD_YEAR: icu_field = UDATPG_YEAR_FIELD; break;
    case CICU_DATE_FIELD_MONTH: icu_field = UDATPG_MONTH_FIELD; break;
    case CICU_DATE_FIELD_DAY: icu_field = UDATPG_DAY_FIELD; break;
  }
  UDateTimePatternGenerator *generator = udatpg_open(locale, &error);
  int32_t written = 0;
  if (U_SUCCESS(error)) {
    UChar name[CICU_INLINE_UNITS];
    int32_t length = udatpg_getFieldDisplayName(
        generator, icu_field, UDATPG_WIDE, name, CICU_INLINE_UNITS, &error);
    written = cicu_internal_utf8_from_utf16(name, length, out, capacity, &error);
  }
  if (generator != NULL) udatpg_close(generator);
  *status = error;
  return written;
}

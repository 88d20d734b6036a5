// How many terminal columns a code point takes: East Asian Width and emoji presentation from
// ICU, since Swift's Unicode.Scalar.Properties has neither the width nor a way to ask for it.

#include "cicu.h"

#include <unicode/uchar.h>
#include <unicode/uvernum.h>

// UCHAR_EMOJI_PRESENTATION came with ICU 57; Fields needs 67 for its date formats anyway.
#if U_ICU_VERSION_MAJOR_NUM < 57
#error "Fields needs ICU 57 or later for the emoji properties."
#endif

_Static_assert(sizeof(UChar32) == sizeof(int32_t), "A code point crosses the header as int32_t.");

int32_t cicu_code_point_width(int32_t code_point) {
  UChar32 character = (UChar32)code_point;
  if (character < 0 || character > 0x10FFFF) return 1;
  int8_t category = u_charType(character);
  // Controls draw nothing (the caller escapes them); marks, joiners, variation selectors and
  // other format characters sit on the character before them.
  if (category == U_CONTROL_CHAR || category == U_NON_SPACING_MARK
      || category == U_ENCLOSING_MARK || category == U_FORMAT_CHAR) {
    return 0;
  }
  if (u_hasBinaryProperty(character, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return 0;
  // A Hangul syllable spelled in jamo is as wide as its leading consonant alone.
  int32_t syllable = u_getIntPropertyValue(character, UCHAR_HANGUL_SYLLABLE_TYPE);
  if (syllable == U_HST_VOWEL_JAMO || syllable == U_HST_TRAILING_JAMO) return 0;
  int32_t width = u_getIntPropertyValue(character, UCHAR_EAST_ASIAN_WIDTH);
  if (width == U_EA_WIDE || width == U_EA_FULLWIDTH) return 2;
  // Emoji drawn as pictures by default take two columns in terminals, as wcwidth has it since
  // Unicode 9; ambiguous characters take one, as in a Western terminal.
  if (u_hasBinaryProperty(character, UCHAR_EMOJI_PRESENTATION)) return 2;
  return 1;
}

// The MessageFormat part of cicu.h. Named arguments exist only in ICU's C++ API, so this one
// file is C++; it exports plain C like the rest of the shim.

#include "cicu.h"

#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include <unicode/fmtable.h>
#include <unicode/msgfmt.h>
#include <unicode/unistr.h>

struct cicu_message {
  icu::MessageFormat format;
};

extern "C" {

cicu_message *cicu_message_open(
    const char *pattern, int32_t length, const char *locale, int32_t *error_offset,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UParseError parse_error{};
  auto *message = new (std::nothrow) cicu_message{icu::MessageFormat(
      icu::UnicodeString::fromUTF8(icu::StringPiece(pattern, length)), icu::Locale(locale),
      parse_error, error)};
  *error_offset = parse_error.offset;
  if (message == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  *status = error;
  if (U_FAILURE(error)) {
    delete message;
    return nullptr;
  }
  return message;
}

void cicu_message_close(cicu_message *message) { delete message; }

int32_t cicu_message_format(
    cicu_message *message, const cicu_message_argument *arguments, int32_t count, char *out,
    int32_t capacity, int32_t *status) {
  std::vector<icu::UnicodeString> names;
  std::vector<icu::Formattable> values;
  names.reserve(static_cast<size_t>(count));
  values.reserve(static_cast<size_t>(count));
  for (int32_t index = 0; index < count; index++) {
    const cicu_message_argument &argument = arguments[index];
    names.push_back(icu::UnicodeString::fromUTF8(argument.name));
    if (argument.text != nullptr) {
      values.emplace_back(
          icu::UnicodeString::fromUTF8(icu::StringPiece(argument.text, argument.text_length)));
    } else {
      values.emplace_back(argument.number);
    }
  }
  UErrorCode error = U_ZERO_ERROR;
  icu::UnicodeString result;
  message->format.format(names.data(), values.data(), count, result, error);
  *status = error;
  if (U_FAILURE(error)) return 0;
  std::string utf8;
  result.toUTF8String(utf8);
  int32_t length = static_cast<int32_t>(utf8.size());
  if (length > capacity) {
    *status = CICU_BUFFER_OVERFLOW;
    return length;
  }
  memcpy(out, utf8.data(), utf8.size());
  if (length < capacity) out[length] = 0;
  return length;
}

}  // extern "C"

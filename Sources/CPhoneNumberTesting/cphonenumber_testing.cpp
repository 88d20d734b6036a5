// The test-only side of the shim; see cphonenumber_testing.h.
//
// The shim's internal headers are reached by path: they are C++ over libphonenumber's types,
// kept out of the CPhoneNumber module that Swift imports.

#include "cphonenumber_testing.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "../CPhoneNumber/digit_pattern.h"
#include "../CPhoneNumber/library_path.h"
#include "digit_pattern_check.h"
#include "format_check.h"
#include "phonenumbers/phonenumberutil.h"

using i18n::phonenumbers::PhoneNumberUtil;

namespace {

/// Copies text out NUL-terminated, cut to fit.
void copy_cut(const std::string &text, char *out, int32_t capacity) {
  if (capacity <= 0) return;
  size_t copied = std::min(text.size(), static_cast<size_t>(capacity - 1));
  memcpy(out, text.data(), copied);
  out[copied] = 0;
}

/// Runs a check that describes its first disagreement, and copies the description out.
template <typename Check>
int64_t run_check(char *first, int32_t capacity, Check check) {
  std::string description;
  int64_t count = check(&description);
  copy_cut(description, first, capacity);
  return count;
}

}  // namespace

extern "C" {

cphn_parse_result cphn_parse_with_libphonenumber(
    const char *text, int32_t length, const char *region, cphn_number *out) {
  return fields_phone::ParseWithLibphonenumber(text, length, region, out);
}

cphn_possibility cphn_possibility_of_with_libphonenumber(const cphn_number *number) {
  return static_cast<cphn_possibility>(
      PhoneNumberUtil::GetInstance()->IsPossibleNumberWithReason(fields_phone::ToMessage(number)));
}

bool cphn_is_valid_with_libphonenumber(const cphn_number *number) {
  return PhoneNumberUtil::GetInstance()->IsValidNumber(fields_phone::ToMessage(number));
}

bool cphn_is_valid_for_region_with_libphonenumber(const cphn_number *number, const char *region) {
  return PhoneNumberUtil::GetInstance()->IsValidNumberForRegion(
      fields_phone::ToMessage(number), region);
}

int32_t cphn_format_with_libphonenumber(
    const cphn_number *number, cphn_format_style style, char *out, int32_t capacity) {
  std::string formatted;
  PhoneNumberUtil::GetInstance()->Format(
      fields_phone::ToMessage(number), static_cast<PhoneNumberUtil::PhoneNumberFormat>(style),
      &formatted);
  int32_t length = static_cast<int32_t>(formatted.size());
  if (capacity > 0) {
    size_t copied = std::min(formatted.size(), static_cast<size_t>(capacity));
    memcpy(out, formatted.data(), copied);
    if (length < capacity) out[length] = 0;
  }
  return length;
}

int64_t cphn_digit_pattern_disagreements(
    uint64_t seed, int32_t per_pattern, int64_t *checks, char *first, int32_t capacity) {
  return run_check(first, capacity, [&](std::string *description) {
    return fields_phone::CountDigitPatternDisagreements(seed, per_pattern, checks, description);
  });
}

int64_t cphn_format_pattern_disagreements(
    uint64_t seed, int32_t per_pattern, int64_t *checks, char *first, int32_t capacity) {
  return run_check(first, capacity, [&](std::string *description) {
    return fields_phone::CountFormatPatternDisagreements(seed, per_pattern, checks, description);
  });
}

int64_t cphn_format_disagreements(
    uint64_t seed, int32_t per_format, int64_t *checks, int64_t *declined, char *first,
    int32_t capacity) {
  return run_check(first, capacity, [&](std::string *description) {
    return fields_phone::CountFormatDisagreements(seed, per_format, checks, declined, description);
  });
}

int32_t cphn_digit_patterns_declined(char *out, int32_t capacity) {
  std::vector<std::string> declined = fields_phone::DeclinedDigitPatterns();
  std::string lines;
  for (const std::string &line : declined) lines += line + "\n";
  copy_cut(lines, out, capacity);
  return static_cast<int32_t>(declined.size());
}

int64_t cphn_digit_pattern_bytes(void) {
  return static_cast<int64_t>(fields_phone::DigitPattern::SharedBytes());
}

}  // extern "C"

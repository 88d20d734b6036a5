// The test-only comparison of the shim's formatting with libphonenumber's; see format_check.h.

#include "format_check.h"

#include <string>
#include <vector>

#include "../CPhoneNumber/digit_pattern.h"
#include "../CPhoneNumber/plain_number.h"
#include "metadata_walk.h"
#include "phonenumbers/phonenumberutil.h"

namespace fields_phone {

using i18n::phonenumbers::NumberFormat;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;
using namespace walk;

namespace {

/// The number a national significant number of 1 to 17 digits names under a calling code,
/// leading zeros kept as a parse keeps them (the last digit never counts as one).
PhoneNumber NumberOf(int country_code, const std::string &digits, const std::string &extension) {
  PhoneNumber number;
  number.set_country_code(country_code);
  number.set_national_number(std::stoull(digits));
  if (digits.size() > 1 && digits[0] == '0') {
    number.set_italian_leading_zero(true);
    size_t zeros = 1;
    while (zeros < digits.size() - 1 && digits[zeros] == '0') ++zeros;
    if (zeros > 1) number.set_number_of_leading_zeros(static_cast<int>(zeros));
  }
  if (!extension.empty()) number.set_extension(extension);
  return number;
}

const char *StyleName(int style) {
  static const char *const kNames[] = {"E164", "INTERNATIONAL", "NATIONAL", "RFC3966"};
  return kNames[style];
}

}  // namespace

int64_t CountFormatDisagreements(
    uint64_t seed, int per_format, int64_t *checks, int64_t *declined, std::string *first) {
  int64_t disagreements = 0;
  *checks = 0;
  *declined = 0;
  uint64_t random = seed;
  const PhoneNumberUtil &util = *PhoneNumberUtil::GetInstance();
  auto compare = [&](const std::string &label, int country_code, const std::string &digits) {
    if (digits.empty() || digits.size() > 17) return;
    // Every third number has an extension, which regions write after their own prefix.
    std::string extension = NextRandom(&random) % 3 == 0 ? RandomDigits(&random, 1 + NextRandom(&random) % 6) : "";
    const PhoneNumber number = NumberOf(country_code, digits, extension);
    for (int style = PhoneNumberUtil::E164; style <= PhoneNumberUtil::RFC3966; ++style) {
      std::string theirs;
      util.Format(number, static_cast<PhoneNumberUtil::PhoneNumberFormat>(style), &theirs);
      std::string ours;
      if (!FormatNumber(number, style, &ours)) {
        ++*declined;
        continue;
      }
      ++*checks;
      if (ours != theirs && disagreements++ == 0) {
        *first = label + " +" + std::to_string(country_code) + " " + digits +
                 (extension.empty() ? "" : " ext " + extension) + " " + StyleName(style) +
                 ": shim '" + ours + "', libphonenumber '" + theirs + "'";
      }
    }
  };

  ForEachMetadata([&](const std::string &region, const PhoneMetadata &metadata) {
    const int code = metadata.country_code();
    // Each type's example number and its national number pattern's own strings.
    for (const DescField &entry : kDescs) {
      const PhoneNumberDesc &desc = (metadata.*entry.desc)();
      const std::string label = region + " " + entry.name;
      compare(label, code, desc.example_number());
      for (const std::string &sample :
           DigitPattern::SampleMatches(desc.national_number_pattern(), NextRandom(&random), 2)) {
        compare(label, code, sample);
      }
    }
    // Numbers each format's pattern matches, so that every format is chosen and written, and
    // each cut by a digit, which another format (or none) may take.
    for (const auto *formats : {&metadata.number_format(), &metadata.intl_number_format()}) {
      for (const NumberFormat &format : *formats) {
        const std::string label = region + " /" + format.pattern() + "/";
        for (const std::string &sample :
             DigitPattern::SampleMatches(format.pattern(), NextRandom(&random), per_format)) {
          compare(label, code, sample);
          compare(label, code, sample.substr(0, sample.size() - 1));
        }
      }
    }
    for (size_t length = 1; length <= 17; length += 4) {
      compare(region + " random", code, RandomDigits(&random, length));
    }
  });
  // Calling codes no region has: written as the national number alone, or in E.164.
  for (int code : {0, 999, 3, 1000}) compare("unknown code", code, RandomDigits(&random, 8));
  return disagreements;
}

}  // namespace fields_phone

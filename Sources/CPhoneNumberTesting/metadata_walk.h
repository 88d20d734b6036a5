// For the test-only checks: a walk over the compiled-in metadata and the strings they compare.

#ifndef CPHONENUMBER_METADATA_WALK_H
#define CPHONENUMBER_METADATA_WALK_H

#include <cstdint>
#include <string>
#include <vector>

#include "../CPhoneNumber/plain_number.h"
#include "phonenumbers/phonemetadata.pb.h"

namespace fields_phone {
namespace walk {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneNumberDesc;

/// A PhoneNumberDesc field of PhoneMetadata and its name.
struct DescField {
  const char *name;
  const PhoneNumberDesc &(PhoneMetadata::*desc)() const;
};

/// Every PhoneNumberDesc a PhoneMetadata carries, by its field name.
inline const DescField kDescs[] = {
    {"general_desc", &PhoneMetadata::general_desc},
    {"fixed_line", &PhoneMetadata::fixed_line},
    {"mobile", &PhoneMetadata::mobile},
    {"toll_free", &PhoneMetadata::toll_free},
    {"premium_rate", &PhoneMetadata::premium_rate},
    {"shared_cost", &PhoneMetadata::shared_cost},
    {"personal_number", &PhoneMetadata::personal_number},
    {"voip", &PhoneMetadata::voip},
    {"pager", &PhoneMetadata::pager},
    {"uan", &PhoneMetadata::uan},
    {"emergency", &PhoneMetadata::emergency},
    {"voicemail", &PhoneMetadata::voicemail},
    {"short_code", &PhoneMetadata::short_code},
    {"standard_rate", &PhoneMetadata::standard_rate},
    {"carrier_specific", &PhoneMetadata::carrier_specific},
    {"sms_services", &PhoneMetadata::sms_services},
    {"no_international_dialling", &PhoneMetadata::no_international_dialling},
};

/// Calls `visit(label, metadata)` for each region and non-geographical entity; the latter are
/// labelled "001+<calling code>".
template <typename Visit>
void ForEachMetadata(Visit visit) {
  const auto *collection = LoadedMetadata();
  if (collection == nullptr) return;
  for (const PhoneMetadata &metadata : collection->metadata()) {
    std::string region = metadata.id();
    if (region == "001") region += "+" + std::to_string(metadata.country_code());
    visit(region, metadata);
  }
}

/// Calls `visit(label, desc)` for each desc with a national number pattern, labelled with the
/// region and the desc's field name.
template <typename Visit>
void ForEachPattern(Visit visit) {
  ForEachMetadata([&](const std::string &region, const PhoneMetadata &metadata) {
    for (const DescField &entry : kDescs) {
      const PhoneNumberDesc &desc = (metadata.*entry.desc)();
      if (!desc.national_number_pattern().empty()) visit(region + " " + entry.name, desc);
    }
  });
}

/// Counts the disagreements of a check and describes the first one.
class Disagreements {
 public:
  explicit Disagreements(std::string *first) : first_(first) {}

  /// Counts one, described as "label /pattern/ 'text': what" when it is the first.
  void Record(
      const std::string &label, const std::string &pattern, const std::string &text,
      const char *what) {
    if (count_++ == 0) *first_ = label + " /" + pattern + "/ '" + text + "': " + what;
  }

  int64_t count() const { return count_; }

 private:
  std::string *first_;
  int64_t count_ = 0;
};

/// SplitMix64, seeded by the caller so that a failure can be repeated.
inline uint64_t NextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// `length` random ASCII digits.
inline std::string RandomDigits(uint64_t *random, size_t length) {
  std::string digits;
  for (size_t index = 0; index < length; ++index) {
    digits.push_back(static_cast<char>('0' + NextRandom(random) % 10));
  }
  return digits;
}

/// `per_length` random digit strings of each length from `shortest` through 17, the longest
/// national significant number.
inline void AddRandomDigitStrings(
    uint64_t *random, size_t shortest, int per_length, std::vector<std::string> *texts) {
  for (size_t length = shortest; length <= 17; ++length) {
    for (int count = 0; count < per_length; ++count) texts->push_back(RandomDigits(random, length));
  }
}

/// The example number, its prefixes, its one-digit extensions and each digit changed.
inline void AddNeighbours(const std::string &number, std::vector<std::string> *texts) {
  texts->push_back(number);
  for (size_t length = 0; length < number.size(); ++length) {
    texts->push_back(number.substr(0, length));
  }
  for (char digit = '0'; digit <= '9'; ++digit) texts->push_back(number + digit);
  for (size_t index = 0; index < number.size(); ++index) {
    for (char digit = '0'; digit <= '9'; ++digit) {
      if (digit == number[index]) continue;
      std::string changed = number;
      changed[index] = digit;
      texts->push_back(changed);
    }
  }
}

}  // namespace walk
}  // namespace fields_phone

#endif  // CPHONENUMBER_METADATA_WALK_H

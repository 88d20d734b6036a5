// The test-only comparison of digit automata with ICU; see digit_pattern_check.h. The shim's
// internal headers are reached by path, as in cphonenumber_testing.cpp.

#include "digit_pattern_check.h"

#include <cstring>

#include "../CPhoneNumber/digit_pattern.h"
#include "phonenumbers/phonemetadata.pb.h"
#include "../CPhoneNumber/plain_number.h"

namespace fields_phone {
namespace {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::PhoneNumberDesc;

/// Every PhoneNumberDesc a PhoneMetadata carries, by its field name.
const struct {
  const char *name;
  const PhoneNumberDesc &(PhoneMetadata::*desc)() const;
} kDescs[] = {
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

/// Calls `visit(label, desc)` for each desc with a national number pattern; non-geographical
/// entities are labelled "001+<calling code>".
template <typename Visit>
void ForEachPattern(Visit visit) {
  const auto *collection = LoadedMetadata();
  if (collection == nullptr) return;
  for (const PhoneMetadata &metadata : collection->metadata()) {
    std::string region = metadata.id();
    if (region == "001") region += "+" + std::to_string(metadata.country_code());
    for (const auto &entry : kDescs) {
      const PhoneNumberDesc &desc = (metadata.*entry.desc)();
      if (!desc.national_number_pattern().empty()) visit(region + " " + entry.name, desc);
    }
  }
}

/// SplitMix64, seeded by the caller so that a failure can be repeated.
uint64_t NextRandom(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

/// The example number, its prefixes, its one-digit extensions and each digit changed.
void AddNeighbours(const std::string &number, std::vector<std::string> *texts) {
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

}  // namespace

int64_t CountDigitPatternDisagreements(
    uint64_t seed, int per_pattern, int64_t *checks, std::string *first) {
  int64_t disagreements = 0;
  *checks = 0;
  uint64_t random = seed;
  auto record = [&](const std::string &label, const std::string &pattern, const std::string &text,
                    const char *what) {
    if (disagreements++ == 0) *first = label + " /" + pattern + "/ '" + text + "': " + what;
  };
  ForEachPattern([&](const std::string &label, const PhoneNumberDesc &desc) {
    const std::string &pattern = desc.national_number_pattern();
    // The automaton the shim uses, keyed by the metadata's own string.
    const DigitPattern *automaton = DigitPattern::ForMetadataPattern(pattern);
    if (automaton == nullptr) return;
    bool unused = false;
    if (!FullMatchWithICU(pattern, "", &unused)) {
      record(label, pattern, "", "ICU does not compile a pattern the automaton reads");
      return;
    }

    std::vector<std::string> texts;
    if (!desc.example_number().empty()) AddNeighbours(desc.example_number(), &texts);
    // Strings drawn from the pattern reach its accepting paths, which random digits seldom do.
    std::vector<std::string> samples =
        DigitPattern::SampleMatches(pattern, NextRandom(&random), per_pattern);
    for (const std::string &sample : samples) {
      texts.push_back(sample);
      texts.push_back(sample + static_cast<char>('0' + NextRandom(&random) % 10));
      if (!sample.empty()) texts.push_back(sample.substr(0, sample.size() - 1));
    }
    for (int length = 1; length <= 17; ++length) {
      for (int count = 0; count < per_pattern; ++count) {
        std::string text;
        for (int index = 0; index < length; ++index) {
          text.push_back(static_cast<char>('0' + NextRandom(&random) % 10));
        }
        texts.push_back(text);
      }
    }

    for (const std::string &text : texts) {
      bool ours = false;
      if (!automaton->Decide(text, &ours)) {
        record(label, pattern, text, "the automaton declines a text of digits");
        continue;
      }
      bool icu = false;
      FullMatchWithICU(pattern, text, &icu);
      ++*checks;
      if (ours != icu) {
        record(label, pattern, text,
               ours ? "automaton matches, ICU does not" : "ICU matches, automaton does not");
      }
    }
    // Anything but ASCII digits is left to ICU.
    for (const char *text : {"12a", " 1", "\xd9\xa3", "1-2"}) {
      bool ours = false;
      if (automaton->Decide(text, std::strlen(text), &ours)) {
        record(label, pattern, text, "the automaton decides a text that is not all digits");
      }
    }
  });
  return disagreements;
}

std::vector<std::string> DeclinedDigitPatterns() {
  std::vector<std::string> declined;
  ForEachPattern([&](const std::string &label, const PhoneNumberDesc &desc) {
    const std::string &pattern = desc.national_number_pattern();
    if (DigitPattern::ForMetadataPattern(pattern) == nullptr) {
      declined.push_back(label + ": " + pattern);
    }
  });
  return declined;
}

}  // namespace fields_phone

// The test-only comparison of digit automata with ICU; see digit_pattern_check.h. The shim's
// internal headers are reached by path, as in cphonenumber_testing.cpp.

#include "digit_pattern_check.h"

#include <cstring>

#include "../CPhoneNumber/digit_pattern.h"
#include "../CPhoneNumber/plain_number.h"
#include "metadata_walk.h"

namespace fields_phone {

using i18n::phonenumbers::NumberFormat;
using namespace walk;

int64_t CountDigitPatternDisagreements(
    uint64_t seed, int per_pattern, int64_t *checks, std::string *first) {
  Disagreements disagreements(first);
  auto record = [&](const std::string &label, const std::string &pattern, const std::string &text,
                    const char *what) { disagreements.Record(label, pattern, text, what); };
  *checks = 0;
  uint64_t random = seed;
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
    AddRandomDigitStrings(&random, 1, per_pattern, &texts);

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
  return disagreements.count();
}

int64_t CountFormatPatternDisagreements(
    uint64_t seed, int per_pattern, int64_t *checks, std::string *first) {
  Disagreements disagreements(first);
  *checks = 0;
  uint64_t random = seed;
  // `at_start`: a leading digits pattern, matched at the start (lookingAt); otherwise a
  // format's pattern, matched whole.
  auto check = [&](const std::string &label, const std::string &pattern, bool at_start) {
    const DigitPattern *automaton = DigitPattern::ForMetadataPattern(pattern);
    if (automaton == nullptr) {
      disagreements.Record(label, pattern, "", "no automaton");
      return;
    }
    std::vector<std::string> texts;
    // Strings drawn from the pattern and their neighbours, then the same with random digits
    // after them (still matched at the start, seldom whole).
    for (const std::string &sample :
         DigitPattern::SampleMatches(pattern, NextRandom(&random), per_pattern)) {
      AddNeighbours(sample, &texts);
      for (size_t count = 1; count <= 6; ++count) {
        texts.push_back(sample + RandomDigits(&random, count));
      }
    }
    AddRandomDigitStrings(&random, 0, per_pattern, &texts);
    for (const std::string &text : texts) {
      bool ours = false;
      bool decided = at_start ? automaton->DecidePrefix(text, &ours) : automaton->Decide(text, &ours);
      if (!decided) {
        disagreements.Record(label, pattern, text, "the automaton declines a text of digits");
        continue;
      }
      ++*checks;
      bool icu = false;
      if (at_start) {
        icu = LookingAtWithICU(pattern, text);
      } else {
        FullMatchWithICU(pattern, text, &icu);
      }
      if (ours != icu) {
        disagreements.Record(label, pattern, text,
                             ours ? "the automaton matches, ICU does not"
                                  : "ICU matches, the automaton does not");
      }
    }
    bool unused = false;
    if (at_start ? automaton->DecidePrefix("12a", &unused) : automaton->Decide("12a", &unused)) {
      disagreements.Record(
          label, pattern, "12a", "the automaton decides a text that is not all digits");
    }
  };
  ForEachMetadata([&](const std::string &region, const PhoneMetadata &metadata) {
    for (const auto *formats : {&metadata.number_format(), &metadata.intl_number_format()}) {
      for (const NumberFormat &format : *formats) {
        const std::string label = region + " format " + format.format();
        check(label, format.pattern(), /*at_start=*/false);
        for (const std::string &pattern : format.leading_digits_pattern()) {
          check(label + " leading digits", pattern, /*at_start=*/true);
        }
      }
    }
  });
  return disagreements.count();
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

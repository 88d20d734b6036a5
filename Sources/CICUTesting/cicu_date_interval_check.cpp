// The test-only comparison of the shim's interval formatting with ICU's; see cicu_testing.h.

#include "cicu_testing.h"

#include <cicu.h>

#include <algorithm>
#include <cstring>
#include <iterator>
#include <string>

#include <unicode/udateintervalformat.h>
#include <unicode/uloc.h>
#include <unicode/ustring.h>

namespace {

/// Locales whose keywords take other paths through the patterns: eras of other calendars
/// (Heisei to Reiwa in 2019), lunar months, forced hour cycles, other digits.
const char *const kKeywordLocales[] = {
    "ja_JP@calendar=japanese", "th_TH@calendar=buddhist", "ar_SA@calendar=islamic-umalqura",
    "he_IL@calendar=hebrew", "zh_TW@calendar=roc", "zh_CN@calendar=chinese", "en_US@hours=h23",
    "de_DE@hours=h12", "en_US@numbers=arab", "fa_IR", "ko_KR@calendar=dangi",
    "am_ET@calendar=ethiopic",
};

/// Skeletons beyond the styles', each locale taking a share of them.
const char *const kSkeletons[] = {
    "yMMMd", "yMd", "yMMMMEEEEd", "yMMM", "yMMMM", "y", "MMMd", "MMMEd",
    "d", "Ed", "hm", "Hm", "jm", "h", "H", "jms",
    "Bhm", "yMMMdjm", "yMdhm", "yMMMEdHms", "GyMMMd", "MMMMd", "yQQQ", "Hmsv",
    "hmz", "yMMMdHmsSSS", "yw", "LLLL", "MMMMEEEEd", "GGGGGyMd", "jmmss", "EEEEhm",
};
constexpr int kSkeletonCount = sizeof(kSkeletons) / sizeof(kSkeletons[0]);
constexpr int kSkeletonsPerLocale = 12;

const char *const kZones[] = {
    "UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Kolkata", "Asia/Tokyo",
    "Australia/Lord_Howe", "America/St_Johns", "Pacific/Chatham",
};
constexpr int kZoneCount = sizeof(kZones) / sizeof(kZones[0]);

constexpr double kMinute = 60'000, kHour = 60 * kMinute, kDay = 24 * kHour;

/// Instants ranges start from: the epoch, a leap day, a moon landing, a change of Japanese
/// era, the end of a year and a European change of clocks.
const double kStarts[] = {
    0, 951'782'400'000, -14'182'940'000, 1'556'668'800'000, 1'798'761'599'999,
    1'711'846'800'000,
};

/// Lengths of ranges, chosen to change each field first; negative ones end before they start.
const double kLengths[] = {
    0, 1, 999, 1'000, 59'000, kMinute, 30 * kMinute, kHour, 5 * kHour, 12 * kHour, 13 * kHour,
    kDay, 20 * kDay, 40 * kDay, 200 * kDay, 400 * kDay, 1'100 * kDay, -kDay, -kHour,
    // About 2,430 years back: another era in most calendars.
    -76'700'000'000'000.0,
};

std::string Formatted(cicu_date_interval *mine, double from, double to) {
  char buffer[512];
  int32_t status = 0;
  int32_t length = cicu_date_interval_format(mine, from, to, buffer, sizeof buffer, &status);
  if (status != 0 || length > static_cast<int32_t>(sizeof buffer)) return "<status>";
  return std::string(buffer, static_cast<size_t>(length));
}

std::string FormattedByICU(UDateIntervalFormat *theirs, double from, double to) {
  UChar units[512];
  UErrorCode error = U_ZERO_ERROR;
  int32_t length = udtitvfmt_format(theirs, from, to, units, 512, nullptr, &error);
  if (U_FAILURE(error)) return "<status>";
  char buffer[1536];
  int32_t written = 0;
  u_strToUTF8(buffer, sizeof buffer, &written, units, length, &error);
  if (U_FAILURE(error)) return "<status>";
  return std::string(buffer, static_cast<size_t>(written));
}

/// Compares one locale, skeleton and zone over every range; returns the disagreements.
int64_t Compare(
    const char *locale, const std::string &skeleton, const char *zone, int64_t *checks,
    std::string *first) {
  int32_t status = 0;
  cicu_date_interval *mine = cicu_date_interval_open(
      locale, zone, skeleton.data(), static_cast<int32_t>(skeleton.size()), &status);
  UErrorCode error = U_ZERO_ERROR;
  UChar skeleton16[128], zone16[64];
  int32_t skeleton_length = 0, zone_length = 0;
  u_strFromUTF8(skeleton16, 128, &skeleton_length, skeleton.data(),
                static_cast<int32_t>(skeleton.size()), &error);
  u_strFromUTF8(zone16, 64, &zone_length, zone, -1, &error);
  UDateIntervalFormat *theirs =
      udtitvfmt_open(locale, skeleton16, skeleton_length, zone16, zone_length, &error);
  int64_t disagreements = 0;
  auto note = [&](const std::string &what) {
    if (disagreements++ == 0) *first = what;
  };
  if ((mine == nullptr) != U_FAILURE(error)) {
    note(std::string(locale) + " " + skeleton + ": opens differently");
  } else if (mine != nullptr) {
    for (double start : kStarts) {
      for (double length : kLengths) {
        double end = start + length;
        std::string ours = Formatted(mine, start, end);
        std::string expected = FormattedByICU(theirs, start, end);
        ++*checks;
        if (ours != expected) {
          note(std::string(locale) + " " + skeleton + " " + zone + " " +
               std::to_string(static_cast<long long>(start)) + " + " +
               std::to_string(static_cast<long long>(length)) + ": '" + ours + "', ICU '" +
               expected + "'");
        }
      }
    }
  }
  cicu_date_interval_close(mine);
  if (theirs != nullptr) udtitvfmt_close(theirs);
  return disagreements;
}

std::string StyleSkeleton(const char *locale, int32_t date_style, int32_t time_style) {
  char buffer[128];
  int32_t status = 0;
  int32_t length =
      cicu_date_interval_style_skeleton(locale, date_style, time_style, buffer, 128, &status);
  if (status != 0 || length > 128) return std::string();
  return std::string(buffer, static_cast<size_t>(length));
}

}  // namespace

extern "C" int64_t cicu_date_interval_disagreements(
    int32_t locale_offset, int32_t locale_stride, int64_t *checks, char *first,
    int32_t capacity) {
  static const int32_t kStyles[][2] = {
      {0, -1}, {1, -1}, {2, -1}, {3, -1}, {-1, 0}, {-1, 3}, {2, 3}, {3, 3}, {0, 2},
  };
  int32_t available = uloc_countAvailable();
  int32_t total = available + static_cast<int32_t>(std::size(kKeywordLocales));
  int64_t disagreements = 0;
  std::string first_disagreement;
  *checks = 0;
  for (int32_t index = locale_offset; index < total; index += std::max(locale_stride, 1)) {
    const char *locale =
        index < available ? uloc_getAvailable(index) : kKeywordLocales[index - available];
    const char *zone = kZones[index % kZoneCount];
    auto compare = [&](const std::string &skeleton) {
      std::string description;
      int64_t found = Compare(locale, skeleton, zone, checks, &description);
      if (found > 0 && disagreements == 0) first_disagreement = description;
      disagreements += found;
    };
    for (const auto &styles : kStyles) {
      std::string skeleton = StyleSkeleton(locale, styles[0], styles[1]);
      if (!skeleton.empty()) compare(skeleton);
    }
    for (int share = 0; share < kSkeletonsPerLocale; share++) {
      compare(kSkeletons[(index * kSkeletonsPerLocale + share) % kSkeletonCount]);
    }
  }
  if (capacity > 0) {
    size_t kept = std::min(first_disagreement.size(), static_cast<size_t>(capacity - 1));
    memcpy(first, first_disagreement.data(), kept);
    first[kept] = 0;
  }
  return disagreements;
}

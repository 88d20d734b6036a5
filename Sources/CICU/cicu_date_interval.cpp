// Date interval formatting, and the skeletons of the locale's date styles.
//
// ICU 72 formats every date interval of the process under one mutex (gFormatterMutex in
// dtitvfmt.cpp): DateIntervalFormat's const format methods set the calendars and the pattern
// of the one SimpleDateFormat it holds, and the lock guards them for all formatters at once.
// Threads with formatters of their own therefore take turns, and a stream of ranges gained
// nothing from a second core. So the shim lets ICU resolve the patterns (which interval
// pattern a largest differing field takes, the locale's fallback, the date and time halves of
// a skeleton with both) and takes the formatting steps itself, each pattern applied by a
// SimpleDateFormat of its own: a formatter shares nothing with another. The steps are those
// DateIntervalFormat documents, and CICUTesting holds the output to udtitvfmt_format's over
// every locale.
//
// C++ because the resolved patterns exist only inside ICU's C++ classes; it exports plain C
// like the rest of the shim.

#include "cicu.h"
#include "cicu_internal.h"

#include <memory>
#include <new>
#include <vector>

#include <unicode/calendar.h>
#include <unicode/dtitvfmt.h>
#include <unicode/dtitvinf.h>
#include <unicode/fieldpos.h>
#include <unicode/simpleformatter.h>
#include <unicode/smpdtfmt.h>
#include <unicode/udat.h>
#include <unicode/udatpg.h>
#include <unicode/unistr.h>

namespace {

// MARK: - ICU's resolved patterns

// DateIntervalFormat keeps the patterns it resolved in private members and has no getter for
// them. Names used in an explicit instantiation are exempt from access checking (C++17
// [temp.explicit]/12), which is the standard's one way to read such a member: `revealed(Tag{})`
// returns a pointer to it. The member's type comes from the header of the ICU the shim is
// compiled against, so a change in ICU fails the build instead of reading the wrong thing.
template <typename Tag, auto member>
struct Reveal {
  friend constexpr auto revealed(Tag) { return member; }
};

struct IntervalPatterns {
  friend constexpr auto revealed(IntervalPatterns);
};
struct DatePattern {
  friend constexpr auto revealed(DatePattern);
};
struct TimePattern {
  friend constexpr auto revealed(TimePattern);
};
struct DateTimeFormat {
  friend constexpr auto revealed(DateTimeFormat);
};

template struct Reveal<IntervalPatterns, &icu::DateIntervalFormat::fIntervalPatterns>;
template struct Reveal<DatePattern, &icu::DateIntervalFormat::fDatePattern>;
template struct Reveal<TimePattern, &icu::DateIntervalFormat::fTimePattern>;
template struct Reveal<DateTimeFormat, &icu::DateIntervalFormat::fDateTimeFormat>;

/// The calendar fields whose difference picks an interval pattern, largest first, in the
/// order of DateIntervalInfo's pattern indexes (kIPI_ERA ... kIPI_MILLISECOND).
constexpr UCalendarDateFields kFields[] = {
    UCAL_ERA,    UCAL_YEAR,   UCAL_MONTH,  UCAL_DATE,        UCAL_AM_PM,
    UCAL_HOUR,   UCAL_MINUTE, UCAL_SECOND, UCAL_MILLISECOND,
};
constexpr int kFieldCount = sizeof(kFields) / sizeof(kFields[0]);
static_assert(kFieldCount == icu::DateIntervalInfo::kMaxIntervalPatternIndex);
/// The index of AM/PM: a difference there or after it leaves the instants on one day.
constexpr int kFirstFieldOfTheDay = 4;
static_assert(kFields[kFirstFieldOfTheDay] == UCAL_AM_PM);

/// A pattern with two places, "{0} – {1}", cut around them.
struct TwoPlaces {
  icu::UnicodeString before, between, after;
  /// Whether {1} comes before {0} in the text.
  bool second_first = false;

  bool read(const icu::UnicodeString &pattern, UErrorCode &error) {
    icu::SimpleFormatter formatter(pattern, 2, 2, error);
    if (U_FAILURE(error)) return false;
    int32_t offsets[2] = {0, 0};
    icu::UnicodeString body = formatter.getTextWithNoArguments(offsets, 2);
    second_first = offsets[1] < offsets[0];
    int32_t start = second_first ? offsets[1] : offsets[0];
    int32_t end = second_first ? offsets[0] : offsets[1];
    before = icu::UnicodeString(body, 0, start);
    between = icu::UnicodeString(body, start, end - start);
    after = icu::UnicodeString(body, end);
    return true;
  }
};

/// What an interval shows when its largest differing field is a given one.
struct FieldFormat {
  enum Kind {
    /// The first instant alone: the pattern does not show the field (nor any smaller one).
    kSingle,
    /// The locale's fallback, "{0} – {1}", of the formatter's own pattern.
    kFallback,
    /// The fallback of a pattern of the field's own (`second`), which shows the field.
    kFallbackOfPattern,
    /// An interval pattern: `first` for one instant, then `second` (if any) for the other.
    kParts,
  };
  Kind kind = kFallback;
  int first = -1, second = -1;  // indexes into cicu_date_interval::formats
  bool later_first = false;
};

/// A pattern and the formatter applying it, opened on first use.
struct PatternFormat {
  icu::UnicodeString pattern;
  std::unique_ptr<icu::SimpleDateFormat> format;
};

}  // namespace

struct cicu_date_interval {
  /// The formatter of the skeleton's own pattern, in the formatter's zone: the model the
  /// others are cloned from.
  std::unique_ptr<icu::SimpleDateFormat> base;
  std::unique_ptr<icu::Calendar> from_calendar, to_calendar;
  FieldFormat fields[kFieldCount];
  TwoPlaces fallback;
  /// A skeleton with date and time fields: its date pattern, time pattern and the locale's
  /// "{1}, {0}" joining a date ({1}) to a range of times ({0}); -1 without.
  int date_format = -1, time_format = -1;
  TwoPlaces date_time;
  /// Every distinct pattern the fields use; 0 is base's own.
  std::vector<PatternFormat> formats;

  int index_of(const icu::UnicodeString &pattern) {
    for (size_t index = 0; index < formats.size(); index++) {
      if (formats[index].pattern == pattern) return static_cast<int>(index);
    }
    formats.push_back(PatternFormat{pattern, nullptr});
    return static_cast<int>(formats.size() - 1);
  }

  icu::SimpleDateFormat *format_at(int index) {
    PatternFormat &entry = formats[static_cast<size_t>(index)];
    if (entry.format == nullptr) {
      entry.format.reset(base->clone());
      if (entry.format == nullptr) return nullptr;
      entry.format->applyPattern(entry.pattern);
    }
    return entry.format.get();
  }

  void append(int index, icu::Calendar &calendar, icu::UnicodeString &out, UErrorCode &error) {
    icu::SimpleDateFormat *format = format_at(index);
    if (format == nullptr) {
      error = U_MEMORY_ALLOCATION_ERROR;
      return;
    }
    icu::FieldPosition ignored(icu::FieldPosition::DONT_CARE);
    format->format(calendar, out, ignored);
  }

  /// The fallback: both instants in one pattern, joined by the locale's "{0} – {1}".
  void append_fallback_range(int index, icu::UnicodeString &out, UErrorCode &error) {
    out.append(fallback.before);
    append(index, fallback.second_first ? *to_calendar : *from_calendar, out, error);
    out.append(fallback.between);
    append(index, fallback.second_first ? *from_calendar : *to_calendar, out, error);
    out.append(fallback.after);
  }

  /// The fallback; on one day, with date and time fields, the date once beside the range of
  /// the times.
  void append_fallback(int index, bool same_day, icu::UnicodeString &out, UErrorCode &error) {
    if (!(same_day && date_format >= 0 && time_format >= 0)) {
      append_fallback_range(index, out, error);
      return;
    }
    // {0} is the range of times, {1} the date.
    out.append(date_time.before);
    if (date_time.second_first) {
      append(date_format, *from_calendar, out, error);
      out.append(date_time.between);
      append_fallback_range(time_format, out, error);
    } else {
      append_fallback_range(time_format, out, error);
      out.append(date_time.between);
      append(date_format, *from_calendar, out, error);
    }
    out.append(date_time.after);
  }

  /// The range of instants whose largest difference is `kFields[differing]`.
  void append_range(int differing, icu::UnicodeString &out, UErrorCode &error) {
    const FieldFormat &field = fields[differing];
    bool same_day = differing >= kFirstFieldOfTheDay;
    switch (field.kind) {
      case FieldFormat::kSingle:
        append(0, *from_calendar, out, error);
        break;
      case FieldFormat::kFallback:
        append_fallback(0, same_day, out, error);
        break;
      case FieldFormat::kFallbackOfPattern:
        append_fallback(field.second, same_day, out, error);
        break;
      case FieldFormat::kParts:
        append(field.first, field.later_first ? *to_calendar : *from_calendar, out, error);
        if (field.second >= 0) {
          append(field.second, field.later_first ? *from_calendar : *to_calendar, out, error);
        }
        break;
    }
  }
};

namespace {

/// Reads what `icu_format` resolved into `interval`, or returns false with `error`.
bool adopt_patterns(
    cicu_date_interval &interval, const icu::DateIntervalFormat &icu_format, UErrorCode &error) {
  const icu::DateFormat *date_format = icu_format.getDateFormat();
  auto *model = dynamic_cast<const icu::SimpleDateFormat *>(date_format);
  const icu::DateIntervalInfo *info = icu_format.getDateIntervalInfo();
  if (model == nullptr || info == nullptr || model->getCalendar() == nullptr) {
    error = U_INTERNAL_PROGRAM_ERROR;
    return false;
  }
  // The first part of every range keeps the formatter's capitalization; udtitvfmt_open sets
  // none, so no part changes case and every formatter keeps the model's context.
  if (icu_format.getContext(UDISPCTX_TYPE_CAPITALIZATION, error) !=
      UDISPCTX_CAPITALIZATION_NONE) {
    if (U_SUCCESS(error)) error = U_UNSUPPORTED_ERROR;
    return false;
  }
  interval.base.reset(model->clone());
  interval.from_calendar.reset(model->getCalendar()->clone());
  interval.to_calendar.reset(model->getCalendar()->clone());
  if (interval.base == nullptr || interval.from_calendar == nullptr ||
      interval.to_calendar == nullptr) {
    error = U_MEMORY_ALLOCATION_ERROR;
    return false;
  }
  icu::UnicodeString base_pattern;
  interval.base->toPattern(base_pattern);
  interval.formats.push_back(PatternFormat{base_pattern, nullptr});

  icu::UnicodeString fallback_pattern;
  info->getFallbackIntervalPattern(fallback_pattern);
  if (!interval.fallback.read(fallback_pattern, error)) return false;

  const icu::UnicodeString *date_pattern = icu_format.*revealed(DatePattern{});
  const icu::UnicodeString *time_pattern = icu_format.*revealed(TimePattern{});
  const icu::UnicodeString *date_time_format = icu_format.*revealed(DateTimeFormat{});
  if (date_pattern != nullptr && time_pattern != nullptr) {
    // ICU reads the joining pattern whenever it splits a skeleton into date and time.
    if (date_time_format == nullptr) {
      error = U_INTERNAL_PROGRAM_ERROR;
      return false;
    }
    if (!interval.date_time.read(*date_time_format, error)) return false;
    interval.date_format = interval.index_of(*date_pattern);
    interval.time_format = interval.index_of(*time_pattern);
  }

  const auto &patterns = icu_format.*revealed(IntervalPatterns{});
  for (int index = 0; index < kFieldCount; index++) {
    const auto &resolved = patterns[index];
    FieldFormat &field = interval.fields[index];
    field.later_first = resolved.laterDateFirst;
    if (resolved.firstPart.isEmpty() && resolved.secondPart.isEmpty()) {
      field.kind = icu::SimpleDateFormat::isFieldUnitIgnored(base_pattern, kFields[index])
                       ? FieldFormat::kSingle
                       : FieldFormat::kFallback;
    } else if (resolved.firstPart.isEmpty()) {
      field.kind = FieldFormat::kFallbackOfPattern;
      field.second = interval.index_of(resolved.secondPart);
    } else {
      field.kind = FieldFormat::kParts;
      field.first = interval.index_of(resolved.firstPart);
      if (!resolved.secondPart.isEmpty()) field.second = interval.index_of(resolved.secondPart);
    }
  }
  return true;
}

}  // namespace

extern "C" {

// MARK: - Interval formatting

cicu_date_interval *cicu_date_interval_open(
    const char *locale, const char *zone, const char *skeleton, int32_t skeleton_length,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  icu::UnicodeString skeleton16 =
      icu::UnicodeString::fromUTF8(icu::StringPiece(skeleton, skeleton_length));
  // Opened as udtitvfmt_open opens it: the skeleton's formatter, then the zone adopted.
  std::unique_ptr<icu::DateIntervalFormat> icu_format(
      icu::DateIntervalFormat::createInstance(skeleton16, icu::Locale(locale), error));
  if (U_SUCCESS(error) && icu_format == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  if (U_SUCCESS(error)) {
    icu::TimeZone *time_zone = icu::TimeZone::createTimeZone(icu::UnicodeString::fromUTF8(zone));
    if (time_zone == nullptr) {
      error = U_MEMORY_ALLOCATION_ERROR;
    } else {
      icu_format->adoptTimeZone(time_zone);
    }
  }
  std::unique_ptr<cicu_date_interval> interval;
  if (U_SUCCESS(error)) {
    interval.reset(new (std::nothrow) cicu_date_interval());
    if (interval == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  }
  if (U_SUCCESS(error)) adopt_patterns(*interval, *icu_format, error);
  if (U_FAILURE(error)) {
    *status = error;
    return nullptr;
  }
  *status = U_ZERO_ERROR;
  return interval.release();
}

void cicu_date_interval_close(cicu_date_interval *interval) { delete interval; }

int32_t cicu_date_interval_format(
    cicu_date_interval *interval, double from, double to, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  interval->from_calendar->setTime(from, error);
  interval->to_calendar->setTime(to, error);
  // The largest field in which the instants differ picks the pattern.
  int differing = kFieldCount;
  for (int index = 0; index < kFieldCount && U_SUCCESS(error); index++) {
    if (interval->from_calendar->get(kFields[index], error) !=
        interval->to_calendar->get(kFields[index], error)) {
      differing = index;
      break;
    }
  }
  if (U_FAILURE(error)) {
    *status = error;
    return 0;
  }
  UChar inline_units[CICU_INLINE_UNITS];
  icu::UnicodeString text(inline_units, 0, CICU_INLINE_UNITS);
  if (differing == kFieldCount) {
    // Instants differing in less than a millisecond show as one.
    interval->append(0, *interval->from_calendar, text, error);
  } else {
    interval->append_range(differing, text, error);
  }
  if (text.isBogus()) error = U_MEMORY_ALLOCATION_ERROR;
  if (U_FAILURE(error)) {
    *status = error;
    return 0;
  }
  int32_t written =
      cicu_internal_utf8_from_utf16(text.getBuffer(), text.length(), out, capacity, &error);
  *status = error;
  return written;
}

// MARK: - Skeletons of styles

int32_t cicu_date_interval_style_skeleton(
    const char *locale, int32_t date_style, int32_t time_style, char *out, int32_t capacity,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  // The zone does not change the pattern's letters; UTC keeps the open from reading the
  // machine's default zone.
  static const UChar utc[] = {'U', 'T', 'C'};
  UDateFormat *format = udat_open(
      (UDateFormatStyle)time_style, (UDateFormatStyle)date_style, locale, utc, 3, NULL, -1,
      &error);
  UChar pattern[CICU_INLINE_UNITS];
  int32_t pattern_length = 0;
  if (U_SUCCESS(error)) {
    pattern_length = udat_toPattern(format, false, pattern, CICU_INLINE_UNITS, &error);
  }
  if (format != NULL) udat_close(format);
  UDateTimePatternGenerator *generator = NULL;
  if (U_SUCCESS(error)) generator = udatpg_open(locale, &error);
  UChar skeleton[CICU_INLINE_UNITS];
  int32_t skeleton_length = 0;
  if (U_SUCCESS(error)) {
    skeleton_length = udatpg_getSkeleton(
        generator, pattern, pattern_length, skeleton, CICU_INLINE_UNITS, &error);
  }
  if (generator != NULL) udatpg_close(generator);
  if (U_FAILURE(error)) {
    *status = error;
    return 0;
  }
  int32_t written = cicu_internal_utf8_from_utf16(skeleton, skeleton_length, out, capacity, &error);
  *status = error;
  return written;
}

}  // extern "C"

// The C shim over the system ICU that Fields reaches through Swift.
//
// Only plain C types and opaque handles appear here. ICU's own headers are included by the
// shim's sources alone (one file per service, named in each MARK below, with the conversions
// they share in the private cicu_internal.h): ICU renames every symbol per version
// (u_strToUTF8_72), and its headers clash with the copy of ICU that Foundation carries inside
// the same Swift module.
//
// Strings cross this boundary as UTF-8 with an explicit byte length; the shim converts to and
// from ICU's UTF-16. Every function that can fail takes an `int32_t *status` that holds an ICU
// error code: zero or negative is success (negative values are warnings), positive is a failure
// whose name `cicu_error_name` returns. A function that fills `out` returns the full length it
// needs; when that exceeds `capacity`, status is CICU_BUFFER_OVERFLOW and the caller retries.

#ifndef CICU_H
#define CICU_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// ICU's U_BUFFER_OVERFLOW_ERROR, repeated so callers can retry without ICU's headers.
#define CICU_BUFFER_OVERFLOW 15

/// A date formatter and strict parser; not safe for concurrent use (ICU mutates its calendar).
typedef struct cicu_date_format cicu_date_format;

/// A number formatter and strict parser; not safe for concurrent use.
typedef struct cicu_number_format cicu_number_format;

/// An opened libicu date-time pattern generator for one locale; not safe for concurrent use.
typedef struct cicu_pattern_generator cicu_pattern_generator;

// MARK: - Versions and errors (cicu_common.c, cicu_locale.c)

/// The name of an ICU error code, such as "U_ILLEGAL_ARGUMENT_ERROR".
const char *cicu_error_name(int32_t status);

/// Writes the ICU version ("72.1") and the CLDR version ("42.0") as NUL-terminated strings.
void cicu_versions(char *icu, int32_t icu_capacity, char *cldr, int32_t cldr_capacity);

// MARK: - Locales, zones, calendars, currencies (cicu_locale.c)

/// Why a locale identifier was refused.
typedef enum cicu_locale_problem {
  CICU_LOCALE_OK = 0,
  CICU_LOCALE_MALFORMED = 1,
  CICU_LOCALE_UNKNOWN_LANGUAGE = 2,
  CICU_LOCALE_UNKNOWN_SCRIPT = 3,
  CICU_LOCALE_UNKNOWN_REGION = 4,
  CICU_LOCALE_UNKNOWN_CALENDAR = 5,
  CICU_LOCALE_UNKNOWN_NUMBERING_SYSTEM = 6,
} cicu_locale_problem;

/// Canonicalizes an ICU ("de_DE@calendar=buddhist") or BCP 47 ("ar-EG-u-nu-latn") identifier
/// into `out`, and checks that ICU has data for its language and knows its script, region,
/// calendar and numbering system.
cicu_locale_problem cicu_locale_resolve(const char *identifier, char *out, int32_t capacity);

/// Writes `locale` with the keyword set ("th_TH" + calendar=buddhist gives
/// "th_TH@calendar=buddhist"), replacing any value it had.
int32_t cicu_locale_set_keyword(
    const char *locale, const char *key, const char *value, char *out, int32_t capacity,
    int32_t *status);

/// The locale's currency from its region ("EUR" for de_DE), NUL-terminated; false when the
/// locale names no region with a currency.
bool cicu_locale_currency(const char *locale, char out[4]);

/// Writes the language's most likely locale as language and region ("fr" gives "fr_FR", "en"
/// "en_US", "zh" "zh_CN"), NUL-terminated; false when ICU has no likely region for it.
bool cicu_locale_likely_region(const char *language, char *out, int32_t capacity);

/// True when ICU knows the time zone; its canonical identifier is written to `out`.
bool cicu_time_zone_resolve(const char *utf8, int32_t length, char *out, int32_t capacity);

/// True when ICU knows the calendar type ("buddhist", "islamic-umalqura").
bool cicu_calendar_is_known(const char *calendar);

/// True when ISO 4217 (as ICU knows it, current or historic) has this upper-case code.
bool cicu_currency_is_known(const char *code);

// MARK: - Folding text for matching (cicu_text_fold.c)

/// Writes UTF-8 text folded for loose matching: compatibility-decomposed (NFKD: full-width
/// forms become their plain letters, ligatures their letters), without non-spacing marks (the
/// accents), case-folded. `MÜNCHEN`, `munchen` and `ｍüｎｃｈｅｎ` fold alike. Returns the bytes
/// needed; sets CICU_BUFFER_OVERFLOW when they do not fit.
int32_t cicu_text_fold(
    const char *text, int32_t length, char *out, int32_t capacity, int32_t *status);

// MARK: - Terminal columns (cicu_text_width.c)

/// The terminal columns a code point takes on its own: 2 for East Asian Wide and Fullwidth
/// characters and for emoji shown as pictures by default, 0 for controls, combining and
/// enclosing marks, format characters (the zero-width joiner among them), variation selectors,
/// other default-ignorable code points and the vowel and final jamo of a Hangul syllable, and 1
/// for the rest (East Asian Ambiguous among them, as a Western terminal draws them). A grapheme
/// cluster is as wide as its widest code point, or 2 when it asks for emoji presentation.
int32_t cicu_code_point_width(int32_t code_point);

// MARK: - Messages (cicu_message.cpp)

/// A compiled ICU MessageFormat pattern ("{count, plural, one {# file} other {# files}}") for
/// one locale; not safe for concurrent use.
typedef struct cicu_message cicu_message;

/// One named argument of a message: a number when `text` is NULL, text otherwise.
typedef struct cicu_message_argument {
  const char *name;
  double number;
  const char *text;
  int32_t text_length;
} cicu_message_argument;

/// Compiles a UTF-8 pattern; on a syntax error `*error_offset` is where it was found.
cicu_message *cicu_message_open(
    const char *pattern, int32_t length, const char *locale, int32_t *error_offset,
    int32_t *status);

/// Closes a message; NULL is allowed.
void cicu_message_close(cicu_message *message);

/// Formats the message with named arguments, as UTF-8.
int32_t cicu_message_format(
    cicu_message *message, const cicu_message_argument *arguments, int32_t count, char *out,
    int32_t capacity, int32_t *status);

// MARK: - Internationalized domain names (cicu_idna.c)

/// ICU's UTS #46 processor, configured as the URL Standard's "domain to ASCII" asks:
/// CheckBidi, CheckJoiners, nontransitional, no STD3 rules. Safe from any thread once opened.
typedef struct cicu_idna cicu_idna;

/// Opens the processor.
cicu_idna *cicu_idna_open(int32_t *status);

/// Closes the processor; NULL is allowed.
void cicu_idna_close(cicu_idna *idna);

/// Runs UTS #46 ToASCII on a UTF-8 domain and writes the ASCII result. `*valid` is false when
/// UTS #46 reports an error other than those the URL Standard switches off (hyphen placement
/// and DNS lengths).
int32_t cicu_idna_to_ascii(
    cicu_idna *idna, const char *domain, int32_t length, char *out, int32_t capacity, bool *valid,
    int32_t *status);

// MARK: - Date formatting (cicu_date_format.c)

/// Opens a formatter by styles: -1 none, 0 full, 1 long, 2 medium, 3 short (ICU's values).
cicu_date_format *cicu_date_format_open_styles(
    const char *locale, const char *zone, int32_t date_style, int32_t time_style,
    int32_t *status);

/// Opens a formatter with an explicit UTF-8 pattern ("EEEE, d. MMMM y").
cicu_date_format *cicu_date_format_open_pattern(
    const char *locale, const char *zone, const char *pattern, int32_t pattern_length,
    int32_t *status);

/// Closes a formatter; NULL is allowed.
void cicu_date_format_close(cicu_date_format *format);

/// Makes the format's Gregorian calendar proleptic, as HTML's dates are: ICU's switches to the
/// Julian calendar before 15 October 1582. Other calendars are left as they are.
void cicu_date_format_use_proleptic_gregorian(cicu_date_format *format, int32_t *status);

/// Formats milliseconds since 1970-01-01T00:00:00Z as UTF-8.
int32_t cicu_date_format_format(
    cicu_date_format *format, double milliseconds, char *out, int32_t capacity, int32_t *status);

/// Parses the whole UTF-8 text strictly; `*error_index` is where parsing stopped on failure.
double cicu_date_format_parse(
    cicu_date_format *format, const char *text, int32_t length, int32_t *error_index,
    int32_t *status);

/// The formatter's pattern, as UTF-8.
int32_t cicu_date_format_pattern(
    cicu_date_format *format, char *out, int32_t capacity, int32_t *status);

/// A date field whose name `cicu_date_field_display_name` gives.
typedef enum cicu_date_field {
  CICU_DATE_FIELD_YEAR = 0,
  CICU_DATE_FIELD_MONTH = 1,
  CICU_DATE_FIELD_DAY = 2,
} cicu_date_field;

/// Writes the locale's name for a date field ("Jahr", "Monat", "Tag" in German) as UTF-8, for
/// showing a pattern with the locale's initials (cicu_date_pattern_localized.c).
int32_t cicu_date_field_display_name(
    const char *locale, cicu_date_field field, char *out, int32_t capacity, int32_t *status);

/// Opens a date-time pattern generator for a locale.
cicu_pattern_generator *cicu_pattern_generator_open(const char *locale, int32_t *status);

/// Closes a pattern generator; NULL is allowed.
void cicu_pattern_generator_close(cicu_pattern_generator *generator);

/// The locale's best pattern for a skeleton ("yMMMd" gives "MMM d, y" in en_US), as UTF-8.
int32_t cicu_pattern_generator_best_pattern(
    cicu_pattern_generator *generator, const char *skeleton, int32_t skeleton_length,
    char *out, int32_t capacity, int32_t *status);

/// The locale's hour cycle: 0 h11, 1 h12, 2 h23, 3 h24 (ICU's UDateFormatHourCycle).
int32_t cicu_pattern_generator_hour_cycle(cicu_pattern_generator *generator, int32_t *status);

// MARK: - Number formatting (cicu_number_format.c)

/// Number styles, as Fields names them.
typedef enum cicu_number_style {
  CICU_NUMBER_DECIMAL = 0,
  CICU_NUMBER_PERCENT = 1,
  CICU_NUMBER_CURRENCY = 2,
  CICU_NUMBER_SCIENTIFIC = 3,
  CICU_NUMBER_COMPACT_SHORT = 4,
  CICU_NUMBER_COMPACT_LONG = 5,
} cicu_number_style;

/// Opens a number format. `currency` is an upper-case ISO 4217 code or NULL; a fraction digit
/// count below zero keeps the locale's pattern.
cicu_number_format *cicu_number_format_open(
    const char *locale, cicu_number_style style, const char *currency,
    int32_t minimum_fraction_digits, int32_t maximum_fraction_digits, int32_t *status);

/// Closes a number format; NULL is allowed.
void cicu_number_format_close(cicu_number_format *format);

/// Formats a decimal number given as ASCII ("-1234.5678", "1e-7") exactly, without rounding
/// through a double.
int32_t cicu_number_format_format_decimal(
    cicu_number_format *format, const char *decimal, int32_t decimal_length, char *out,
    int32_t capacity, int32_t *status);

/// Parses the whole UTF-8 text strictly and writes the value as an ASCII decimal number.
int32_t cicu_number_format_parse_decimal(
    cicu_number_format *format, const char *text, int32_t length, char *out, int32_t capacity,
    int32_t *error_index, int32_t *status);

/// Parses the whole UTF-8 text strictly into the nearest double; exact for texts of up to 15
/// significant digits, which is what makes it a shortcut around the decimal string.
double cicu_number_format_parse_double(
    cicu_number_format *format, const char *text, int32_t length, int32_t *status);

// MARK: - Locale data (cicu_locale_data.c)

/// Number symbols that LocaleInfo reports.
typedef enum cicu_number_symbol {
  CICU_SYMBOL_DECIMAL = 0,
  CICU_SYMBOL_GROUPING = 1,
  CICU_SYMBOL_MINUS = 2,
  CICU_SYMBOL_PLUS = 3,
  CICU_SYMBOL_PERCENT = 4,
  CICU_SYMBOL_EXPONENT = 5,
  CICU_SYMBOL_ZERO_DIGIT = 6,
} cicu_number_symbol;

/// The ICU objects that answer questions about one locale, opened together once.
typedef struct cicu_locale_data cicu_locale_data;

/// Opens the date format, number format and calendar that LocaleInfo reads.
cicu_locale_data *cicu_locale_data_open(const char *locale, int32_t *status);

/// Closes locale data; NULL is allowed.
void cicu_locale_data_close(cicu_locale_data *data);

/// One number symbol of the locale (with its default numbering system), as UTF-8.
int32_t cicu_locale_data_number_symbol(
    cicu_locale_data *data, cicu_number_symbol symbol, char *out, int32_t capacity,
    int32_t *status);

/// The locale's ten digits in order, 0 to 9, as UTF-8 ("0123456789", "٠١٢٣٤٥٦٧٨٩").
int32_t cicu_locale_data_digits(
    cicu_locale_data *data, char *out, int32_t capacity, int32_t *status);

/// The locale's first day of the week: 1 Sunday through 7 Saturday.
int32_t cicu_locale_data_first_weekday(cicu_locale_data *data);

/// Calendar names that LocaleInfo reports.
typedef enum cicu_name_kind {
  CICU_NAMES_MONTHS = 0,
  CICU_NAMES_STANDALONE_MONTHS = 1,
  CICU_NAMES_SHORT_MONTHS = 2,
  CICU_NAMES_WEEKDAYS = 3,
  CICU_NAMES_STANDALONE_WEEKDAYS = 4,
  CICU_NAMES_SHORT_WEEKDAYS = 5,
  CICU_NAMES_AM_PM = 6,
  CICU_NAMES_ERAS = 7,
} cicu_name_kind;

/// How many names of a kind the locale's calendar has (12 months, 14 in the Hebrew calendar).
int32_t cicu_locale_data_name_count(cicu_locale_data *data, cicu_name_kind kind);

/// One name of a kind, as UTF-8; weekdays count from 0 for Sunday.
int32_t cicu_locale_data_name(
    cicu_locale_data *data, cicu_name_kind kind, int32_t index, char *out, int32_t capacity,
    int32_t *status);

// MARK: - Calendars (cicu_calendar.c)

/// A calendar of a locale (with any `@calendar=` keyword) in a time zone, for reading and
/// setting a date's fields; not safe for concurrent use.
typedef struct cicu_calendar cicu_calendar;

/// The fields of a date that pickers turn (ICU's UCalendarDateFields of the same names).
typedef enum cicu_calendar_field {
  CICU_FIELD_ERA = 0,
  CICU_FIELD_YEAR = 1,
  CICU_FIELD_MONTH = 2,
  CICU_FIELD_DAY_OF_MONTH = 5,
  CICU_FIELD_AM_PM = 9,
  CICU_FIELD_HOUR_OF_DAY = 11,
  CICU_FIELD_MINUTE = 12,
  CICU_FIELD_SECOND = 13,
  CICU_FIELD_MILLISECOND = 14,
  CICU_FIELD_EXTENDED_YEAR = 19,
  CICU_FIELD_JULIAN_DAY = 20,
} cicu_calendar_field;

/// Opens a calendar; the zone is an IANA identifier as UTF-8.
cicu_calendar *cicu_calendar_open(const char *locale, const char *zone, int32_t *status);

/// Closes a calendar; NULL is allowed.
void cicu_calendar_close(cicu_calendar *calendar);

/// Makes a Gregorian calendar proleptic (no Julian dates before 15 October 1582); other
/// calendars are left as they are.
void cicu_calendar_use_proleptic_gregorian(cicu_calendar *calendar);

/// Sets the instant, in milliseconds since 1970 UTC.
void cicu_calendar_set_millis(cicu_calendar *calendar, double millis, int32_t *status);

/// The instant the fields set so far make, in milliseconds since 1970 UTC.
double cicu_calendar_millis(cicu_calendar *calendar, int32_t *status);

/// Forgets every field, so that the next ones set alone decide the date.
void cicu_calendar_clear(cicu_calendar *calendar);

/// Reads a field of the instant.
int32_t cicu_calendar_get(cicu_calendar *calendar, cicu_calendar_field field, int32_t *status);

/// Sets a field; the instant is worked out when next read.
void cicu_calendar_set(cicu_calendar *calendar, cicu_calendar_field field, int32_t value);

/// The largest value the field takes around the current instant (the days of this month).
int32_t cicu_calendar_actual_maximum(
    cicu_calendar *calendar, cicu_calendar_field field, int32_t *status);

/// The largest value the field ever takes in this calendar (31 days, 13 months).
int32_t cicu_calendar_maximum(cicu_calendar *calendar, cicu_calendar_field field);

// MARK: - Regular expressions (cicu_regex.c)

/// A compiled ICU regular expression. Safe to share between threads: it is only read, by the
/// matchers opened from it.
typedef struct cicu_regex cicu_regex;

/// A matcher of one regular expression, with its limits set; not safe for concurrent use.
typedef struct cicu_regex_matcher cicu_regex_matcher;

/// Which reading of ICU's syntax a pattern gets.
typedef enum cicu_regex_syntax {
  /// An HTML `pattern` attribute: unknown letter escapes (`\q`) are errors, as under the `v`
  /// flag (UREGEX_ERROR_ON_UNKNOWN_ESCAPES).
  CICU_REGEX_SYNTAX_HTML_PATTERN = 0,
  /// NSRegularExpression without options, as iOS compiles a path configuration's patterns: ICU's
  /// defaults, where an unknown letter escape is the letter.
  CICU_REGEX_SYNTAX_NSREGULAREXPRESSION = 1,
} cicu_regex_syntax;

/// How a match ended.
typedef enum cicu_regex_outcome {
  /// The text matches (the whole text for cicu_regex_matches, a part of it for cicu_regex_find).
  CICU_REGEX_MATCHED = 0,
  /// The text does not match.
  CICU_REGEX_NOT_MATCHED = 1,
  /// The match was stopped by the time limit (U_REGEX_TIME_OUT, or the CPU-time backstop).
  CICU_REGEX_TIME_LIMIT = 2,
  /// The match needed more backtracking memory than allowed (U_REGEX_STACK_OVERFLOW).
  CICU_REGEX_STACK_LIMIT = 3,
  /// ICU failed otherwise; the status says how.
  CICU_REGEX_FAILED = 4,
} cicu_regex_outcome;

/// Compiles a UTF-8 pattern with ICU's syntax, read as `syntax` says. On failure `*status` is
/// ICU's code and `*error_line` and `*error_offset` say where the parser stopped: a line from 1
/// and the code points read on it, or -1 when ICU does not say. An empty pattern compiles as
/// `(?:)`, which only the empty text matches whole.
cicu_regex *cicu_regex_open(
    const char *pattern, int32_t length, cicu_regex_syntax syntax, int32_t *error_line,
    int32_t *error_offset, int32_t *status);

/// Closes a regular expression once every matcher opened from it is closed; NULL is allowed.
void cicu_regex_close(cicu_regex *regex);

/// Opens a matcher of `regex` (ICU's uregex_clone) with a time limit of 1,000 ICU steps (about
/// 0.15 s), a CPU-time backstop of 0.5 s and a backtracking stack of 32 MB; cicu_regex.c has
/// the measurements behind them.
cicu_regex_matcher *cicu_regex_matcher_open(const cicu_regex *regex, int32_t *status);

/// Closes a matcher; NULL is allowed.
void cicu_regex_matcher_close(cicu_regex_matcher *matcher);

/// Whether the whole UTF-8 text matches, within the matcher's limits.
cicu_regex_outcome cicu_regex_matches(
    cicu_regex_matcher *matcher, const char *text, int64_t length, int32_t *status);

/// Whether the pattern matches somewhere in the UTF-8 text (ICU's uregex_find from the start,
/// not anchored), within the matcher's limits: how NSRegularExpression's firstMatch and
/// numberOfMatches decide whether there is a match.
cicu_regex_outcome cicu_regex_find(
    cicu_regex_matcher *matcher, const char *text, int64_t length, int32_t *status);

// MARK: - Unicode properties and case folding (cicu_unicode_set.c)

/// A set of code points and strings from ICU (a USet); only read after it is made.
typedef struct cicu_code_point_set cicu_code_point_set;

/// Writes the Unicode version of ICU's character data ("15.0") as a NUL-terminated string.
void cicu_unicode_version(char *version, int32_t capacity);

/// The simple case folding of a code point (CaseFolding.txt's C and S mappings), as
/// ECMAScript's Canonicalize takes it under the u and v flags.
int32_t cicu_simple_case_fold(int32_t code_point);

/// Whether the code point has ID_Start, as a regular expression's group name must start.
bool cicu_is_id_start(int32_t code_point);

/// Whether the code point has ID_Continue, as the rest of a group name must.
bool cicu_is_id_continue(int32_t code_point);

/// The set that ECMAScript's `\p{name}` (value NULL) or `\p{name=value}` denotes, looked up as
/// V8 does: General_Category, Script and Script_Extensions values and ECMA-262's binary
/// properties by their exact names and aliases, `Any`, `ASCII`, `Assigned`, and the emoji
/// properties of strings (then `*of_strings` is true). NULL for a name ECMAScript does not
/// know, or an empty script.
cicu_code_point_set *cicu_ecmascript_property(
    const char *name, const char *value, bool *of_strings);

/// The code points whose full case folding differs from them (Changes_When_Casefolded): a
/// superset of those whose simple folding does.
cicu_code_point_set *cicu_changes_when_simple_case_folded(void);

/// The number of disjoint code point ranges in the set.
int32_t cicu_code_point_set_range_count(const cicu_code_point_set *set);

/// The first and last code point of range `index`.
void cicu_code_point_set_range(
    const cicu_code_point_set *set, int32_t index, int32_t *start, int32_t *end);

/// The number of strings (of other than one code point) in the set.
int32_t cicu_code_point_set_string_count(const cicu_code_point_set *set);

/// Writes string `index` as code points into `code_points`; returns its length in code points,
/// which may exceed `capacity` (then only `capacity` are written).
int32_t cicu_code_point_set_string(
    const cicu_code_point_set *set, int32_t index, int32_t *code_points, int32_t capacity);

/// Closes a set; NULL is allowed.
void cicu_code_point_set_close(cicu_code_point_set *set);

#ifdef __cplusplus
}
#endif

// Services declared in headers of their own, one per ICU service and source file.
#include "cicu_date_interval.h"
#include "cicu_display_names.h"
#include "cicu_list_format.h"
#include "cicu_number_skeleton.h"
#include "cicu_plural_rules.h"
#include "cicu_relative_time.h"

#endif  // CICU_H

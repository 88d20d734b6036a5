// The icu::number part of cicu.h (cicu_number_skeleton.h): rounding, grouping and sign
// options, measure units and number ranges exist only in ICU's C++ number API (unumf has no
// way to start from a DecimalFormat), so this one file is C++; it exports plain C like the
// rest of the shim.

#include "cicu.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <new>

#include <unicode/compactdecimalformat.h>
#include <unicode/decimfmt.h>
#include <unicode/measunit.h>
#include <unicode/numberformatter.h>
#include <unicode/numberrangeformatter.h>
#include <unicode/ucurr.h>
#include <unicode/unum.h>
#include <unicode/ustring.h>

using icu::number::LocalizedNumberFormatter;
using icu::number::LocalizedNumberRangeFormatter;
using icu::number::NumberFormatter;
using icu::number::NumberRangeFormatter;
using icu::number::Precision;
using icu::number::UnlocalizedNumberFormatter;

struct cicu_number_formatter {
  // The DecimalFormat whose settings `formatter` was made from; it owns the affixes and
  // symbols `formatter` points to, so it lives as long. NULL for a unit formatter.
  UNumberFormat *decimal_format;
  LocalizedNumberFormatter formatter;
};

struct cicu_number_range_formatter {
  LocalizedNumberRangeFormatter formatter;
};

namespace {

/// Writes ICU's UTF-16 result as UTF-8 with the shim's overflow convention.
int32_t write_utf8(const icu::UnicodeString &text, char *out, int32_t capacity, UErrorCode &error) {
  int32_t length = 0;
  u_strToUTF8(out, capacity, &length, text.getBuffer(), text.length(), &error);
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  return length;
}

template <typename Settings>
Settings with_options(Settings settings, const cicu_number_options &options) {
  if (options.rounding >= 0) {
    settings = settings.roundingMode(static_cast<UNumberFormatRoundingMode>(options.rounding));
  }
  if (options.grouping >= 0) {
    settings = settings.grouping(static_cast<UNumberGroupingStrategy>(options.grouping));
  }
  if (options.sign >= 0) {
    settings = settings.sign(static_cast<UNumberSignDisplay>(options.sign));
  }
  return settings;
}

/// Fraction digits as unum_setAttribute leaves them: the maximum is set first and the minimum
/// last, each raising or lowering the other to stay in order.
Precision fraction_precision(int32_t minimum, int32_t maximum, int32_t style_min, int32_t style_max) {
  int32_t low = style_min;
  int32_t high = style_max;
  if (maximum >= 0) {
    high = maximum;
    low = std::min(low, high);
  }
  if (minimum >= 0) {
    low = minimum;
    high = std::max(low, high);
  }
  return Precision::minMaxFraction(low, high);
}

/// The digits of DecimalFormat's scientific pattern "#E0": with no integer digit required,
/// its fraction digit counts act as significant digit counts (found by comparing outputs: the
/// maximum is one more when the minimum is 0), and 0...0 shows every digit.
Precision scientific_precision(int32_t minimum, int32_t maximum) {
  int32_t low = 0;
  int32_t high = 0;
  if (maximum >= 0) {
    high = maximum;
    low = std::min(low, high);
  }
  if (minimum >= 0) {
    low = minimum;
    high = std::max(low, high);
  }
  if (high == 0) return Precision::unlimited();
  return Precision::minMaxSignificantDigits(std::max(1, low), low == 0 ? high + 1 : high);
}

/// The unlocalized settings `format number` gives the style: the DecimalFormat patterns'
/// digits and grouping, spelled in icu::number terms.
UnlocalizedNumberFormatter style_settings(
    int32_t style, const char *currency, const cicu_number_options &options, UErrorCode &error) {
  UnlocalizedNumberFormatter settings = NumberFormatter::with();
  int32_t minimum = options.minimum_fraction_digits;
  int32_t maximum = options.maximum_fraction_digits;
  bool fraction_given = minimum >= 0 || maximum >= 0;
  switch (style) {
  case CICU_NUMBER_DECIMAL:
    return settings.precision(fraction_precision(minimum, maximum, 0, 3))
        .grouping(UNUM_GROUPING_ON_ALIGNED);
  case CICU_NUMBER_PERCENT:
    // The caller multiplies by 100 (cicu_number_skeleton.h says why).
    return settings.unit(icu::NoUnit::percent())
        .precision(fraction_precision(minimum, maximum, 0, 0))
        .grouping(UNUM_GROUPING_ON_ALIGNED);
  case CICU_NUMBER_CURRENCY: {
    if (currency == nullptr) break;
    UChar code[4];
    u_charsToUChars(currency, code, 3);
    code[3] = 0;
    icu::CurrencyUnit unit(code, error);
    settings = settings.unit(unit).grouping(UNUM_GROUPING_ON_ALIGNED);
    if (!fraction_given) return settings;
    int32_t digits = ucurr_getDefaultFractionDigits(code, &error);
    return settings.precision(fraction_precision(minimum, maximum, digits, digits));
  }
  case CICU_NUMBER_SCIENTIFIC:
    return settings.notation(icu::number::Notation::scientific())
        .precision(scientific_precision(minimum, maximum));
  case CICU_NUMBER_COMPACT_SHORT:
  case CICU_NUMBER_COMPACT_LONG:
    settings = settings
                   .notation(
                       style == CICU_NUMBER_COMPACT_SHORT ? icu::number::Notation::compactShort()
                                                          : icu::number::Notation::compactLong())
                   .grouping(UNUM_GROUPING_MIN2);
    // CompactDecimalFormat shows every fraction digit once one count is set, up to the other.
    if (!fraction_given) return settings;
    return settings.precision(fraction_precision(minimum, maximum, 0, 999));
  default:
    break;
  }
  error = U_ILLEGAL_ARGUMENT_ERROR;
  return settings;
}

}  // namespace

extern "C" {

cicu_number_formatter *cicu_number_formatter_open_style(
    const char *locale, int32_t style, const char *currency, cicu_number_options options,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UNumberFormat *format = reinterpret_cast<UNumberFormat *>(cicu_number_format_open(
      locale, static_cast<cicu_number_style>(style), currency, options.minimum_fraction_digits,
      options.maximum_fraction_digits, status));
  if (format == nullptr) return nullptr;
  bool accounting = style == CICU_NUMBER_CURRENCY &&
                    (options.sign == UNUM_SIGN_ACCOUNTING ||
                     options.sign == UNUM_SIGN_ACCOUNTING_ALWAYS ||
                     options.sign == UNUM_SIGN_ACCOUNTING_EXCEPT_ZERO ||
                     options.sign == UNUM_SIGN_ACCOUNTING_NEGATIVE);
  if (accounting) {
    // A DecimalFormat keeps its pattern's affixes, so the parentheses come from opening the
    // locale's accounting pattern; the fraction digits and currency are set as for UNUM_CURRENCY.
    unum_close(format);
    format = unum_open(UNUM_CURRENCY_ACCOUNTING, nullptr, 0, locale, nullptr, &error);
    if (U_SUCCESS(error) && currency != nullptr) {
      UChar code[4];
      u_charsToUChars(currency, code, 3);
      code[3] = 0;
      unum_setTextAttribute(format, UNUM_CURRENCY_CODE, code, 3, &error);
    }
    if (U_SUCCESS(error)) {
      if (options.maximum_fraction_digits >= 0) {
        unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, options.maximum_fraction_digits);
      }
      if (options.minimum_fraction_digits >= 0) {
        unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, options.minimum_fraction_digits);
      }
    }
  }
  const icu::number::LocalizedNumberFormatter *own = nullptr;
  if (U_SUCCESS(error)) {
    auto *decimal = dynamic_cast<icu::DecimalFormat *>(reinterpret_cast<icu::NumberFormat *>(format));
    if (decimal == nullptr) {
      error = U_UNSUPPORTED_ERROR;
    } else {
      own = decimal->toNumberFormatter(error);
    }
  }
  cicu_number_formatter *formatter = nullptr;
  if (U_SUCCESS(error) && own != nullptr) {
    formatter = new (std::nothrow) cicu_number_formatter{format, with_options(*own, options)};
    if (formatter == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  }
  *status = error;
  if (formatter == nullptr) unum_close(format);
  return formatter;
}

cicu_number_formatter *cicu_number_formatter_open_unit(
    const char *locale, const char *unit, int32_t unit_length, int32_t width,
    cicu_number_options options, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  icu::MeasureUnit measure =
      icu::MeasureUnit::forIdentifier(icu::StringPiece(unit, unit_length), error);
  cicu_number_formatter *formatter = nullptr;
  if (U_SUCCESS(error)) {
    UnlocalizedNumberFormatter settings =
        NumberFormatter::with()
            .unit(measure)
            .unitWidth(static_cast<UNumberUnitWidth>(width))
            .precision(fraction_precision(
                options.minimum_fraction_digits, options.maximum_fraction_digits, 0, 3));
    formatter = new (std::nothrow)
        cicu_number_formatter{nullptr, with_options(settings, options).locale(locale)};
    if (formatter == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  }
  *status = error;
  return formatter;
}

void cicu_number_formatter_close(cicu_number_formatter *formatter) {
  if (formatter == nullptr) return;
  UNumberFormat *format = formatter->decimal_format;
  delete formatter;
  if (format != nullptr) unum_close(format);
}

int32_t cicu_number_formatter_format_decimal(
    cicu_number_formatter *formatter, const char *decimal, int32_t decimal_length, char *out,
    int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  icu::number::FormattedNumber result =
      formatter->formatter.formatDecimal(icu::StringPiece(decimal, decimal_length), error);
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    icu::UnicodeString text = result.toTempString(error);
    if (U_SUCCESS(error)) length = write_utf8(text, out, capacity, error);
  }
  *status = error;
  return length;
}

bool cicu_measure_unit_is_known(const char *unit, int32_t length) {
  UErrorCode error = U_ZERO_ERROR;
  icu::MeasureUnit::forIdentifier(icu::StringPiece(unit, length), error);
  return U_SUCCESS(error) && length > 0;
}

int32_t cicu_measure_unit_available(char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  int32_t count = icu::MeasureUnit::getAvailable(nullptr, 0, error);
  if (error == U_BUFFER_OVERFLOW_ERROR) error = U_ZERO_ERROR;
  std::unique_ptr<icu::MeasureUnit[]> units(new icu::MeasureUnit[count]);  // UMemory's new gives NULL on failure
  if (units == nullptr) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return 0;
  }
  count = icu::MeasureUnit::getAvailable(units.get(), count, error);
  int32_t needed = 0;
  for (int32_t index = 0; U_SUCCESS(error) && index < count; index++) {
    const char *identifier = units[index].getIdentifier();
    int32_t length = static_cast<int32_t>(std::strlen(identifier)) + 1;
    if (needed + length <= capacity) std::memcpy(out + needed, identifier, length);
    needed += length;
  }
  if (U_SUCCESS(error) && needed > capacity) error = U_BUFFER_OVERFLOW_ERROR;
  *status = error;
  return needed;
}

cicu_number_range_formatter *cicu_number_range_formatter_open(
    const char *locale, int32_t style, const char *currency, cicu_number_options options,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UnlocalizedNumberFormatter settings = style_settings(style, currency, options, error);
  cicu_number_range_formatter *formatter = nullptr;
  if (U_SUCCESS(error)) {
    formatter = new (std::nothrow) cicu_number_range_formatter{
        NumberRangeFormatter::withLocale(locale).numberFormatterBoth(
            with_options(settings, options))};
    if (formatter == nullptr) error = U_MEMORY_ALLOCATION_ERROR;
  }
  *status = error;
  return formatter;
}

void cicu_number_range_formatter_close(cicu_number_range_formatter *formatter) {
  delete formatter;
}

int32_t cicu_number_range_format_decimal(
    cicu_number_range_formatter *formatter, const char *low, int32_t low_length,
    const char *high, int32_t high_length, char *out, int32_t capacity, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  icu::Formattable first(icu::StringPiece(low, low_length), error);
  icu::Formattable second(icu::StringPiece(high, high_length), error);
  int32_t length = 0;
  if (U_SUCCESS(error)) {
    icu::number::FormattedNumberRange result =
        formatter->formatter.formatFormattableRange(first, second, error);
    if (U_SUCCESS(error)) {
      icu::UnicodeString text = result.toTempString(error);
      if (U_SUCCESS(error)) length = write_utf8(text, out, capacity, error);
    }
  }
  *status = error;
  return length;
}

}  // extern "C"

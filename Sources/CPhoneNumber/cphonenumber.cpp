// The libphonenumber side of cphonenumber.h; see the header for the contract.

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include "cphonenumber.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdlib.h>

#include <cstring>
#include <string>
#include <string_view>

#include "phonenumbers/asyoutypeformatter.h"
#include "phonenumbers/phonenumber.pb.h"
#include "phonenumbers/phonenumberutil.h"
#include "library_path.h"
#include "plain_number.h"

using i18n::phonenumbers::AsYouTypeFormatter;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

static_assert(int{CPHN_PARSE_TOO_LONG_NSN} == int{PhoneNumberUtil::TOO_LONG_NSN}, "Parse results are the library's.");
static_assert(int{CPHN_TOO_LONG} == int{PhoneNumberUtil::TOO_LONG}, "Possibilities are the library's.");
static_assert(int{CPHN_UNKNOWN} == int{PhoneNumberUtil::UNKNOWN}, "Number types are the library's.");
static_assert(int{CPHN_RFC3966} == int{PhoneNumberUtil::RFC3966}, "Format styles are the library's.");

struct cphn_as_you_type {
  AsYouTypeFormatter *formatter;
  /// The text as formatted after the last character, for `cphn_as_you_type_text`.
  std::string text;
};

using fields_phone::ToMessage;

PhoneNumber fields_phone::ToMessage(const cphn_number *number) {
  PhoneNumber message;
  message.set_country_code(number->country_code);
  message.set_national_number(number->national_number);
  if (number->italian_leading_zero) message.set_italian_leading_zero(true);
  if (number->number_of_leading_zeros > 1) {
    message.set_number_of_leading_zeros(number->number_of_leading_zeros);
  }
  if (number->extension[0] != 0) message.set_extension(number->extension);
  return message;
}

namespace {

cphn_parse_result copy_number(const PhoneNumber &number, cphn_number *out) {
  out->country_code = number.country_code();
  out->national_number = number.national_number();
  out->italian_leading_zero = number.italian_leading_zero();
  out->number_of_leading_zeros = number.number_of_leading_zeros();
  out->extension[0] = 0;
  if (number.has_extension()) {
    const std::string &extension = number.extension();
    if (extension.size() >= sizeof out->extension) return CPHN_PARSE_TOO_LONG_NSN;
    memcpy(out->extension, extension.c_str(), extension.size() + 1);
  }
  return CPHN_PARSE_OK;
}

int32_t copy_out(const std::string &text, char *out, int32_t capacity) {
  int32_t length = static_cast<int32_t>(text.size());
  if (capacity > 0) {
    size_t copied = static_cast<size_t>(length < capacity ? length : capacity);
    memcpy(out, text.data(), copied);
    if (length < capacity) out[length] = 0;
  }
  return length;
}

/// libphonenumber's Java and JavaScript versions refuse a text of more than 250 UTF-16 units
/// at once as too long (MAX_INPUT_STRING_LENGTH). The C++ one has no such check: it runs its
/// extension and viability patterns over the whole text first, in time quadratic in its
/// length (a second for 10,000 digits), before finding the number too long.
const size_t kMaxInputStringLength = 250;

/// Whether UTF-8 text has more UTF-16 units than libphonenumber's Java version reads.
bool is_longer_than_any_number(const char *text, int32_t length) {
  size_t bytes = static_cast<size_t>(length);
  if (bytes <= kMaxInputStringLength) return false;
  size_t units = 0;
  for (size_t index = 0; index < bytes; ++index) {
    unsigned char byte = static_cast<unsigned char>(text[index]);
    // Continuation bytes add nothing; a four-byte sequence is a surrogate pair.
    if ((byte & 0xC0) != 0x80) units += byte >= 0xF0 ? 2 : 1;
    if (units > kMaxInputStringLength) return true;
  }
  return false;
}

}  // namespace

cphn_parse_result fields_phone::ParseWithLibphonenumber(
    const char *text, int32_t length, const char *region, cphn_number *out) {
  if (is_longer_than_any_number(text, length)) return CPHN_PARSE_TOO_LONG_NSN;
  PhoneNumber number;
  std::string input(text, static_cast<size_t>(length));
  PhoneNumberUtil::ErrorType error = PhoneNumberUtil::GetInstance()->Parse(input, region, &number);
  if (error != PhoneNumberUtil::NO_PARSING_ERROR) return static_cast<cphn_parse_result>(error);
  return copy_number(number, out);
}

extern "C" {

int32_t cphn_library_version(char *out, int32_t capacity) {
  // libphonenumber declares no version; its file name (libphonenumber.so.8.12) carries one.
  // Linked from its archive, it is inside the executable, and the version is the one the package
  // manifest read from the -dev package at build time.
#ifdef CPHN_BUILD_VERSION
  std::string version = CPHN_BUILD_VERSION;
#else
  std::string version = "unknown";
#endif
  Dl_info info;
  void *symbol = reinterpret_cast<void *>(&PhoneNumberUtil::GetInstance);
  if (dladdr(symbol, &info) != 0 && info.dli_fname != nullptr) {
    char resolved[PATH_MAX];
    if (realpath(info.dli_fname, resolved) != nullptr) {
      // Only the library's own file: an executable's folder may hold ".so." too.
      std::string path(resolved);
      const std::string stem = "/libphonenumber.so.";
      size_t marker = path.rfind(stem);
      if (marker != std::string::npos && path.find('/', marker + 1) == std::string::npos) {
        version = path.substr(marker + stem.size());
      }
    }
  }
  return copy_out(version, out, capacity);
}

bool cphn_region_is_supported(const char *region) {
  return PhoneNumberUtil::GetInstance()->GetCountryCodeForRegion(region) != 0;
}

cphn_parse_result cphn_parse(
    const char *text, int32_t length, const char *region, cphn_number *out) {
  if (is_longer_than_any_number(text, length)) return CPHN_PARSE_TOO_LONG_NSN;
  PhoneNumber number;
  int error = PhoneNumberUtil::NO_PARSING_ERROR;
  if (!fields_phone::ParsePlainNumber(text, static_cast<size_t>(length), region, &error, &number)) {
    return fields_phone::ParseWithLibphonenumber(text, length, region, out);
  }
  if (error != PhoneNumberUtil::NO_PARSING_ERROR) return static_cast<cphn_parse_result>(error);
  return copy_number(number, out);
}

bool cphn_parse_literal_international(
    const char *text, int32_t length, const char *region, cphn_number *out) {
  if (is_longer_than_any_number(text, length)) return false;
  // Only a text with a plus sign (libphonenumber's PLUS_CHARS: ASCII or fullwidth) is read
  // FROM_NUMBER_WITH_PLUS_SIGN. Checking first spares the library's whole parse, with its text
  // patterns, for every other invalid number: most of the regex time left in a phone check.
  const std::string_view view(text, static_cast<size_t>(length));
  if (view.find('+') == std::string_view::npos &&
      view.find("\xEF\xBC\x8B") == std::string_view::npos) {
    return false;
  }
  const PhoneNumberUtil *util = PhoneNumberUtil::GetInstance();
  PhoneNumber parsed;
  std::string input(text, static_cast<size_t>(length));
  if (util->ParseAndKeepRawInput(input, region, &parsed) != PhoneNumberUtil::NO_PARSING_ERROR ||
      parsed.country_code_source() != PhoneNumber::FROM_NUMBER_WITH_PLUS_SIGN) {
    return false;
  }
  // The text's digits are the country code, the prefix the library took off, the national
  // number it kept and then any extension: the national number's first place after a short
  // prefix gives the literal reading. At most 250 characters reach here, so this is small.
  std::string digits = input;
  util->ConvertAlphaCharactersInNumber(&digits);
  util->NormalizeDigitsOnly(&digits);
  const std::string country = std::to_string(parsed.country_code());
  std::string kept(static_cast<size_t>(parsed.number_of_leading_zeros()), '0');
  if (!parsed.italian_leading_zero()) kept.clear();
  kept += std::to_string(parsed.national_number());
  if (digits.compare(0, country.size(), country) != 0) return false;
  const std::string rest = digits.substr(country.size());
  // National prefixes for parsing are a few digits; libphonenumber's longest is under 8.
  const size_t kLongestPrefix = 8;
  // An E.164 national number has at most 17 digits, and a uint64 holds them.
  const size_t kLongestNationalNumber = 17;
  for (size_t prefix = 1; prefix <= kLongestPrefix && prefix + kept.size() <= rest.size();
       ++prefix) {
    if (rest.compare(prefix, kept.size(), kept) != 0) continue;
    const std::string literal = rest.substr(0, prefix + kept.size());
    if (literal.size() > kLongestNationalNumber) return false;
    PhoneNumber candidate;
    candidate.set_country_code(parsed.country_code());
    candidate.set_national_number(std::stoull(literal));
    size_t zeros = literal.find_first_not_of('0');
    if (zeros == std::string::npos) zeros = literal.size() - 1;
    if (zeros > 0) {
      candidate.set_italian_leading_zero(true);
      if (zeros > 1) candidate.set_number_of_leading_zeros(static_cast<int>(zeros));
    }
    if (parsed.has_extension()) candidate.set_extension(parsed.extension());
    if (util->IsValidNumber(candidate)) return copy_number(candidate, out) == CPHN_PARSE_OK;
  }
  return false;
}

cphn_possibility cphn_possibility_of(const cphn_number *number) {
  int possibility = 0;
  if (fields_phone::PossibilityOf(ToMessage(number), &possibility)) {
    return static_cast<cphn_possibility>(possibility);
  }
  return static_cast<cphn_possibility>(
      PhoneNumberUtil::GetInstance()->IsPossibleNumberWithReason(ToMessage(number)));
}

bool cphn_is_valid(const cphn_number *number) {
  bool valid = false;
  if (fields_phone::IsValidNumber(ToMessage(number), &valid)) return valid;
  return PhoneNumberUtil::GetInstance()->IsValidNumber(ToMessage(number));
}

bool cphn_is_valid_elsewhere(const cphn_number *number, const char *region) {
  bool valid = false;
  const std::string known_invalid(region);
  if (fields_phone::IsValidNumber(ToMessage(number), &valid, &known_invalid)) return valid;
  return PhoneNumberUtil::GetInstance()->IsValidNumber(ToMessage(number));
}

bool cphn_is_valid_for_region(const cphn_number *number, const char *region) {
  bool valid = false;
  if (fields_phone::IsValidNumberForRegion(ToMessage(number), region, &valid)) return valid;
  return PhoneNumberUtil::GetInstance()->IsValidNumberForRegion(ToMessage(number), region);
}

cphn_number_type cphn_type_of(const cphn_number *number) {
  return static_cast<cphn_number_type>(
      PhoneNumberUtil::GetInstance()->GetNumberType(ToMessage(number)));
}

void cphn_region_of(const cphn_number *number, char out[4]) {
  std::string region;
  PhoneNumberUtil::GetInstance()->GetRegionCodeForNumber(ToMessage(number), &region);
  if (region.size() > 3) region = "ZZ";
  memcpy(out, region.c_str(), region.size() + 1);
}

int32_t cphn_format(
    const cphn_number *number, cphn_format_style style, char *out, int32_t capacity) {
  std::string formatted;
  const PhoneNumber message = ToMessage(number);
  if (!fields_phone::FormatNumber(message, style, &formatted)) {
    PhoneNumberUtil::GetInstance()->Format(
        message, static_cast<PhoneNumberUtil::PhoneNumberFormat>(style), &formatted);
  }
  return copy_out(formatted, out, capacity);
}

int32_t cphn_example_number(const char *region, cphn_format_style style, char *out, int32_t capacity) {
  PhoneNumber example;
  if (!PhoneNumberUtil::GetInstance()->GetExampleNumber(region, &example)) return 0;
  std::string formatted;
  PhoneNumberUtil::GetInstance()->Format(
      example, static_cast<PhoneNumberUtil::PhoneNumberFormat>(style), &formatted);
  return copy_out(formatted, out, capacity);
}

cphn_as_you_type *cphn_as_you_type_open(const char *region) {
  cphn_as_you_type *handle = new cphn_as_you_type;
  handle->formatter = PhoneNumberUtil::GetInstance()->GetAsYouTypeFormatter(region);
  return handle;
}

void cphn_as_you_type_close(cphn_as_you_type *formatter) {
  if (formatter == nullptr) return;
  delete formatter->formatter;
  delete formatter;
}

void cphn_as_you_type_clear(cphn_as_you_type *formatter) {
  formatter->formatter->Clear();
  formatter->text.clear();
}

int32_t cphn_as_you_type_input(
    cphn_as_you_type *formatter, uint32_t scalar, bool remember_position) {
  if (remember_position) {
    formatter->formatter->InputDigitAndRememberPosition(scalar, &formatter->text);
  } else {
    formatter->formatter->InputDigit(scalar, &formatter->text);
  }
  return static_cast<int32_t>(formatter->text.size());
}

int32_t cphn_as_you_type_text(cphn_as_you_type *formatter, char *out, int32_t capacity) {
  return copy_out(formatter->text, out, capacity);
}

int32_t cphn_as_you_type_remembered_position(cphn_as_you_type *formatter) {
  return formatter->formatter->GetRememberedPosition();
}

}  // extern "C"

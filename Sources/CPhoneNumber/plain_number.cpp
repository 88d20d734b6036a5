// libphonenumber's parsing and validation steps for plainly written numbers; see plain_number.h.
//
// Each function names the PhoneNumberUtil method whose steps it follows. Where the library
// would take a path not reproduced here, the function declines and the caller asks the library.

#include "plain_number.h"

#include <strings.h>
#include <unicode/regex.h>
#include <unicode/unistr.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <list>
#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

#include "digit_pattern.h"
#include "phonenumbers/phonemetadata.pb.h"
#include "phonenumbers/phonenumberutil.h"

namespace i18n {
namespace phonenumbers {
// The library's compiled-in metadata (its metadata.h, which distributions do not install).
int metadata_size();
const void *metadata_get();
}  // namespace phonenumbers
}  // namespace i18n

namespace fields_phone {
namespace {

using i18n::phonenumbers::PhoneMetadata;
using i18n::phonenumbers::NumberFormat;
using i18n::phonenumbers::PhoneMetadataCollection;
using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberDesc;
using i18n::phonenumbers::PhoneNumberUtil;

// PhoneNumberUtil's limits and its name for non-geographic entities.
const char kNonGeographicalRegion[] = "001";
const char kUnknownRegion[] = "ZZ";
const size_t kMinLengthForNsn = 2;
const size_t kMaxLengthForNsn = 17;
const size_t kMaxLengthCountryCode = 3;
const size_t kMaxInputStringLength = 250;

/// The compiled-in metadata, parsed once and indexed as PhoneNumberUtil indexes it (the first
/// entry for a region or calling code wins).
class Metadata {
 public:
  static const Metadata &Shared() {
    static const Metadata metadata;
    return metadata;
  }

  bool loaded() const { return loaded_; }

  const PhoneMetadataCollection &collection() const { return collection_; }

  const PhoneMetadata *ForRegion(const std::string &region) const {
    auto found = regions_.find(region);
    return found == regions_.end() ? nullptr : found->second;
  }

  const PhoneMetadata *ForRegionOrCallingCode(int code, const std::string &region) const {
    if (region != kNonGeographicalRegion) return ForRegion(region);
    auto found = non_geographical_.find(code);
    return found == non_geographical_.end() ? nullptr : found->second;
  }

 private:
  Metadata() {
    loaded_ = collection_.ParseFromArray(
        i18n::phonenumbers::metadata_get(), i18n::phonenumbers::metadata_size());
    if (!loaded_) return;
    for (const PhoneMetadata &entry : collection_.metadata()) {
      if (entry.id() == kUnknownRegion) continue;
      if (entry.id() == kNonGeographicalRegion) {
        non_geographical_.emplace(entry.country_code(), &entry);
      } else {
        regions_.emplace(entry.id(), &entry);
      }
    }
  }

  PhoneMetadataCollection collection_;
  bool loaded_ = false;
  std::unordered_map<std::string, const PhoneMetadata *> regions_;
  std::unordered_map<int, const PhoneMetadata *> non_geographical_;
};

/// What RegExp::Consume learns from a match at the start of a text.
struct Consumed {
  bool matched = false;
  size_t end = 0;
  int group_count = 0;
  std::string first_group;
  std::string second_group;
};

/// One compiled ICU matcher per pattern and thread, reset for each text: libphonenumber's ICU
/// adapter compiles the same patterns with the same flags but opens a matcher per call.
///
/// Patterns are keyed by address: they live in the metadata, which is never freed. Results
/// are copied out before the next call, since every matcher reads the one shared input.
class Matchers {
 public:
  static Matchers &ForThisThread() {
    thread_local Matchers matchers;
    return matchers;
  }

  /// RegExp::FullMatch, answered in `matched`; false when ICU does not compile the pattern.
  bool FullMatch(const std::string &pattern, const std::string &text, bool *matched) {
    icu::RegexMatcher *matcher = Prepare(pattern, text);
    if (matcher == nullptr) return false;
    UErrorCode status = U_ZERO_ERROR;
    *matched = matcher->matches(0, status) && U_SUCCESS(status);
    return true;
  }

  /// RegExp::Consume anchored at the start, with the first two groups when there are any.
  Consumed LookingAt(const std::string &pattern, const std::string &text) {
    Consumed result;
    // Most international and national prefixes are plain digits ("00", "0"): such a pattern
    // matches exactly itself and has no group, so ICU is not needed to find it.
    if (IsDigitLiteral(pattern)) {
      result.matched = text.compare(0, pattern.size(), pattern) == 0;
      result.end = pattern.size();
      return result;
    }
    return LookingAtInICU(pattern, text);
  }

  /// LookingAt by ICU's regex engine alone.
  Consumed LookingAtInICU(const std::string &pattern, const std::string &text) {
    Consumed result;
    icu::RegexMatcher *matcher = Prepare(pattern, text);
    if (matcher == nullptr) return result;
    UErrorCode status = U_ZERO_ERROR;
    if (!matcher->lookingAt(0, status) || U_FAILURE(status)) return result;
    result.group_count = matcher->groupCount();
    if (result.group_count >= 1) matcher->group(1, status).toUTF8String(result.first_group);
    if (result.group_count >= 2) matcher->group(2, status).toUTF8String(result.second_group);
    int32_t end = matcher->end(status);
    if (U_FAILURE(status) || end < 0) return result;
    result.end = static_cast<size_t>(end);
    result.matched = true;
    return result;
  }

  /// RegExp::Replace, first match only: false when the pattern does not occur.
  bool ReplaceFirst(const std::string &pattern, const std::string &replacement, std::string *text) {
    return Replace(pattern, replacement, /*global=*/false, text);
  }

  /// RegExp::GlobalReplace: every match, each found after the last; false when there is none.
  bool ReplaceAll(const std::string &pattern, const std::string &replacement, std::string *text) {
    return Replace(pattern, replacement, /*global=*/true, text);
  }

 private:
  /// IcuRegExp::Replace's steps: find, replace, and for a global one find again from the end
  /// of the last match, then append the rest.
  bool Replace(
      const std::string &pattern, const std::string &replacement, bool global, std::string *text) {
    icu::RegexMatcher *matcher = Prepare(pattern, *text);
    if (matcher == nullptr) return false;
    UErrorCode status = U_ZERO_ERROR;
    if (!matcher->find()) return false;
    const icu::UnicodeString with = icu::UnicodeString::fromUTF8(replacement);
    icu::UnicodeString output;
    matcher->appendReplacement(output, with, status);
    while (global && matcher->find()) matcher->appendReplacement(output, with, status);
    matcher->appendTail(output);
    if (U_FAILURE(status)) return false;
    text->clear();
    output.toUTF8String(*text);
    return true;
  }

  static bool IsDigitLiteral(const std::string &pattern) {
    return !pattern.empty() &&
           std::all_of(pattern.begin(), pattern.end(), [](char c) { return c >= '0' && c <= '9'; });
  }

  icu::RegexMatcher *Prepare(const std::string &pattern, const std::string &text) {
    auto found = matchers_.find(&pattern);
    if (found == matchers_.end()) {
      UErrorCode status = U_ZERO_ERROR;
      UParseError parse_error;
      std::unique_ptr<icu::RegexPattern> compiled(
          icu::RegexPattern::compile(icu::UnicodeString::fromUTF8(pattern), 0, parse_error, status));
      std::unique_ptr<icu::RegexMatcher> matcher;
      if (U_SUCCESS(status)) matcher.reset(compiled->matcher(status));
      if (U_FAILURE(status)) matcher.reset();
      found = matchers_.emplace(&pattern, Entry{std::move(compiled), std::move(matcher)}).first;
    }
    icu::RegexMatcher *matcher = found->second.matcher.get();
    if (matcher == nullptr) return nullptr;
    input_ = icu::UnicodeString::fromUTF8(text);
    matcher->reset(input_);
    return matcher;
  }

  struct Entry {
    std::unique_ptr<icu::RegexPattern> pattern;
    std::unique_ptr<icu::RegexMatcher> matcher;
  };

  // Declared first so that it outlives the matchers that point at it.
  icu::UnicodeString input_;
  std::unordered_map<const std::string *, Entry> matchers_;
};

const PhoneNumberUtil &Util() { return *PhoneNumberUtil::GetInstance(); }

/// RegExp::FullMatch with a metadata pattern: by the pattern's digit automaton when it has one
/// and the text is ASCII digits, else by ICU. A pattern ICU does not compile matches nothing,
/// as in the library's ICU adapter.
bool MatchesWhole(const std::string &pattern, const std::string &text) {
  const DigitPattern *automaton = DigitPattern::ForMetadataPattern(pattern);
  bool matched = false;
  if (automaton != nullptr && automaton->Decide(text, &matched)) return matched;
  bool icu = false;
  return Matchers::ForThisThread().FullMatch(pattern, text, &icu) && icu;
}

/// RegExp::Consume anchored at the start, as a yes or no, with a metadata pattern: by its
/// digit automaton when it has one and the text is ASCII digits, else by ICU.
bool MatchesAtStart(const std::string &pattern, const std::string &text) {
  const DigitPattern *automaton = DigitPattern::ForMetadataPattern(pattern);
  bool matched = false;
  if (automaton != nullptr && automaton->DecidePrefix(text, &matched)) return matched;
  return Matchers::ForThisThread().LookingAt(pattern, text).matched;
}

/// MatcherApi::MatchNationalNumber without prefix matches, as PhoneNumberUtil's IsMatch.
bool IsMatch(const std::string &number, const PhoneNumberDesc &desc) {
  const std::string &pattern = desc.national_number_pattern();
  if (pattern.empty()) return false;
  return MatchesWhole(pattern, number);
}

/// PhoneNumberUtil::IsNumberMatchingDesc.
bool IsNumberMatchingDesc(const std::string &number, const PhoneNumberDesc &desc) {
  int length = static_cast<int>(number.size());
  if (desc.possible_length_size() > 0 &&
      std::find(desc.possible_length().begin(), desc.possible_length().end(), length) ==
          desc.possible_length().end()) {
    return false;
  }
  return IsMatch(number, desc);
}

/// PhoneNumberUtil::GetNumberTypeHelper, reduced to whether the type is known.
bool HasKnownType(const std::string &number, const PhoneMetadata &metadata) {
  if (!IsNumberMatchingDesc(number, metadata.general_desc())) return false;
  const PhoneNumberDesc *special[] = {
      &metadata.premium_rate(), &metadata.toll_free(), &metadata.shared_cost(),
      &metadata.voip(),         &metadata.personal_number(), &metadata.pager(),
      &metadata.uan(),          &metadata.voicemail(),       &metadata.fixed_line(),
  };
  for (const PhoneNumberDesc *desc : special) {
    if (IsNumberMatchingDesc(number, *desc)) return true;
  }
  return !metadata.same_mobile_and_fixed_line_pattern() &&
         IsNumberMatchingDesc(number, metadata.mobile());
}

/// PhoneNumberUtil::TestNumberLength for the unknown type (the general description); -1 when
/// the metadata lists no lengths, which the library does not expect either.
int TestNumberLength(const std::string &number, const PhoneMetadata &metadata) {
  const auto &lengths = metadata.general_desc().possible_length();
  const auto &local_lengths = metadata.general_desc().possible_length_local_only();
  if (lengths.empty()) return -1;
  if (lengths.Get(0) == -1) return PhoneNumberUtil::INVALID_LENGTH;
  int length = static_cast<int>(number.size());
  if (std::find(local_lengths.begin(), local_lengths.end(), length) != local_lengths.end()) {
    return PhoneNumberUtil::IS_POSSIBLE_LOCAL_ONLY;
  }
  int minimum = lengths.Get(0);
  if (minimum == length) return PhoneNumberUtil::IS_POSSIBLE;
  if (minimum > length) return PhoneNumberUtil::TOO_SHORT;
  if (*(lengths.end() - 1) < length) return PhoneNumberUtil::TOO_LONG;
  return std::find(lengths.begin() + 1, lengths.end(), length) != lengths.end()
             ? PhoneNumberUtil::IS_POSSIBLE
             : PhoneNumberUtil::INVALID_LENGTH;
}

/// PhoneNumberUtil::MaybeStripNationalPrefixAndCarrierCode, without the carrier code.
void StripNationalPrefix(const PhoneMetadata &metadata, std::string *number) {
  const std::string &prefix = metadata.national_prefix_for_parsing();
  if (number->empty() || prefix.empty()) return;
  const PhoneNumberDesc &general = metadata.general_desc();
  bool viable = IsMatch(*number, general);
  Matchers &matchers = Matchers::ForThisThread();
  Consumed consumed = matchers.LookingAt(prefix, *number);
  if (!consumed.matched) return;
  // The library asks for two groups (carrier code, part of the prefix), else one.
  const std::string &rule = metadata.national_prefix_transform_rule();
  const std::string &captured =
      consumed.group_count >= 2 ? consumed.second_group : consumed.first_group;
  if (!rule.empty() && consumed.group_count >= 1 && !captured.empty()) {
    std::string transformed = *number;
    matchers.ReplaceFirst(prefix, rule, &transformed);
    if (viable && !IsMatch(transformed, general)) return;
    *number = transformed;
  } else {
    std::string rest = number->substr(consumed.end);
    if (viable && !IsMatch(rest, general)) return;
    *number = rest;
  }
}


bool IsDigit(char c) { return c >= '0' && c <= '9'; }

bool IsLetter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// The digit a letter stands for on a keypad: PhoneNumberUtil's ALPHA_PHONE_MAPPINGS, which
/// hold both cases.
char KeypadDigit(char c) {
  static const char kDigits[] = "22233344455566677778889999";
  return kDigits[(c | 0x20) - 'a'];
}

/// The longest run of digits an extension label allows (CreateExtnPattern's limits): 20 after
/// RFC 3966's `;ext=` and explicit labels, 9 after a one-character label.
const size_t kExtensionDigitsAfterExplicitLabel = 20;
const size_t kExtensionDigitsAfterAmbiguousLabel = 9;

/// The explicit labels of CreateExtnPattern (`e?xt(?:ensi(?:o\u0301?|\u00F3))?n?`) read here,
/// longest first so that the label found is the whole word; the pattern is case-insensitive.
const char *const kExplicitExtensionLabels[] = {"extension", "extn", "ext", "xtn", "xt"};

/// MaybeStripExtension for the extensions read here, at the end of `text[start, end)`: RFC
/// 3966's `;ext=` and digits, or spaces, a label (`ext`, `extn`, `extension`, `xt`, `xtn`,
/// `x` or `#`, in any case), an optional `.` or `:`, spaces or hyphens, and digits, right
/// after the number's last digit. Sets `body_end` where the number ends and `extension` to the
/// digits, or leaves them when the text ends in no label and digits. False when the end looks
/// like an extension in a form not reproduced here.
///
/// The extension pattern is anchored at the end and found leftmost first. Before a label read
/// here there is only the number, which has no `;`, `,`, `#`, `~` or letter, and every
/// alternative of the pattern needs one of those (`[- ]+digits#`, the last, ends with `#`,
/// which is declined), so the match starts at the first space after the number's last digit.
/// The number before it has three digits or more (checked by the caller), so it is viable and
/// the library keeps the extension.
bool ReadExtension(
    const char *text, size_t start, size_t end, size_t *body_end, std::string *extension) {
  size_t digits = end;
  while (digits > start && IsDigit(text[digits - 1])) --digits;
  size_t count = end - digits;
  if (count == 0 || digits == start) return true;
  // Most numbers end in digits after a separator or a digit: no label, nothing to compare.
  if (text[digits - 1] == '=' && digits - start >= 5 &&
      std::strncmp(text + digits - 5, ";ext=", 5) == 0) {
    if (count > kExtensionDigitsAfterExplicitLabel) return false;
    *body_end = digits - 5;
    extension->assign(text + digits, count);
    return true;
  }
  // kPossibleCharsAfterExtLabel, read backwards: spaces or hyphens, then an optional . or :.
  size_t label_end = digits;
  while (label_end > start && (text[label_end - 1] == ' ' || text[label_end - 1] == '-')) {
    --label_end;
  }
  if (label_end > start && (text[label_end - 1] == '.' || text[label_end - 1] == ':')) --label_end;
  if (label_end == start) return true;
  char last = static_cast<char>(text[label_end - 1] | 0x20);
  if (last != 'n' && last != 't' && last != 'x' && last != '#') return true;
  size_t label_start = label_end;
  size_t limit = 0;
  for (const char *label : kExplicitExtensionLabels) {
    size_t size = std::strlen(label);
    if (label_end - start >= size && strncasecmp(text + label_end - size, label, size) == 0) {
      label_start = label_end - size;
      limit = kExtensionDigitsAfterExplicitLabel;
      break;
    }
  }
  if (limit == 0 && label_end > start &&
      (text[label_end - 1] == 'x' || text[label_end - 1] == 'X' || text[label_end - 1] == '#')) {
    label_start = label_end - 1;
    limit = kExtensionDigitsAfterAmbiguousLabel;
  }
  // No label: the digits end the number itself, unless a label character stands before them.
  if (limit == 0) return true;
  if (count > limit) return false;
  size_t number_end = label_start;
  while (number_end > start && text[number_end - 1] == ' ') --number_end;
  if (number_end == start || !IsDigit(text[number_end - 1])) return false;
  *body_end = number_end;
  extension->assign(text + digits, count);
  return true;
}

/// ParseHelper's reading of the text up to its normalized digits, for the shapes read here:
/// ASCII digits, spaces, `-`, `.`, `(` and `)`, at most one `+` before the first digit, after
/// an optional RFC 3966 `tel:`, and then either an extension (see ReadExtension) or, for a
/// number written with letters, three letters or more after its first three digits and at
/// its end. Sets `national` to the digits (letters turned into theirs), `plus` and
/// `extension`; false for any other text, which the library reads.
///
/// BuildNationalNumberForParsing, without `;phone-context=` (declined: a `;` elsewhere than
/// in `;ext=`), takes ExtractPossibleNumber's part of the text: from the first digit or plus,
/// which drops `tel:`, to the last letter, digit or `#`. IsViablePhoneNumber holds for three
/// digits before any letter. Normalize maps letters to digits when there are three or more
/// (VALID_ALPHA_PHONE_PATTERN) and keeps only the digits otherwise; fewer than three letters
/// are declined, and so are letters before the third digit, where `x` is punctuation.
bool ReadPlainText(
    const char *text, size_t length, std::string *national, bool *plus, std::string *extension) {
  size_t start = length >= 4 && (text[0] | 0x20) == 't' && strncasecmp(text, "tel:", 4) == 0 ? 4 : 0;
  size_t body_end = length;
  if (!ReadExtension(text, start, length, &body_end, extension)) return false;
  size_t letters = 0;
  for (size_t index = start; index < body_end; ++index) {
    char c = text[index];
    if (IsDigit(c)) {
      national->push_back(c);
    } else if (IsLetter(c) && extension->empty() && national->size() >= 3) {
      national->push_back(KeypadDigit(c));
      ++letters;
    } else if (c == '+' && !*plus && national->empty()) {
      *plus = true;
    } else if (c != ' ' && c != '-' && c != '.' && c != '(' && c != ')') {
      return false;
    }
  }
  // Letters are read only when the library maps them, and when they end the text, which no
  // extension pattern matches then.
  return letters == 0 || (letters >= 3 && IsLetter(text[length - 1]));
}

/// The regions of a calling code in the library's order, asked of it once per code and thread
/// (it copies the list for every call); there are a few hundred codes.
const std::list<std::string> &RegionsForCallingCode(int code) {
  thread_local std::unordered_map<int, std::list<std::string>> known;
  auto found = known.find(code);
  if (found == known.end()) {
    std::list<std::string> regions;
    Util().GetRegionCodesForCountryCallingCode(code, &regions);
    found = known.emplace(code, std::move(regions)).first;
  }
  return found->second;
}

/// The main region of a calling code, as GetRegionCodeForCountryCode gives it: the first of
/// its regions, or "ZZ" for none.
std::string RegionForCallingCode(int code) {
  const std::list<std::string> &regions = RegionsForCallingCode(code);
  return regions.empty() ? kUnknownRegion : regions.front();
}

/// PhoneNumberUtil::ExtractCountryCode: the calling code at the start of a number of at least
/// three digits, removed from it, or 0.
int ExtractCountryCode(std::string *number) {
  if (number->empty() || (*number)[0] == '0') return 0;
  for (size_t length = 1; length <= kMaxLengthCountryCode; ++length) {
    int code = std::atoi(number->substr(0, length).c_str());
    if (RegionForCallingCode(code) != kUnknownRegion) {
      number->erase(0, length);
      return code;
    }
  }
  return 0;
}

/// PhoneNumberUtil::GetNationalSignificantNumber.
std::string NationalSignificantNumber(const PhoneNumber &number) {
  std::string text;
  if (number.italian_leading_zero()) {
    text.assign(static_cast<size_t>(std::max(number.number_of_leading_zeros(), 0)), '0');
  }
  text += std::to_string(number.national_number());
  return text;
}

/// PhoneNumberUtil::ChooseFormattingPatternForNumber: the first format whose last (most
/// detailed) leading digits pattern matches at the number's start and whose pattern matches
/// the whole number, or null.
const NumberFormat *ChooseFormat(
    const google::protobuf::RepeatedPtrField<NumberFormat> &formats, const std::string &number) {
  for (const NumberFormat &format : formats) {
    int size = format.leading_digits_pattern_size();
    if (size > 0 && !MatchesAtStart(format.leading_digits_pattern(size - 1), number)) continue;
    if (MatchesWhole(format.pattern(), number)) return &format;
  }
  return nullptr;
}

/// The pattern the library finds a format rule's first group with (its
/// first_group_capturing_pattern_), kept for the whole process since matchers are keyed by the
/// pattern's address.
const std::string &FirstGroupPattern() {
  static const std::string *pattern = new std::string("(\\$\\d)");
  return *pattern;
}

/// Whether an ASCII character is in kValidPunctuation, the class of the library's
/// separator_pattern_ (`[kValidPunctuation]+`). The constant is private to the library; its
/// ASCII members are `-`, `x`, space, `(`, `)`, `.`, `[`, `]`, `/` and `~`, in every version.
bool IsSeparator(char c) {
  return c == '-' || c == 'x' || c == ' ' || c == '(' || c == ')' || c == '.' || c == '[' ||
         c == ']' || c == '/' || c == '~';
}

/// The separator steps of RFC 3966 formatting: separators at the start dropped (Consume), then
/// every run of them made one `-` (GlobalReplace). False for a text beyond ASCII, whose other
/// separators are left to the library.
bool JoinWithHyphens(std::string *text) {
  std::string joined;
  size_t index = 0;
  for (char c : *text) {
    if (static_cast<unsigned char>(c) >= 0x80) return false;
  }
  while (index < text->size() && IsSeparator((*text)[index])) ++index;
  while (index < text->size()) {
    if (IsSeparator((*text)[index])) {
      joined.push_back('-');
      while (index < text->size() && IsSeparator((*text)[index])) ++index;
    } else {
      joined.push_back((*text)[index++]);
    }
  }
  text->swap(joined);
  return true;
}

/// PhoneNumberUtil::FormatNsnUsingPatternWithCarrier without a carrier code; false when the
/// text is not decided here.
bool FormatWithPattern(
    const std::string &national, const NumberFormat &format, int style, std::string *formatted) {
  Matchers &matchers = Matchers::ForThisThread();
  std::string rule = format.format();
  const std::string &national_prefix_rule = format.national_prefix_formatting_rule();
  if (style == PhoneNumberUtil::NATIONAL && !national_prefix_rule.empty()) {
    // The national prefix rule ("0$1", "($1)") takes the place of the rule's first group.
    matchers.ReplaceFirst(FirstGroupPattern(), national_prefix_rule, &rule);
  }
  *formatted = national;
  // As in the library, a pattern that does not occur leaves the number as it is.
  matchers.ReplaceAll(format.pattern(), rule, formatted);
  return style != PhoneNumberUtil::RFC3966 || JoinWithHyphens(formatted);
}

}  // namespace

bool FormatNumber(const PhoneNumber &number, int style, std::string *formatted) {
  const Metadata &metadata = Metadata::Shared();
  if (!metadata.loaded() || style < PhoneNumberUtil::E164 || style > PhoneNumberUtil::RFC3966) {
    return false;
  }
  // A number of national number 0 is written as its raw input, which only the library keeps.
  if (number.national_number() == 0 && !number.raw_input().empty()) return false;
  const int code = number.country_code();
  const std::string national = NationalSignificantNumber(number);
  if (style == PhoneNumberUtil::E164) {
    *formatted = "+" + std::to_string(code) + national;
    return true;
  }
  // HasValidCountryCallingCode, then the main region's metadata (or the non-geographic
  // entity's), which holds the formats of every region sharing the code.
  const std::list<std::string> &regions = RegionsForCallingCode(code);
  if (regions.empty()) {
    *formatted = national;
    return true;
  }
  const PhoneMetadata *code_metadata = metadata.ForRegionOrCallingCode(code, regions.front());
  if (code_metadata == nullptr) return false;

  // FormatNsnWithCarrier: the international formats when there are any, except for NATIONAL.
  const auto &formats =
      code_metadata->intl_number_format_size() == 0 || style == PhoneNumberUtil::NATIONAL
          ? code_metadata->number_format()
          : code_metadata->intl_number_format();
  std::string text;
  const NumberFormat *format = ChooseFormat(formats, national);
  if (format == nullptr) {
    text = national;
  } else if (!FormatWithPattern(national, *format, style, &text)) {
    return false;
  }

  // MaybeAppendFormattedExtension.
  if (number.has_extension() && !number.extension().empty()) {
    if (style == PhoneNumberUtil::RFC3966) {
      text += ";ext=";
    } else if (code_metadata->has_preferred_extn_prefix()) {
      text += code_metadata->preferred_extn_prefix();
    } else {
      text += " ext. ";
    }
    text += number.extension();
  }

  // PrefixNumberWithCountryCallingCode.
  if (style == PhoneNumberUtil::INTERNATIONAL) {
    text.insert(0, "+" + std::to_string(code) + " ");
  } else if (style == PhoneNumberUtil::RFC3966) {
    text.insert(0, "tel:+" + std::to_string(code) + "-");
  }
  formatted->swap(text);
  return true;
}

bool FullMatchWithICU(const std::string &pattern, const std::string &text, bool *matched) {
  return Matchers::ForThisThread().FullMatch(pattern, text, matched);
}

bool LookingAtWithICU(const std::string &pattern, const std::string &text) {
  return Matchers::ForThisThread().LookingAtInICU(pattern, text).matched;
}

const PhoneMetadataCollection *LoadedMetadata() {
  const Metadata &metadata = Metadata::Shared();
  return metadata.loaded() ? &metadata.collection() : nullptr;
}

bool ParsePlainNumber(
    const char *text, size_t length, const std::string &region, int *error, PhoneNumber *number) {
  const Metadata &metadata = Metadata::Shared();
  if (!metadata.loaded() || length > kMaxInputStringLength) return false;
  std::string national;
  std::string extension;
  bool plus = false;
  if (!ReadPlainText(text, length, &national, &plus, &extension)) return false;
  if (national.size() < 3) return false;
  const PhoneMetadata *region_metadata = metadata.ForRegion(region);
  if (region_metadata == nullptr) return false;

  // MaybeExtractCountryCode: a plus or the region's international prefix, or else the
  // region's own calling code written without one.
  int country_code = 0;
  bool international = plus;
  if (!plus) {
    Consumed idd = Matchers::ForThisThread().LookingAt(region_metadata->international_prefix(), national);
    // ParsePrefixAsIdd: not when a 0 follows, since no calling code starts with one.
    if (idd.matched && (idd.end >= national.size() || national[idd.end] != '0')) {
      national.erase(0, idd.end);
      international = true;
    }
  }
  if (international) {
    if (national.size() <= kMinLengthForNsn) {
      *error = PhoneNumberUtil::TOO_SHORT_AFTER_IDD;
      return true;
    }
    country_code = ExtractCountryCode(&national);
    // An unknown calling code sends the library through a retry left to it.
    if (country_code == 0) return false;
  } else {
    std::string own_code = std::to_string(region_metadata->country_code());
    if (national.compare(0, own_code.size(), own_code) == 0) {
      std::string potential = national.substr(own_code.size());
      const PhoneNumberDesc &general = region_metadata->general_desc();
      StripNationalPrefix(*region_metadata, &potential);
      int full_length = TestNumberLength(national, *region_metadata);
      if (full_length < 0) return false;
      if ((!IsMatch(national, general) && IsMatch(potential, general)) ||
          full_length == PhoneNumberUtil::TOO_LONG) {
        national = potential;
        country_code = region_metadata->country_code();
      }
    }
  }

  // ParseHelper, from the calling code on.
  const PhoneMetadata *country_metadata = region_metadata;
  if (country_code != 0) {
    std::string number_region = RegionForCallingCode(country_code);
    if (number_region != region) {
      country_metadata = metadata.ForRegionOrCallingCode(country_code, number_region);
    }
  } else {
    country_code = region_metadata->country_code();
  }
  if (national.size() < kMinLengthForNsn) {
    *error = PhoneNumberUtil::TOO_SHORT_NSN;
    return true;
  }
  if (country_metadata != nullptr) {
    std::string potential = national;
    StripNationalPrefix(*country_metadata, &potential);
    int result = TestNumberLength(potential, *country_metadata);
    if (result < 0) return false;
    if (result != PhoneNumberUtil::TOO_SHORT && result != PhoneNumberUtil::IS_POSSIBLE_LOCAL_ONLY &&
        result != PhoneNumberUtil::INVALID_LENGTH) {
      national = potential;
    }
  }
  if (national.size() < kMinLengthForNsn) {
    *error = PhoneNumberUtil::TOO_SHORT_NSN;
    return true;
  }
  if (national.size() > kMaxLengthForNsn) {
    *error = PhoneNumberUtil::TOO_LONG_NSN;
    return true;
  }
  PhoneNumber parsed;
  parsed.set_country_code(country_code);
  // SetItalianLeadingZerosForPhoneNumber: the last digit never counts as a leading zero.
  if (national.size() > 1 && national[0] == '0') {
    parsed.set_italian_leading_zero(true);
    size_t zeros = 1;
    while (zeros < national.size() - 1 && national[zeros] == '0') ++zeros;
    if (zeros != 1) parsed.set_number_of_leading_zeros(static_cast<int32_t>(zeros));
  }
  parsed.set_national_number(std::strtoull(national.c_str(), nullptr, 10));
  if (!extension.empty()) parsed.set_extension(extension);
  number->Swap(&parsed);
  *error = PhoneNumberUtil::NO_PARSING_ERROR;
  return true;
}

bool IsValidNumberForRegion(const PhoneNumber &number, const std::string &region, bool *valid) {
  const Metadata &metadata = Metadata::Shared();
  if (!metadata.loaded()) return false;
  int country_code = number.country_code();
  const PhoneMetadata *region_metadata = metadata.ForRegionOrCallingCode(country_code, region);
  if (region_metadata == nullptr ||
      (region != kNonGeographicalRegion && country_code != region_metadata->country_code())) {
    *valid = false;
    return true;
  }
  *valid = HasKnownType(NationalSignificantNumber(number), *region_metadata);
  return true;
}

bool PossibilityOf(const PhoneNumber &number, int *possibility) {
  const Metadata &metadata = Metadata::Shared();
  if (!metadata.loaded()) return false;
  // IsPossibleNumberForTypeWithReason for the unknown type: a calling code the library has
  // regions for, and the length rules of its main region (or non-geographic entity).
  int code = number.country_code();
  const std::list<std::string> &regions = RegionsForCallingCode(code);
  if (regions.empty()) {
    *possibility = PhoneNumberUtil::INVALID_COUNTRY_CODE;
    return true;
  }
  const PhoneMetadata *code_metadata = metadata.ForRegionOrCallingCode(code, regions.front());
  if (code_metadata == nullptr) return false;
  int result = TestNumberLength(NationalSignificantNumber(number), *code_metadata);
  if (result < 0) return false;
  *possibility = result;
  return true;
}

bool IsValidNumber(const PhoneNumber &number, bool *valid, const std::string *known_invalid_region) {
  const Metadata &metadata = Metadata::Shared();
  if (!metadata.loaded()) return false;
  // GetRegionCodeForNumber: the only region of the calling code, or the first of several
  // whose leading digits (or else patterns) fit the number.
  const std::list<std::string> &regions = RegionsForCallingCode(number.country_code());
  std::string region = kUnknownRegion;
  if (regions.size() == 1) {
    region = regions.front();
  } else if (regions.size() > 1) {
    std::string national = NationalSignificantNumber(number);
    for (const std::string &candidate : regions) {
      const PhoneMetadata *candidate_metadata = metadata.ForRegion(candidate);
      if (candidate_metadata == nullptr) return false;
      if (candidate_metadata->has_leading_digits()) {
        if (Matchers::ForThisThread().LookingAt(candidate_metadata->leading_digits(), national).matched) {
          region = candidate;
          break;
        }
      } else if (HasKnownType(national, *candidate_metadata)) {
        region = candidate;
        break;
      }
    }
  }
  if (known_invalid_region != nullptr && region == *known_invalid_region) {
    *valid = false;
    return true;
  }
  return IsValidNumberForRegion(number, region, valid);
}

}  // namespace fields_phone

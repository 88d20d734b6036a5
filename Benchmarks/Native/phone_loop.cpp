// The peer for `fieldcli validate phone --stdin --region REGION`: libphonenumber's own C++ API
// in a loop (PhoneNumberUtil::Parse, IsValidNumber, Format in E.164), printing `ok<TAB>+E164`
// for a valid number and `invalid` for the rest (fieldcli's messages say why; the benchmark
// compares verdicts and numbers).
// Usage: phone_loop REGION < phones.txt > out.txt   (default US)
#include <phonenumbers/phonenumberutil.h>

#include <string>

extern "C" {
#include "native_lines.h"
}

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

struct loop {
  const PhoneNumberUtil *util;
  std::string region;
  std::string formatted;
  size_t invalid = 0;
};

static void handle(const char *line, size_t length, void *context) {
  loop *state = static_cast<loop *>(context);
  PhoneNumber number;
  if (state->util->Parse(std::string(line, length), state->region, &number) !=
          PhoneNumberUtil::NO_PARSING_ERROR ||
      !state->util->IsValidNumber(number)) {
    ++state->invalid;
    native_write("invalid\n", 8);
    return;
  }
  state->util->Format(number, PhoneNumberUtil::E164, &state->formatted);
  char *out = native_reserve(state->formatted.size() + 4);
  memcpy(out, "ok\t", 3);
  memcpy(out + 3, state->formatted.data(), state->formatted.size());
  out[state->formatted.size() + 3] = '\n';
  native_out_count += state->formatted.size() + 4;
}

int main(int argc, char **argv) {
  loop state;
  state.util = PhoneNumberUtil::GetInstance();
  state.region = argc > 1 ? argv[1] : "US";
  native_for_each_line(handle, &state);
  return state.invalid > 0;
}

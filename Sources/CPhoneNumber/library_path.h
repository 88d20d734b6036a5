// libphonenumber's own answers, which the shim's fast paths must equal: cphonenumber.cpp falls
// back on them, and the test-only CPhoneNumberTesting target compares both through them.

#ifndef CPHONENUMBER_LIBRARY_PATH_H
#define CPHONENUMBER_LIBRARY_PATH_H

#include <cstdint>

#include "cphonenumber.h"
#include "phonenumbers/phonenumber.pb.h"

namespace fields_phone {

/// The PhoneNumber message for a number that crossed the C boundary.
i18n::phonenumbers::PhoneNumber ToMessage(const cphn_number *number);

/// `cphn_parse` through PhoneNumberUtil::Parse alone (with the same refusal of over-long text).
cphn_parse_result ParseWithLibphonenumber(
    const char *text, int32_t length, const char *region, cphn_number *out);

}  // namespace fields_phone

#endif  // CPHONENUMBER_LIBRARY_PATH_H

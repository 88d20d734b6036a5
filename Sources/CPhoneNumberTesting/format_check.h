// For tests only: holds the shim's own formatting (plain_number.cpp's FormatNumber) to
// libphonenumber's Format on numbers of every region.

#ifndef CPHONENUMBER_FORMAT_CHECK_H
#define CPHONENUMBER_FORMAT_CHECK_H

#include <cstdint>
#include <string>

namespace fields_phone {

/// Formats generated numbers of every region in every style both ways (see
/// cphn_format_disagreements). Returns the number of disagreements, describes the first in
/// `first`, counts the numbers compared in `checks` and those the shim left to the library in
/// `declined`.
int64_t CountFormatDisagreements(
    uint64_t seed, int per_format, int64_t *checks, int64_t *declined, std::string *first);

}  // namespace fields_phone

#endif  // CPHONENUMBER_FORMAT_CHECK_H

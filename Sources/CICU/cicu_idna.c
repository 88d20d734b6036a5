// Internationalized domain names: UTS #46 as the URL Standard configures it.

#include "cicu.h"

#include <unicode/uidna.h>

// MARK: - Internationalized domain names

cicu_idna *cicu_idna_open(int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UIDNA *idna = uidna_openUTS46(
      UIDNA_CHECK_BIDI | UIDNA_CHECK_CONTEXTJ | UIDNA_NONTRANSITIONAL_TO_ASCII, &error);
  *status = error;
  return (cicu_idna *)idna;
}

void cicu_idna_close(cicu_idna *idna) {
  if (idna != NULL) uidna_close((UIDNA *)idna);
}

int32_t cicu_idna_to_ascii(
    cicu_idna *idna, const char *domain, int32_t length, char *out, int32_t capacity, bool *valid,
    int32_t *status) {
  // The URL Standard sets CheckHyphens and VerifyDnsLength to false.
  const uint32_t ignored = UIDNA_ERROR_EMPTY_LABEL | UIDNA_ERROR_LABEL_TOO_LONG |
                           UIDNA_ERROR_DOMAIN_NAME_TOO_LONG | UIDNA_ERROR_LEADING_HYPHEN |
                           UIDNA_ERROR_TRAILING_HYPHEN | UIDNA_ERROR_HYPHEN_3_4;
  UErrorCode error = U_ZERO_ERROR;
  UIDNAInfo info = UIDNA_INFO_INITIALIZER;
  int32_t written =
      uidna_nameToASCII_UTF8((UIDNA *)idna, domain, length, out, capacity, &info, &error);
  if (error == U_STRING_NOT_TERMINATED_WARNING) error = U_ZERO_ERROR;
  *valid = U_SUCCESS(error) && (info.errors & ~ignored) == 0;
  *status = error;
  return written;
}

// The limit for `fieldcli format date --stdin`: read ISO 8601 instants line by line, format
// each with ICU's udat_format, and write the UTF-8 result, with nothing else in the way.
// Usage: udat_loop LOCALE ZONE < instants.txt > out.txt  (full date, short time)
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>

int main(int argc, char **argv) {
  const char *locale = argc > 1 ? argv[1] : "de_DE";
  const char *zone = argc > 2 ? argv[2] : "Europe/Berlin";
  UErrorCode status = U_ZERO_ERROR;
  UChar zone16[64];
  u_strFromUTF8(zone16, 64, NULL, zone, -1, &status);
  UDateFormat *format = udat_open(UDAT_SHORT, UDAT_FULL, locale, zone16, -1, NULL, -1, &status);
  if (U_FAILURE(status)) { fprintf(stderr, "udat_open: %s\n", u_errorName(status)); return 2; }
  static char outbuf[1 << 16];
  setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
  char *line = NULL;
  size_t capacity = 0;
  ssize_t length;
  while ((length = getline(&line, &capacity, stdin)) > 0) {
    struct tm tm = {0};
    if (sscanf(line, "%4d-%2d-%2dT%2d:%2d:%2dZ", &tm.tm_year, &tm.tm_mon, &tm.tm_mday,
               &tm.tm_hour, &tm.tm_min, &tm.tm_sec) != 6) continue;
    tm.tm_year -= 1900;
    tm.tm_mon -= 1;
    UDate date = (UDate)timegm(&tm) * 1000.0;
    UChar text[256];
    UErrorCode error = U_ZERO_ERROR;
    int32_t units = udat_format(format, date, text, 256, NULL, &error);
    char utf8[512];
    int32_t bytes = 0;
    u_strToUTF8(utf8, 512, &bytes, text, units, &error);
    fwrite(utf8, 1, (size_t)bytes, stdout);
    fputc('\n', stdout);
  }
  free(line);
  udat_close(format);
  return 0;
}

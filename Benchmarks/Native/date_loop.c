// The limit for `fieldcli format date --stdin`: ICU formatting in a C loop with one reused
// calendar. Each line `YYYY-MM-DDTHH:MM:SSZ` is read by hand, set on one UCalendar
// (proleptic Gregorian, as fieldcli sets it) and formatted with udat_formatCalendar; the UTF-16
// result goes to UTF-8 with u_strToUTF8. Other lines print the word invalid (the benchmark's
// instants are all of that form).
// Usage: date_loop LOCALE ZONE DATE_STYLE TIME_STYLE < instants.txt > out.txt
//        (styles: full, long, medium, short, none; default de_DE Europe/Berlin full short)
#include <float.h>
#include <stdint.h>
#include <stdio.h>
#include <unicode/ucal.h>
#include <unicode/udat.h>
#include <unicode/ustring.h>

#include "native_lines.h"

static UDateFormatStyle style(const char *name) {
  if (strcmp(name, "full") == 0) return UDAT_FULL;
  if (strcmp(name, "long") == 0) return UDAT_LONG;
  if (strcmp(name, "medium") == 0) return UDAT_MEDIUM;
  if (strcmp(name, "short") == 0) return UDAT_SHORT;
  return UDAT_NONE;
}

struct loop {
  UDateFormat *format;
  UCalendar *calendar;
};

static int digits(const char *text, int count) {
  int value = 0;
  for (int index = 0; index < count; index++) {
    unsigned digit = (unsigned)(text[index] - '0');
    if (digit > 9) return -1;
    value = value * 10 + (int)digit;
  }
  return value;
}

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
static int64_t days_from_civil(int64_t year, int month, int day) {
  year -= month <= 2;
  int64_t era = (year >= 0 ? year : year - 399) / 400;
  int64_t year_of_era = year - era * 400;
  int64_t day_of_year = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1;
  int64_t day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
  return era * 146097 + day_of_era - 719468;
}

static void handle(const char *line, size_t length, void *context) {
  struct loop *loop = context;
  int year, month, day, hour, minute, second;
  if (length != 20 || line[4] != '-' || line[7] != '-' || line[10] != 'T' || line[13] != ':' ||
      line[16] != ':' || line[19] != 'Z' || (year = digits(line, 4)) < 0 ||
      (month = digits(line + 5, 2)) < 1 || month > 12 || (day = digits(line + 8, 2)) < 1 ||
      day > 31 || (hour = digits(line + 11, 2)) < 0 || hour > 23 ||
      (minute = digits(line + 14, 2)) < 0 || minute > 59 || (second = digits(line + 17, 2)) < 0 ||
      second > 59) {
    native_write("invalid\n", 8);
    return;
  }
  int64_t seconds = days_from_civil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
  UErrorCode error = U_ZERO_ERROR;
  ucal_setMillis(loop->calendar, (UDate)seconds * 1000.0, &error);
  UChar units[256];
  int32_t count = udat_formatCalendar(loop->format, loop->calendar, units, 256, NULL, &error);
  char *out = native_reserve(1024);
  int32_t bytes = 0;
  u_strToUTF8(out, 1023, &bytes, units, count, &error);
  if (U_FAILURE(error)) exit(2);
  out[bytes] = '\n';
  native_out_count += (size_t)bytes + 1;
}

int main(int argc, char **argv) {
  const char *locale = argc > 1 ? argv[1] : "de_DE";
  const char *zone = argc > 2 ? argv[2] : "Europe/Berlin";
  UDateFormatStyle date_style = style(argc > 3 ? argv[3] : "full");
  UDateFormatStyle time_style = style(argc > 4 ? argv[4] : "short");
  UErrorCode status = U_ZERO_ERROR;
  UChar zone16[64];
  u_strFromUTF8(zone16, 64, NULL, zone, -1, &status);
  struct loop loop;
  loop.format = udat_open(time_style, date_style, locale, zone16, -1, NULL, -1, &status);
  loop.calendar = ucal_clone(udat_getCalendar(loop.format), &status);
  ucal_setGregorianChange(loop.calendar, -DBL_MAX, &status);
  if (U_FAILURE(status)) {
    fprintf(stderr, "date_loop: %s\n", u_errorName(status));
    return 2;
  }
  native_for_each_line(handle, &loop);
  ucal_close(loop.calendar);
  udat_close(loop.format);
  return 0;
}

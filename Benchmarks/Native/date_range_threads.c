// Whether ICU's date interval formatting gains from a second thread, as `fieldcli format
// date-range --jobs 2` did before the shim took the formatting steps itself (see
// docs/fast-paths.md): each thread opens a UDateIntervalFormat of its own and formats
// COUNT intervals (ends the same day, month, year or further apart), then the program prints
// the intervals per second of all threads together. ICU 72 formats every interval under one
// process-wide mutex (gFormatterMutex in dtitvfmt.cpp), whatever the formatter, so two threads
// are no faster than one.
// Usage: date_range_threads COUNT THREADS [LOCALE SKELETON]   (default de_DE yMMMd)
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unicode/udateintervalformat.h>
#include <unicode/ustring.h>

enum { MAX_THREADS = 8 };

static long count;
static const char *locale = "de_DE";
static const char *skeleton = "yMMMd";

static void *format_intervals(void *argument) {
  uint64_t state = 0x9E3779B97F4A7C15u * (uint64_t)(uintptr_t)argument + 1;
  UErrorCode error = U_ZERO_ERROR;
  UChar pattern[64], zone[8];
  u_uastrcpy(pattern, skeleton);
  u_uastrcpy(zone, "UTC");
  UDateIntervalFormat *format = udtitvfmt_open(locale, pattern, -1, zone, -1, &error);
  if (U_FAILURE(error)) {
    fprintf(stderr, "udtitvfmt_open: %s\n", u_errorName(error));
    exit(2);
  }
  // Spans of up to a day, a month, a year and ten years, so every interval layout shows.
  static const double spans[] = {86400e3, 31 * 86400e3, 366 * 86400e3, 3660 * 86400e3};
  UChar result[256];
  long written = 0;
  for (long index = 0; index < count; index++) {
    state = state * 6364136223846793005u + 1442695040888963407u;
    double from = 946684800e3 + (double)(state >> 40) * 1000.0;  // 2000 to about 2530
    double to = from + spans[index & 3] * (double)((state >> 20) & 1023) / 1023.0;
    written += udtitvfmt_format(format, from, to, result, 256, NULL, &error);
  }
  udtitvfmt_close(format);
  return (void *)(intptr_t)written;
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: date_range_threads COUNT THREADS [LOCALE SKELETON]\n");
    return 2;
  }
  count = atol(argv[1]);
  int threads = atoi(argv[2]);
  if (count < 1 || threads < 1 || threads > MAX_THREADS) {
    fprintf(stderr, "COUNT must be positive and THREADS from 1 to %d\n", MAX_THREADS);
    return 2;
  }
  if (argc > 4) {
    locale = argv[3];
    skeleton = argv[4];
  }
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  pthread_t workers[MAX_THREADS];
  for (int index = 0; index < threads; index++)
    pthread_create(&workers[index], NULL, format_intervals, (void *)(intptr_t)index);
  for (int index = 0; index < threads; index++) pthread_join(workers[index], NULL);
  clock_gettime(CLOCK_MONOTONIC, &end);
  double seconds = (double)(end.tv_sec - start.tv_sec) + (double)(end.tv_nsec - start.tv_nsec) / 1e9;
  printf("%d thread%s, %ld intervals each: %.3f s, %.0f intervals/s\n", threads,
         threads == 1 ? "" : "s", count, seconds, (double)threads * (double)count / seconds);
  return 0;
}

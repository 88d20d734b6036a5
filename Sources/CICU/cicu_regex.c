// Regular expressions: ICU's uregex, compiled once and matched by clones that each serve one
// thread at a time, with limits on the time and memory a match may take.

#include "cicu.h"

#include <stdlib.h>
#include <time.h>

#include <unicode/uregex.h>
#include <unicode/utext.h>

_Static_assert(
    U_REGEX_TIME_OUT > U_ZERO_ERROR && U_REGEX_STACK_OVERFLOW > U_ZERO_ERROR,
    "ICU's limits end a match with failure codes, which the outcome below relies on.");

// MARK: - Limits

// ICU counts a match's work in steps of 10,000 backtracking states saved. A state costs 10 to
// 20 ns, so a step is 0.1 to 0.2 ms: `(a+)+$` against 30 a's and a b stops after 1,000 steps in
// 0.12 to 0.16 s on the 2-core build machine (release build, loaded by two other builds), as do
// `(a|aa)+`, `(a*)*b`, `(.*a){25}` and `(x+x+)+y`. Linear patterns save a state per character
// at most, so a 1 MiB value takes about 100 steps: `(?:a|b)*` over 1 MiB of a's matches in
// 0.03 s; `[a-z]*` saves one state in all and matches in 5 ms.
enum { TIME_LIMIT_STEPS = 1000 };

// ICU does not count the characters a step scans: a lookahead, an atomic group, a back
// reference or \X can read the whole value again for every state saved, and
// `(?:x|x)*(?=[a-z]*)!` against 18 x's and 10,000 a's runs 16 s within 80 steps. ICU calls
// back between steps, and the callback stops the match once the thread has spent this much
// CPU time on it since the first step: three times what the step limit allows, so a machine
// that is merely slower does not fail a match the steps allow. A match then ends within this
// and two steps: 18 x's and 10,000 a's take 0.6 s; a 1 MiB value can still take seconds.
static const double CPU_TIME_LIMIT_SECONDS = 0.5;

// ICU's backtracking stack grows by the states a match keeps. Its default, 8 MB, refuses
// `(?:\w+\.)*\w+` over a 1 MiB value, which keeps a state per character; 32 MB keeps such a
// pattern matching over the longest value the CLI reads, and `(?:a|b)*` too (a state of 32
// bytes per character); `(a|b)*`, which also keeps its group per character, does not fit. ICU
// divides the limit by 4 to count its 8-byte slots, so the stack really takes up to twice this.
enum { STACK_LIMIT_BYTES = 32 * 1024 * 1024 };

// Between matches the stack limit drops to this, which makes ICU give back a stack that one long
// match grew, so an idle matcher holds little memory; ordinary matches stay within it.
enum { IDLE_STACK_LIMIT_BYTES = 64 * 1024 };

// MARK: - Compiling

struct cicu_regex {
  // Only ever cloned, never matched, so threads can share it: ICU's compiled pattern is
  // immutable and its reference count atomic.
  URegularExpression *compiled;
};

cicu_regex *cicu_regex_open(
    const char *pattern, int32_t length, cicu_regex_syntax syntax, int32_t *error_line,
    int32_t *error_offset, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  UParseError parse_error = {0};
  parse_error.offset = -1;
  // ICU refuses an empty pattern; HTML's `pattern=""` is a valid one that only "" matches.
  if (length == 0) {
    pattern = "(?:)";
    length = 4;
  }
  UText text = UTEXT_INITIALIZER;
  utext_openUTF8(&text, pattern, length, &error);
  // Browsers refuse `\q` under the `v` flag rather than read it as `q`, and so does Fields for
  // a form's pattern. NSRegularExpression passes ICU no such flag, so a path configuration's
  // `\q` is the letter q in the app, and here.
  uint32_t flags = syntax == CICU_REGEX_SYNTAX_HTML_PATTERN ? UREGEX_ERROR_ON_UNKNOWN_ESCAPES : 0;
  URegularExpression *compiled = uregex_openUText(&text, flags, &parse_error, &error);
  utext_close(&text);
  *error_line = parse_error.line;
  *error_offset = parse_error.offset;
  cicu_regex *regex = NULL;
  if (U_SUCCESS(error)) {
    regex = malloc(sizeof *regex);
    if (regex == NULL) error = U_MEMORY_ALLOCATION_ERROR;
  }
  if (U_FAILURE(error)) {
    uregex_close(compiled);
    *status = error;
    return NULL;
  }
  regex->compiled = compiled;
  *status = U_ZERO_ERROR;
  return regex;
}

void cicu_regex_close(cicu_regex *regex) {
  if (regex == NULL) return;
  uregex_close(regex->compiled);
  free(regex);
}

// MARK: - Matching

struct cicu_regex_matcher {
  URegularExpression *regex;
  // The thread's CPU time at the match's first step, for the callback.
  double first_step;
};

static double thread_cpu_seconds(void) {
  struct timespec now;
  if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0) return 0;
  return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

// Called by ICU between steps; false stops the match with U_REGEX_STOPPED_BY_CALLER. The clock
// is first read at the first step, since reading it costs a system call and most matches end
// before a step is over.
static UBool U_CALLCONV within_cpu_time(const void *context, int32_t steps) {
  double *first_step = (double *)context;
  if (steps <= 1) {
    *first_step = thread_cpu_seconds();
    return true;
  }
  return thread_cpu_seconds() - *first_step < CPU_TIME_LIMIT_SECONDS;
}

cicu_regex_matcher *cicu_regex_matcher_open(const cicu_regex *regex, int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  cicu_regex_matcher *matcher = malloc(sizeof *matcher);
  if (matcher == NULL) {
    *status = U_MEMORY_ALLOCATION_ERROR;
    return NULL;
  }
  // A clone shares the compiled pattern but not the limits, which belong to each matcher.
  matcher->regex = uregex_clone(regex->compiled, &error);
  matcher->first_step = 0;
  uregex_setTimeLimit(matcher->regex, TIME_LIMIT_STEPS, &error);
  uregex_setStackLimit(matcher->regex, IDLE_STACK_LIMIT_BYTES, &error);
  uregex_setMatchCallback(matcher->regex, within_cpu_time, &matcher->first_step, &error);
  *status = error;
  if (U_FAILURE(error)) {
    cicu_regex_matcher_close(matcher);
    return NULL;
  }
  return matcher;
}

void cicu_regex_matcher_close(cicu_regex_matcher *matcher) {
  if (matcher == NULL) return;
  if (matcher->regex != NULL) uregex_close(matcher->regex);
  free(matcher);
}

// Runs one match or search of the UTF-8 text with the limits raised, then drops them again.
static cicu_regex_outcome run(
    cicu_regex_matcher *matcher, const char *text, int64_t length, UBool anchored,
    int32_t *status) {
  UErrorCode error = U_ZERO_ERROR;
  uregex_setStackLimit(matcher->regex, STACK_LIMIT_BYTES, &error);
  // The UTF-8 is read in place: no UTF-16 copy of a value that may be a mebibyte long. The
  // matcher keeps a shallow clone of `input`, which it never reads again before the next call
  // gives it new text.
  UText input = UTEXT_INITIALIZER;
  utext_openUTF8(&input, text, length, &error);
  uregex_setUText(matcher->regex, &input, &error);
  // uregex_matches anchors the match at both ends of the text, as HTML's `^(?:` and `)$` do;
  // uregex_find from 0 looks for a match anywhere, as NSRegularExpression's firstMatch does.
  UBool matched = anchored ? uregex_matches(matcher->regex, -1, &error)
                           : uregex_find(matcher->regex, 0, &error);
  utext_close(&input);
  UErrorCode idle = U_ZERO_ERROR;
  uregex_setStackLimit(matcher->regex, IDLE_STACK_LIMIT_BYTES, &idle);
  *status = error;
  if (error == U_REGEX_TIME_OUT || error == U_REGEX_STOPPED_BY_CALLER) {
    return CICU_REGEX_TIME_LIMIT;
  }
  if (error == U_REGEX_STACK_OVERFLOW) return CICU_REGEX_STACK_LIMIT;
  if (U_FAILURE(error)) return CICU_REGEX_FAILED;
  return matched ? CICU_REGEX_MATCHED : CICU_REGEX_NOT_MATCHED;
}

cicu_regex_outcome cicu_regex_matches(
    cicu_regex_matcher *matcher, const char *text, int64_t length, int32_t *status) {
  return run(matcher, text, length, true, status);
}

cicu_regex_outcome cicu_regex_find(
    cicu_regex_matcher *matcher, const char *text, int64_t length, int32_t *status) {
  return run(matcher, text, length, false, status);
}

#!/usr/bin/env bash
# Runs the whole test suite twice: under AddressSanitizer with UndefinedBehaviorSanitizer
# (and LeakSanitizer), then under ThreadSanitizer. Each run builds in its own scratch folder
# (.build-asan, .build-tsan) so it never disturbs the normal .build. The end-to-end tests run
# the sanitized fieldcli built beside the test bundle, so its reports count too.
#
# Reports go to files (log_path), not to stderr: the tests compare fieldcli's stderr exactly,
# and a report there would fail them for the wrong reason or be lost in their output. A run
# fails when `swift test` fails (a report also changes the process's exit code) or when any
# report file was written. Suppressions are in Fuzz/*.supp; see Fuzz/SANITIZERS.md.
#
# Usage: Fuzz/sanitize.sh [address|thread]...   (both by default, address first)
# Prints one summary line per run; exits 1 if any run failed, 2 on bad usage.
set -uo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
fuzz="$root/Fuzz"
cd "$root" || exit 2

runs=("$@")
[ ${#runs[@]} -eq 0 ] && runs=(address thread)
for run in "${runs[@]}"; do
  case "$run" in
  address | thread) ;;
  *)
    echo "sanitize.sh: unknown run '$run'; use 'address' or 'thread'." >&2
    exit 2
    ;;
  esac
done

logs=$(mktemp -d "${TMPDIR:-/tmp}/fields-sanitize.XXXXXX")
failed=0

# Seconds since `start` as 1m23s.
elapsed() {
  local seconds=$((SECONDS - $1))
  printf '%dm%02ds' $((seconds / 60)) $((seconds % 60))
}

for run in "${runs[@]}"; do
  if [ "$run" = address ]; then
    name="address+undefined"
    # swiftc refuses -sanitize=undefined for Linux targets (it looks for a runtime named
    # libclang_rt.ubsan, which the toolchain ships as ubsan_standalone), so UBSan instruments
    # the C and C++ shims through clang; the ASan runtime carries the UBSan handlers.
    flags=(--sanitize=address -Xcc -fsanitize=undefined -Xcxx -fsanitize=undefined
      --scratch-path .build-asan)
    log="$logs/asan"
    # One log_path for both: in a combined runtime the last one parsed wins.
    export ASAN_OPTIONS="log_path=$log/report:exitcode=86:detect_leaks=1:halt_on_error=1"
    export UBSAN_OPTIONS="log_path=$log/report:exitcode=86:halt_on_error=1:print_stacktrace=1:suppressions=$fuzz/ubsan.supp"
    export LSAN_OPTIONS="suppressions=$fuzz/lsan.supp:print_suppressions=0"
    unset TSAN_OPTIONS
  else
    name="thread"
    flags=(--sanitize=thread --scratch-path .build-tsan)
    log="$logs/tsan"
    # halt_on_error=0: collect every report of the run; each still makes the process exit 66.
    export TSAN_OPTIONS="log_path=$log/report:halt_on_error=0:second_deadlock_stack=1:suppressions=$fuzz/tsan.supp:print_suppressions=0"
    unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS
  fi
  mkdir -p "$log"

  start=$SECONDS
  if ! swift build --build-tests "${flags[@]}" >"$log/build.txt" 2>&1; then
    echo "$name: FAILED to build after $(elapsed "$start"); see $log/build.txt"
    failed=1
    continue
  fi
  built=$(elapsed "$start")

  start=$SECONDS
  swift test --skip-build "${flags[@]}" >"$log/test.txt" 2>&1
  status=$?
  ran=$(elapsed "$start")

  # The report files, each named report.PID; the build and test output are not reports.
  reports=$(find "$log" -name 'report.*' -type f | wc -l)
  summary=$(grep -oE 'Test run with [0-9]+ tests.*' "$log/test.txt" | tail -1 | sed 's/\.$//')
  [ -n "$summary" ] || summary="no Swift Testing summary (see $log/test.txt)"
  if [ "$status" -eq 0 ] && [ "$reports" -eq 0 ]; then
    echo "$name: ok: $summary; 0 reports; build $built, tests $ran"
  else
    echo "$name: FAILED: exit $status; $summary; $reports report file(s) in $log; build $built, tests $ran"
    failed=1
  fi
done

[ "$failed" -eq 0 ] && rm -rf "$logs"
exit "$failed"

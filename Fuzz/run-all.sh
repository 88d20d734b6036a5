#!/usr/bin/env bash
# Runs every fuzz target in turn for SECONDS each: Fuzz/run-all.sh SECONDS [LIBFUZZER FLAGS...]
# Exits non-zero when any target found a crash; every target runs either way. Flags after
# SECONDS go to every target (CI passes -seed=1 -runs=N, so a run is the same on every machine).
set -uo pipefail
cd "$(dirname "$0")"
if [ $# -lt 1 ] || ! [[ $1 =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/run-all.sh SECONDS [LIBFUZZER FLAGS...]" >&2
  exit 2
fi
seconds=$1
shift
./build.sh >/dev/null || exit 2
failed=()
for target in $(./targets.sh); do
  log=.build/logs/$target.log
  mkdir -p .build/logs
  if ./run.sh "$target" "$seconds" "$@" >"$log" 2>&1; then
    echo "fuzz $target: ok, $(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | grep -o '[0-9]*$') runs"
  else
    echo "fuzz $target: FAILED, see Fuzz/$log and Fuzz/.build/crashes/$target"
    tail -n 30 "$log"
    failed+=("$target")
  fi
done
[ ${#failed[@]} -eq 0 ] || { echo "fuzz: crashes in ${failed[*]}"; exit 1; }

#!/usr/bin/env bash
# Times `fieldcli check Examples/signup.json --stdin` (release build) over 1,000,000 generated
# JSON Lines submissions, about half of them invalid, and its maximum RSS over RSS_COPIES times
# as many; no peer validates this spec. Prints submissions per second and max RSS from
# /usr/bin/time. Usage: Benchmarks/scripts/check-submissions.sh   (REPEATS=3 RSS_COPIES=5 JOBS=)
set -euo pipefail
source "$(dirname "$0")/prepare.sh"
input="$data/signup-submissions.jsonl"
if [ ! -s "$input" ]; then python3 "$bench/scripts/generate_submissions.py" "$data"; fi
fieldcli="$root/.build/release/fieldcli"
command=("$fieldcli" check "$root/Examples/signup.json" --stdin ${JOBS:+--jobs "$JOBS"})
lines=$(wc -l <"$input")
valid=$("${command[@]}" <"$input" | grep -c '^ok' || true)
echo "${command[*]#"$root/"}"
echo "$lines submissions, $valid valid, $((lines - valid)) invalid"
best=""
for _ in $(seq "${REPEATS:-3}"); do
  # Exit 1 is expected: some submissions are invalid.
  measured=$( { /usr/bin/time -f "%e %M" "${command[@]}" <"$input" >/dev/null || true; } 2>&1 |
    tail -1)
  seconds=${measured% *}
  echo "run: $seconds s, max RSS ${measured#* } KB"
  if [ -z "$best" ] || awk "BEGIN { exit !($seconds < $best) }"; then best=$seconds; fi
done
awk -v lines="$lines" -v best="$best" \
  'BEGIN { printf "best: %.2f s, %.0f submissions/s\n", best, lines / best }'
copies=${RSS_COPIES:-5}
measured=$( { for _ in $(seq "$copies"); do cat "$input"; done |
  /usr/bin/time -f "%e %M" "${command[@]}" >/dev/null || true; } 2>&1 | tail -1)
echo "$copies x $lines submissions: ${measured% *} s, max RSS ${measured#* } KB"

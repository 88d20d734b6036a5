#!/usr/bin/env bash
# Measures `fieldcli check Examples/signup.json --stdin` (release build) against a Python peer
# that checks the same fields the way a server would without Fields (email-validator, ada-url,
# phonenumbers, Babel's parse_date and parse_time; Benchmarks/Peers/signup_check_peer.py), over
# the same 1,000,000 generated JSON Lines submissions, about half of them invalid. Counts the
# lines whose ok/invalid verdict differs between the two, prints submissions per second and the
# ratios from this one run, and fieldcli's maximum RSS over RSS_COPIES times the submissions.
# Then the same for the same submissions as urlencoded bodies (`check --body urlencoded`, the
# peer reading them with urllib.parse.parse_qsl).
# Usage: Benchmarks/scripts/check-submissions.sh   (REPEATS=3 RSS_COPIES=5 JOBS= COUNT=1000000)
set -euo pipefail
source "$(dirname "$0")/prepare.sh" email-validator ada-url phonenumbers babel
count=${COUNT:-1000000}
# The full set keeps its place; a smaller COUNT, for a quick run, gets a folder of its own.
folder="$data"
if [ "$count" != 1000000 ]; then folder="$data/submissions-$count"; fi
input="$folder/signup-submissions.jsonl"
bodies="$folder/signup-submissions.urlencoded"
if [ ! -s "$input" ] || [ ! -s "$bodies" ]; then
  python3 "$bench/scripts/generate_submissions.py" "$folder" "$count"
fi
"$bench/.venv/bin/python" "$bench/scripts/compare_check.py" "$input"
"$bench/.venv/bin/python" "$bench/scripts/compare_check.py" "$bodies" urlencoded

#!/usr/bin/env bash
# Measures fieldcli against the peers a user would pick instead, over the same 1,000,000 lines:
# PyICU and Babel (installed here into Benchmarks/.venv), and a C loop over ICU's udat_format,
# which is the limit. Prints lines per second, ratios from this one run, and max RSS over
# 10,000,000 lines. Usage: Benchmarks/scripts/compare-peers.sh   (REPEATS=3 RSS_COPIES=10)
set -euo pipefail
source "$(dirname "$0")/prepare.sh" PyICU babel
gcc -O2 -o "$data/udat_loop" "$bench/Peers/udat_loop.c" $(pkg-config --cflags --libs icu-i18n)
if [ ! -s "$data/instants.txt" ]; then python3 "$bench/scripts/generate_inputs.py" "$data"; fi

# The peers must print what fieldcli prints, or the comparison means nothing.
head -1000 "$data/instants.txt" > "$data/sample.txt"
"$root/.build/release/fieldcli" format date --stdin --locale de_DE --date-style full \
  --time-style short --time-zone Europe/Berlin < "$data/sample.txt" > "$data/sample.fieldcli"
for peer in pyicu babel; do
  "$bench/.venv/bin/python" "$bench/Peers/${peer}_format_date.py" < "$data/sample.txt" > "$data/sample.$peer"
  cmp -s "$data/sample.fieldcli" "$data/sample.$peer" || echo "warning: $peer prints other text than fieldcli" >&2
done
"$data/udat_loop" de_DE Europe/Berlin < "$data/sample.txt" | cmp -s - "$data/sample.fieldcli" \
  || echo "warning: the C loop prints other text than fieldcli" >&2

"$bench/.venv/bin/python" "$bench/scripts/compare_peers.py"

#!/usr/bin/env bash
# `fieldcli validate email --csv` against the same 1,000,000 values as lines (`--stdin`), release
# build: checks that both write the same results, then prints lines per second and max RSS each
# way (see csv_column.py).
# Usage: Benchmarks/scripts/csv-column.sh   (REPEATS=3 RSS_COPIES=10)
set -euo pipefail
source "$(dirname "$0")/prepare.sh"
[ -s "$data/emails.txt" ] || python3 "$bench/scripts/generate_validator_inputs.py" "$data"
cd "$bench/scripts" && python3 csv_column.py

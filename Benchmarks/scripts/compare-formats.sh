#!/usr/bin/env bash
# The format commands beyond date and number (relative, list, unit, date-range, number-range,
# plural, name) and the number options, held to ICU itself: each against PyICU on the same ICU,
# byte for byte, over generated values in 28 locales; then lines per second against PyICU and
# Babel. Exits 1 when any line differs.
# Usage: Benchmarks/scripts/compare-formats.sh   (ONLY=unit ORACLE_COUNT=2000 COUNT=200000
#        REPEATS=3, ORACLE_ONLY=1 or SPEED_ONLY=1)
set -euo pipefail
source "$(dirname "$0")/prepare.sh" PyICU babel
"$bench/.venv/bin/python" "$bench/scripts/compare_formats.py"

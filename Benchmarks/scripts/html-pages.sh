#!/usr/bin/env bash
# `fieldcli spec PAGE.html` on pages of ten shapes at two sizes, release build: per shape and
# size, what it read (fields, or the error), seconds (best of REPEATS) and instructions per KB
# under callgrind, then the ratio of the larger size's per-KB figures to the smaller's (about 1
# when reading is linear; see html_pages.py and generate_html_pages.py).
# Usage: Benchmarks/scripts/html-pages.sh   (SIZES="10000 20000" REPEATS=3 ONLY=substring)
set -euo pipefail
source "$(dirname "$0")/prepare.sh"
for package in valgrind binutils; do
  dpkg -s "$package" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$package"; }
done
cd "$bench/scripts" && python3 html_pages.py "$root/.build/release/fieldcli" "$data/html"

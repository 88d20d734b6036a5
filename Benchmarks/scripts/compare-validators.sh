#!/usr/bin/env bash
# Measures `fieldcli validate` against the peers a user would pick instead, over the same
# 1,000,000 generated lines each: email-validator (deliverability off) and the WHATWG regex in
# Python for e-mail, ada-url for URLs, phonenumbers for US phone numbers (installed here into
# Benchmarks/.venv). Usage: Benchmarks/scripts/compare-validators.sh   (REPEATS=3 RSS_COPIES=10)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
bench="$root/Benchmarks"
data="$bench/.data"
mkdir -p "$data"
missing=()
for package in libicu-dev libphonenumber-dev python3-venv time; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi
(cd "$root" && swift build -c release --product fieldcli)
if [ ! -x "$bench/.venv/bin/python" ]; then python3 -m venv "$bench/.venv"; fi
"$bench/.venv/bin/python" -m pip install -q email-validator ada-url phonenumbers
if [ ! -s "$data/emails.txt" ]; then python3 "$bench/scripts/generate_validator_inputs.py" "$data"; fi
"$bench/.venv/bin/python" "$bench/scripts/compare_validators.py"

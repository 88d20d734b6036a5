#!/usr/bin/env bash
# Measures `fieldcli validate` against the peers a user would pick instead, over the same
# 1,000,000 generated lines each: email-validator (deliverability off) and the WHATWG regex in
# Python for e-mail, ada-url for URLs, phonenumbers for US phone numbers (installed here into
# Benchmarks/.venv). Usage: Benchmarks/scripts/compare-validators.sh   (REPEATS=3 RSS_COPIES=10)
set -euo pipefail
source "$(dirname "$0")/prepare.sh" email-validator ada-url phonenumbers
if [ ! -s "$data/emails.txt" ]; then python3 "$bench/scripts/generate_validator_inputs.py" "$data"; fi
"$bench/.venv/bin/python" "$bench/scripts/compare_validators.py"

#!/usr/bin/env bash
# Streams 1,000,000 generated lines (or copies of them up to a second of one job) through
# every `fieldcli ... --stdin` command (release build) and prints, per command, lines per
# second with --jobs 1, 2 and 4, the ratios of 2 and 4 jobs to one and of two --jobs 1
# processes to one (the control: what the cores give programs that share nothing), and the
# maximum RSS with the default threads over 10,000,000 lines. No peers: for those see
# compare-peers.sh, compare-validators.sh and check-submissions.sh.
# Usage: Benchmarks/scripts/stdin-commands.sh   (REPEATS=3 RSS_COPIES=10 ONLY=substring)
set -euo pipefail
source "$(dirname "$0")/prepare.sh"
[ -s "$data/instants.txt" ] || python3 "$bench/scripts/generate_inputs.py" "$data"
[ -s "$data/phones-forms.txt" ] || python3 "$bench/scripts/generate_validator_inputs.py" "$data"
[ -s "$data/signup-submissions.jsonl" ] || python3 "$bench/scripts/generate_submissions.py" "$data"
[ -s "$data/paths.txt" ] || python3 "$bench/scripts/generate_stdin_inputs.py" "$data"
cd "$bench/scripts" && python3 stdin_commands.py

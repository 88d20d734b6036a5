#!/usr/bin/env bash
# Differential test of `fieldcli validate` against headless Chromium (see README.md here).
# Installs Chromium when it is missing, builds fieldcli unless FIELDCLI names a binary, runs
# every case through both and writes RESULTS.md beside this script (REPORT=path for another
# place) and every case's verdicts to a temporary folder (OUT=dir to keep them elsewhere).
# Exits 0 when it ran, whatever it found; non-zero only when it could not run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

. "$root/Conformance/browser/prepare.sh"
out="${OUT:-$(mktemp -d -t fields-browser-XXXXXX)}"
# A browser that stops answering must not hang the run: fail after 15 minutes.
timeout 900 python3 "$here/compare.py" "$FIELDCLI" "$out" "${REPORT:-$here/RESULTS.md}"

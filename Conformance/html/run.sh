#!/usr/bin/env bash
# The form `fieldcli html` writes, checked by headless Chromium and by `fieldcli check` (see
# README.md here). Installs Chromium when it is missing, builds fieldcli unless FIELDCLI names a
# binary, and writes RESULTS.md beside this script (REPORT=path for another place) and every
# field's verdicts to a temporary folder (OUT=dir to keep them elsewhere). Exits 0 when it ran,
# whatever it found; non-zero only when it could not run.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

. "$root/Conformance/browser/prepare.sh"
out="${OUT:-$(mktemp -d -t fields-html-XXXXXX)}"
# A browser that stops answering must not hang the run: fail after 10 minutes.
timeout 600 python3 "$here/compare.py" "$FIELDCLI" "$out" "${REPORT:-$here/RESULTS.md}"

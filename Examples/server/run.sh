#!/usr/bin/env bash
# Builds the example server and runs it: Examples/server/run.sh --form FORM.json [--port 8080]
# Other flags (--host) go to the server as they are.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
swift build --package-path "$here" --product FieldsServer >&2
exec "$(swift build --package-path "$here" --show-bin-path)/FieldsServer" "$@"

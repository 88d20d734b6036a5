# Sourced by Conformance/*/run.sh: installs Chromium and python3 when missing, and sets
# FIELDCLI to a release fieldcli built from this checkout unless it already names a binary.
# Expects `root`, the repository's folder.
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
if ! command -v "${CHROMIUM:-chromium}" >/dev/null || ! command -v python3 >/dev/null; then
  export DEBIAN_FRONTEND=noninteractive
  as_root apt-get update -qq
  as_root apt-get install -y -qq chromium python3
fi

if [ -z "${FIELDCLI:-}" ]; then
  (cd "$root" && swift build -c release --product fieldcli)
  FIELDCLI="$root/.build/release/fieldcli"
fi

export PYTHONDONTWRITEBYTECODE=1  # nothing written into the repository but RESULTS.md

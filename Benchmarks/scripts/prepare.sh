# Sourced by the compare-*.sh scripts: sets root, bench and data, installs the Debian packages
# the benchmarks need when missing, builds the release fieldcli and, when Python packages are
# named as arguments, makes Benchmarks/.venv with them.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
bench="$root/Benchmarks"
data="$bench/.data"
mkdir -p "$data"
missing=()
for package in libicu-dev libphonenumber-dev pkg-config python3-venv time; do
  dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi
(cd "$root" && swift build -c release --product fieldcli)
# A script without Python peers names no packages and needs no venv.
if [ $# -gt 0 ]; then
  if [ ! -x "$bench/.venv/bin/python" ]; then python3 -m venv "$bench/.venv"; fi
  "$bench/.venv/bin/python" -m pip install -q "$@"
fi

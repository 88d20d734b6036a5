#!/usr/bin/env bash
# fieldcli against native programs over the same lines: per job, lines per second (best of
# REPEATS, one thread and two), instructions per line under callgrind, and the ratios from this
# one run. The native programs are in Benchmarks/Native: a C line loop, the e-mail grammar in C,
# ICU's date formatting in C with one reused calendar (and its date intervals on one thread and
# two), libphonenumber's C++ API, ada (C++, its
# single-file release from the ada-url sdist on PyPI, built here into Benchmarks/.data and
# never committed), and a C program for start-up, linked once to the shared libraries a debug
# fieldcli loads and once to the C library alone.
# Usage: Benchmarks/scripts/native-limits.sh   (REPEATS=5 ONLY=substring CALLGRIND_LINES=N)
set -euo pipefail
source "$(dirname "$0")/prepare.sh"
for package in valgrind hyperfine g++ binutils; do
  dpkg -s "$package" >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq "$package"; }
done
[ -s "$data/instants.txt" ] || python3 "$bench/scripts/generate_inputs.py" "$data"
# phones-forms.txt came after the others: a folder from before it is written anew.
[ -s "$data/phones-forms.txt" ] || python3 "$bench/scripts/generate_validator_inputs.py" "$data"

native="$bench/Native"
out="$data/native"
mkdir -p "$out"
icu=$(pkg-config --cflags --libs icu-i18n)
gcc -O2 -o "$out/line_loop" "$native/line_loop.c"
gcc -O2 -o "$out/email_loop" "$native/email_loop.c"
gcc -O2 -o "$out/date_loop" "$native/date_loop.c" $icu
gcc -O2 -o "$out/date_range_threads" "$native/date_range_threads.c" $icu -lpthread
g++ -O2 -std=c++17 -o "$out/phone_loop" "$native/phone_loop.cpp" -lphonenumber -lprotobuf
gcc -O2 -o "$out/startup" "$native/startup.c" \
  -Wl,--no-as-needed -licui18n -licuuc -lphonenumber -lprotobuf -ledit -lgumbo
# The floor under a fieldcli that carries those libraries inside it: the same program, C alone.
gcc -O2 -o "$out/startup_plain" "$native/startup.c"
if [ ! -x "$out/ada_loop" ]; then
  ada_version=4.0.0
  if [ ! -s "$out/ada/ada_url-$ada_version/ada_url/ada.cpp" ]; then
    mkdir -p "$out/ada"
    python3 -m pip download -q --no-binary :all: --no-deps -d "$out/ada" "ada-url==$ada_version"
    tar -xzf "$out/ada/ada_url-$ada_version.tar.gz" -C "$out/ada"
  fi
  source_dir="$out/ada/ada_url-$ada_version/ada_url"
  # ada's own release flags (its CMake build): -O3 and no assertions.
  g++ -O3 -DNDEBUG -std=c++20 -I"$source_dir" -I"$native" -o "$out/ada_loop" "$native/ada_loop.cpp" \
    "$source_dir/ada.cpp"
fi
cd "$bench/scripts" && python3 native_limits.py "$out"
# Why `format date-range` applies ICU's interval patterns itself: ICU's own interval formatting,
# in C, one thread and two, takes one process-wide lock.
if [ -z "${ONLY:-}" ] || [[ "date-range" == *"$ONLY"* ]]; then
  echo "ICU date intervals in C, a formatter per thread (date_range_threads.c):"
  "$out/date_range_threads" 200000 1
  "$out/date_range_threads" 200000 2
fi

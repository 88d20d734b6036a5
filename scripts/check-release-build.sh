#!/usr/bin/env bash
# The release fieldcli as a user builds it (`swift build -c release`): it must link, carry ICU,
# libphonenumber, protobuf, Abseil, gumbo and libedit inside it (the archives StaticLibraries/
# leads to; see its README), and print byte for byte what the debug build prints on the bundled
# examples. Exits 1 on the first difference, naming it.
set -euo pipefail
cd "$(dirname "$0")/.."
case "$(uname -m)" in
  x86_64) multiarch=x86_64-linux-gnu ;;
  aarch64 | arm64) multiarch=aarch64-linux-gnu ;;
  *) multiarch= ;;
esac
if [ -z "$multiarch" ] || [ ! -d "StaticLibraries/$multiarch" ]; then
  echo "check-release-build: no StaticLibraries folder for $(uname -m); a release fieldcli links the shared libraries here" >&2
  exit 1
fi
for link in "StaticLibraries/$multiarch"/lib*.a; do
  if [ ! -e "$link" ]; then
    echo "check-release-build: $link leads to $(readlink "$link"), which is missing; install the -dev packages the README names" >&2
    exit 1
  fi
done
swift build -c release --product fieldcli
release="$(swift build -c release --show-bin-path)/fieldcli"
swift build --product fieldcli
debug="$(swift build --show-bin-path)/fieldcli"
shared=$(ldd "$release" | grep -E 'lib(icu|phonenumber|protobuf|absl|gumbo|edit|z)[._]' || true)
if [ -n "$shared" ]; then
  echo "check-release-build: the release fieldcli still loads these shared libraries:" >&2
  echo "$shared" >&2
  exit 1
fi
if ! diff -u <(FIELDCLI="$debug" Examples/run.sh 2>&1) <(FIELDCLI="$release" Examples/run.sh 2>&1); then
  echo "check-release-build: the release fieldcli prints something else than the debug one on Examples/run.sh (diff above)" >&2
  exit 1
fi
echo "check-release-build: the release fieldcli loads only $(ldd "$release" | awk '{print $1}' | tr '\n' ' ')and prints what the debug one prints on Examples/run.sh"

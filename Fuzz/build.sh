#!/usr/bin/env bash
# Builds every fuzz target (release, libFuzzer and AddressSanitizer; the C shims get coverage
# and ASan too). Prints the folder holding the binaries.
set -euo pipefail
cd "$(dirname "$0")"
flags=(
  -c release
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library
  # @testable reaches the validators' byte-level fast paths, which are package API.
  -Xswiftc -enable-testing
  -Xcc -fsanitize=fuzzer-no-link,address -Xcxx -fsanitize=fuzzer-no-link,address
)
# lld links without gold's "Cannot export local symbol" noise.
if command -v ld.lld >/dev/null 2>&1; then flags+=(-Xswiftc -use-ld=lld); fi
swift build "${flags[@]}" "$@" >&2
swift build "${flags[@]}" --show-bin-path "$@"

#!/usr/bin/env bash
# Generates the larger part of the seed corpora into .build/corpus/TARGET from the conformance
# data and the examples; the small committed seeds are in Corpus/TARGET. Needs jq.
set -euo pipefail
cd "$(dirname "$0")"
root=..
out=.build/corpus
rm -rf "$out"
for target in $(./targets.sh); do mkdir -p "$out/$target"; done

# One file per seed, named by its hash as libFuzzer names corpus entries.
seed() { # TARGET; the seed's bytes on stdin
  local file
  file=$(mktemp "$out/$1/.seed.XXXXXX")
  cat >"$file"
  mv "$file" "$out/$1/$(sha1sum "$file" | cut -c1-40)"
}
# Every line of a file, each with a first byte from 0 to $2-1 in front (a locale, kind, region).
prefixed() { # TARGET COUNT FILE
  local line byte
  while IFS= read -r line; do
    for ((byte = 0; byte < $2; byte++)); do
      { printf "\\x$(printf %02x "$byte")"; printf '%s' "$line"; } | seed "$1"
    done
  done <"$3"
}

urls=$root/Tests/Conformance/url/urltestdata.json
jq -j '.[] | objects | .input, "\u0000"' "$urls" |
  while IFS= read -r -d '' input; do printf '%s' "$input" | seed url; done
jq -j '.[] | objects | select(.base != null) | .base, "\n", .input, "\u0000"' "$urls" |
  while IFS= read -r -d '' input; do printf '%s' "$input" | seed url-base; done
jq -j '.[] | objects | .input, "\u0000"' "$root/Tests/Conformance/url/toascii.json" |
  while IFS= read -r -d '' host; do printf 'a@%s' "$host" | seed email; done

while IFS= read -r line; do printf '%s' "$line" | seed email; done <"$root/Examples/emails.txt"
paste -d, "$root/Examples/emails.txt" <(tail -n +2 "$root/Examples/emails.txt") |
  while IFS= read -r line; do printf '%s' "$line" | seed email-multiple; done

# 16 locales by 3 kinds: bytes 0-47 name every pair.
prefixed number-locale 48 "$root/Examples/numbers.txt"
prefixed html-formats 6 "$root/Examples/numbers.txt"
prefixed html-formats 6 "$root/Examples/instants.txt"
cut -c1-10 "$root/Examples/instants.txt" >.build/dates.txt
prefixed html-formats 6 .build/dates.txt
prefixed date-locale 48 .build/dates.txt
prefixed phone 14 "$root/Examples/phones-us.txt"

for file in "$root"/Examples/*.json; do
  case $file in
  */paths*.json) seed path-config <"$file" ;;
  *) seed form-spec <"$file" ;;
  esac
done
for file in "$root"/Tests/Conformance/navigation/*.json; do seed path-config <"$file"; done
for file in "$root"/Examples/*.session; do seed session <"$file"; done
for target in $(./targets.sh); do
  echo "$target: $(find "$out/$target" -type f | wc -l) seeds" >&2
done
touch "$out/.complete"

#!/usr/bin/env bash
# Regenerates the manual pages in docs/man from the built fieldcli's own help, with
# swift-argument-parser's generate-manual plugin: docs/man/fieldcli.1 holds every command on one
# page (`man -l docs/man/fieldcli.1`), and docs/man/fieldcli.SUBCOMMAND.1 one page each
# (`man -l docs/man/fieldcli.format.date.1`).
#
# Usage: scripts/generate-man.sh           rewrite docs/man
#        scripts/generate-man.sh --check   exit 1, naming the pages, when docs/man is stale
#
# The plugin writes into .build/plugins/GenerateManual/outputs/fieldcli, so the pages are
# copied from there. It builds the package first; a debug build is used because the help text
# is the same in every configuration and a release fieldcli takes far longer to link. The
# pages keep their date until their text changes, so running the script twice on the same
# sources writes the same bytes. Tests/fieldcliTests checks the pages
# against the built fieldcli's help in `swift test` (ManualPageTests), without the plugin.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
check=false
case "${1:-}" in
  --check) check=true ;;
  "") ;;
  *) echo "usage: scripts/generate-man.sh [--check]" >&2; exit 2 ;;
esac

outputs=.build/plugins/GenerateManual/outputs/fieldcli
fresh=$(mktemp -d)
trap 'rm -rf "$fresh"' EXIT

generate() {
  rm -rf "$outputs"
  swift package plugin generate-manual --configuration debug --date "$date" "$@" >&2
}
# One page per subcommand first (its root page is left out: the single page below replaces it),
# then the single page of every command.
generate_all() {
  rm -f "$fresh"/*.1
  generate --multi-page
  for page in "$outputs"/fieldcli.*.1; do
    # The help subcommand is argument-parser's own and says nothing a reader needs.
    [ "$(basename "$page")" = fieldcli.help.1 ] || cp "$page" "$fresh/"
  done
  generate
  cp "$outputs/fieldcli.1" "$fresh/"
}

# The pages keep the date they carry until their text changes, so that regenerating unchanged
# help writes the same bytes; changed pages are dated today.
date=""
if [ -f docs/man/fieldcli.1 ]; then
  date=$(sed -n 's/^\.Dd //p' docs/man/fieldcli.1 | head -1)
  date=$(date -u -d "$date" +%F 2>/dev/null || true)
fi
[ -n "$date" ] || date=$(date -u +%F)
generate_all
if ! $check && ! diff -r -q docs/man "$fresh" >/dev/null 2>&1 && [ "$date" != "$(date -u +%F)" ]; then
  date=$(date -u +%F)
  generate_all
fi

if $check; then
  if diff -r -q docs/man "$fresh" >/dev/null; then
    echo "docs/man is up to date."
    exit 0
  fi
  echo "docs/man is out of date with fieldcli's help; run scripts/generate-man.sh:" >&2
  diff -r -q docs/man "$fresh" >&2 || true
  exit 1
fi
rm -f docs/man/*.1
cp "$fresh"/*.1 docs/man/
echo "Wrote $(ls docs/man/*.1 | wc -l) pages to docs/man (dated $date)."

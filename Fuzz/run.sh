#!/usr/bin/env bash
# Runs one fuzz target for a number of seconds: Fuzz/run.sh TARGET SECONDS [LIBFUZZER FLAGS...]
#
# Builds the targets when needed, reads the committed seeds (Corpus/TARGET) and the generated
# ones (.build/corpus/TARGET, from make-corpus.sh), writes new inputs to .build/work/TARGET and
# a crash, leak, timeout or failed property to .build/crashes/TARGET. Exits non-zero when the
# target found one.
set -euo pipefail
cd "$(dirname "$0")"
if [ $# -lt 2 ] || ! ./targets.sh | grep -x -- "$1" >/dev/null || ! [[ $2 =~ ^[0-9]+$ ]]; then
  echo "usage: Fuzz/run.sh TARGET SECONDS [LIBFUZZER FLAGS...]; targets: $(./targets.sh | tr '\n' ' ')" >&2
  exit 2
fi
target=$1 seconds=$2
shift 2
mkdir -p .build
bin=$(./build.sh 2>.build/build.log) || { cat .build/build.log >&2; exit 2; }
# Without jq only the committed seeds are used.
[ -f .build/corpus/.complete ] || ./make-corpus.sh 2>/dev/null || true

case $target in
url | url-base) dict=url ;;
email | email-multiple) dict=email ;;
number-locale | date-locale | html-formats) dict=number-date ;;
*) dict=$target ;;
esac
# Specs, configurations, scripts and pages are files; the values are lines.
case $target in
form-spec | path-config | html-page) max_len=16384 ;;
session) max_len=16384 ;;
*) max_len=4096 ;;
esac
work=.build/work/$target crashes=.build/crashes/$target
mkdir -p "$work" "$crashes" .build/corpus/"$target"
# libFuzzer writes new inputs to the first folder only; the seeds are read and left alone.
# The Swift runtime's backtracer reads memory ASan guards; libFuzzer prints the stack itself.
export SWIFT_BACKTRACE=enable=no
exec "$bin/fuzz-$target" -max_total_time="$seconds" -max_len="$max_len" -timeout=10 \
  -rss_limit_mb=4096 -dict="Dictionaries/$dict.dict" -artifact_prefix="$crashes/" \
  -print_final_stats=1 "$@" "$work" "Corpus/$target" ".build/corpus/$target"

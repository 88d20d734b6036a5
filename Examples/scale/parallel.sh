#!/usr/bin/env bash
# Validates a file of values, one per line, with GNU parallel: one `fieldcli validate` per block
# of lines, one block per core at a time, the results written in input order. The output is
# byte for byte what `fieldcli validate KIND --stdin FLAGS < FILE` writes.
#
# Usage: Examples/scale/parallel.sh FILE KIND [FLAGS...]      (FILE '-' reads standard input)
#   FIELDCLI=/path/to/fieldcli   the binary, at that path on every machine (else fieldcli on
#                                PATH, else this checkout's release build)
#   BLOCK=4M                     how much input each fieldcli gets
#   PARALLEL='--sshlogin 2/:,8/user@host2'   GNU parallel's own options: here, other machines
# Exit status: 0 every value valid, 1 some invalid, 2 bad usage, a missing tool or a failed job.
set -uo pipefail
name=${0##*/}
fail() {
  echo "$name: $*" >&2
  exit 2
}
# A name as fieldcli's messages show one: in single quotes, line breaks and tabs escaped, at
# most 64 characters.
quoted() {
  local text=${1:0:64}
  text=${text//$'\n'/\\n}
  text=${text//$'\r'/\\r}
  text=${text//$'\t'/\\t}
  if [ ${#1} -gt 64 ]; then
    printf "'%s…' (%d characters)" "$text" ${#1}
  else
    printf "'%s'" "$text"
  fi
}

if [ $# -lt 2 ]; then
  fail "Expected a file and a kind. Usage: $name FILE KIND [FLAGS...], such as" \
    "'$name emails.txt email --locale de_DE'."
fi
file=$1
shift
command -v parallel >/dev/null 2>&1 ||
  fail "GNU parallel is not installed. Please install it, such as with 'apt-get install parallel'."
checkout=$(cd "$(dirname "$0")/../.." && pwd)
fieldcli=${FIELDCLI:-$(command -v fieldcli || echo "$checkout/.build/release/fieldcli")}
[ -x "$fieldcli" ] || fail "No fieldcli at $(quoted "$fieldcli"). Please build it with" \
  "'swift build -c release --product fieldcli' or set FIELDCLI to its path."
block=${BLOCK:-4M}
[[ $block =~ ^[1-9][0-9]*[kKmMgG]?$ ]] ||
  fail "Invalid BLOCK $(quoted "$block"). Please give a size such as '4M' or '512k'."
if [ "$file" != - ] && { [ ! -f "$file" ] || [ ! -r "$file" ]; }; then
  fail "The file $(quoted "$file") cannot be read; check the path."
fi

# fieldcli checks its arguments before it reads a line: an empty run reports bad usage once,
# in fieldcli's own words, instead of once per block.
"$fieldcli" validate "$@" --stdin </dev/null >/dev/null || exit 2

log=$(mktemp) || fail "Cannot make a temporary file; check TMPDIR."
trap 'rm -f "$log"' EXIT
# --jobs 1: parallel already runs one fieldcli per core; a fieldcli with a thread per core on
# top of that would make the cores take turns, and gain nothing.
# --quote: parallel hands the command to a shell; quoting keeps '--pattern "a b"' one argument.
command=(--keep-order --quote --block "$block" --joblog "$log"
  "$fieldcli" validate "$@" --stdin --jobs 1)
if [ "$file" = - ]; then
  parallel --pipe "${command[@]}"
else
  # --pipe-part reads a regular file's blocks itself, where --pipe copies every byte through
  # parallel: the same lines to the same jobs, at a fraction of the cost.
  parallel --pipe-part --arg-file "$file" "${command[@]}"
fi
status=$?

# parallel's own status counts failed jobs, and for fieldcli an invalid value is a "failure":
# the job log tells exit 1 (some values invalid) from anything worse.
worst=$(awk -F'\t' 'NR > 1 { if ($8 != 0) signal = $8; else if ($7 > most) most = $7 }
  END { print(signal ? "signal " signal : "exit status " most + 0) }' "$log")
case $worst in
  "exit status 0")
    [ "$status" -eq 0 ] || fail "GNU parallel stopped with status $status; the output is incomplete."
    exit 0
    ;;
  "exit status 1") exit 1 ;;
  *) fail "A fieldcli job ended with $worst; the output is incomplete." ;;
esac

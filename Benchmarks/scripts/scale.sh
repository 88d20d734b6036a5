#!/usr/bin/env bash
# Runs Examples/scale/parallel.sh (GNU parallel) and Examples/scale/spark_validate.py (Spark in
# local mode) over the generated e-mail addresses and URLs, checks with cmp that each writes
# byte for byte what one `fieldcli validate KIND --stdin` writes (and that the Spark job's invalid
# lines are that run's, joined with their values, in order) and with the same exit status, and
# prints lines per second with the single process as reference. Exits 1 on any difference.
# Installs pyspark into Benchmarks/.venv, and GNU parallel and Java when missing. Not in CI.
# Usage: Benchmarks/scripts/scale.sh      (LINES=20000 for a small trial in its own folder)
set -euo pipefail
source "$(dirname "$0")/prepare.sh" pyspark
missing=()
command -v parallel >/dev/null || missing+=(parallel)
# pyspark 4 needs Java 17 or later.
command -v java >/dev/null || missing+=(openjdk-17-jre-headless)
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update -qq && apt-get install -y -qq "${missing[@]}"
fi
inputs=$data
if [ -n "${LINES:-}" ]; then inputs="$data/scale-$LINES"; fi
if [ ! -s "$inputs/urls.txt" ]; then
  python3 "$bench/scripts/generate_validator_inputs.py" "$inputs" ${LINES:+"$LINES"}
fi
export FIELDCLI="$root/.build/release/fieldcli"
out="$data/scale-out"
python="$bench/.venv/bin/python"

# Runs a command with stdout to a file and prints "SECONDS STATUS".
timed() {
  local output=$1 start end status=0
  shift
  start=$(date +%s.%N)
  "$@" >"$output" || status=$?
  end=$(date +%s.%N)
  echo "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }') $status"
}

same() {
  if cmp -s "$1" "$2"; then
    echo "  same bytes: $3"
  else
    echo "  DIFFERENT: $3"
    differences=$((differences + 1))
  fi
}

differences=0
# Spark's fixed cost, a JVM and a local cluster of Python workers, from a run over no lines.
: >"$data/scale-empty.txt"
rm -rf "$out" && mkdir -p "$out"
read -r startup empty_status <<<"$(timed "$out/spark.log" "$python" "$root/Examples/scale/spark_validate.py" \
  --invalid "$out/invalid" "$data/scale-empty.txt" email 2>"$out/spark.err")"
echo "spark_validate.py over an empty file: $startup s, exit status $empty_status"
if [ "$empty_status" != 0 ]; then
  echo "  DIFFERENT exit status: fieldcli exits 0 on no lines (see $out/spark.err)"
  differences=$((differences + 1))
fi

for job in "emails.txt email" "urls.txt url"; do
  read -r file kind <<<"$job"
  input="$inputs/$file"
  lines=$(wc -l <"$input")
  rm -rf "$out" && mkdir -p "$out"
  read -r single status <<<"$(timed "$out/single.tsv" "$FIELDCLI" validate "$kind" --stdin <"$input")"
  invalid=$(grep -c '^invalid' "$out/single.tsv" || true)
  echo "${input#"$root/"} ($kind): $lines lines, $invalid invalid, exit status $status"
  read -r parallel parallel_status <<<"$(timed "$out/parallel.tsv" \
    "$root/Examples/scale/parallel.sh" "$input" "$kind")"
  read -r spark spark_status <<<"$(timed "$out/spark.log" "$python" \
    "$root/Examples/scale/spark_validate.py" --invalid "$out/invalid" --results "$out/results" \
    "$input" "$kind" 2>"$out/spark.err")"
  for run in "fieldcli --stdin:$single:$status" "parallel.sh:$parallel:$parallel_status" \
    "spark_validate.py:$spark:$spark_status" \
    "spark_validate.py less $startup s:$(awk -v s="$spark" -v u="$startup" 'BEGIN { print s - u }'):$spark_status"; do
    IFS=: read -r name seconds code <<<"$run"
    awk -v n="$name" -v s="$seconds" -v l="$lines" -v r="$single" -v c="$code" \
      'BEGIN { if (s <= 0) { printf "  %-30s %8.3f s\n", n, s; exit }
        printf "  %-30s %8.3f s %10.0f lines/s %8.3fx   exit %s\n", n, s, l / s, r / s, c }'
  done
  if [ "$parallel_status" != "$status" ] || [ "$spark_status" != "$status" ]; then
    echo "  DIFFERENT exit status (see $out/spark.err)"
    differences=$((differences + 1))
  fi
  same "$out/single.tsv" "$out/parallel.tsv" "parallel.sh = fieldcli --stdin"
  # Part files are written in partition order, and their names sort in that order.
  cat "$out"/results/part-* >"$out/spark.tsv"
  same "$out/single.tsv" "$out/spark.tsv" "spark_validate.py --results = fieldcli --stdin"
  python3 "$bench/scripts/invalid_lines.py" "$input" "$out/single.tsv" >"$out/expected-invalid.tsv"
  cat "$out"/invalid/part-* >"$out/spark-invalid.tsv"
  same "$out/expected-invalid.tsv" "$out/spark-invalid.tsv" \
    "spark_validate.py --invalid = the invalid lines of fieldcli --stdin with their values"
done
if [ "$differences" -gt 0 ]; then
  echo "$differences differences; the outputs are in ${out#"$root/"}." >&2
  exit 1
fi

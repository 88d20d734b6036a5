"""Measures `fieldcli validate phone --stdin` end to end: lines per second (best of five runs, the
default jobs) and instructions per line under callgrind (one job, so the count repeats from run to
run on a busy machine). docs/fast-paths.md quotes its figures.

    python3 Benchmarks/scripts/measure_phone.py FIELDCLI REGION LINES_FILE [CALLGRIND_LINES]

Instructions per line are the count for the first CALLGRIND_LINES lines (20,000 by default) less
the count for no line at all, so start-up is not spread over the lines. Extra environment
variables reach fieldcli unchanged."""
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def lines_per_second(fieldcli, region, path, runs=5):
    lines = sum(1 for _ in open(path, "rb"))
    best = None
    for _ in range(runs):
        with open(path, "rb") as source:
            start = time.perf_counter()
            subprocess.run([fieldcli, "validate", "phone", "--stdin", "--region", region],
                           stdin=source, stdout=subprocess.DEVNULL, check=False)
            seconds = time.perf_counter() - start
        best = seconds if best is None else min(best, seconds)
    return lines / best


def instructions(fieldcli, region, text):
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        # Valgrind 3.19 (Debian 12) gives up on the DWARF 5 the toolchain writes; the count
        # needs no line tables, so callgrind runs a copy without them.
        stripped = Path(folder) / "fieldcli"
        subprocess.run(["strip", "--strip-debug", "-o", str(stripped), fieldcli], check=True)
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(stripped),
             "validate",
             "phone", "--stdin", "--jobs", "1", "--region", region],
            input=text, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        found = re.search(rb"Collected : (\d+)", result.stderr)
        if found is None:
            sys.exit(result.stderr.decode(errors="replace"))
        return int(found.group(1))


def main():
    fieldcli, region, path = sys.argv[1:4]
    count = int(sys.argv[4]) if len(sys.argv) > 4 else 20_000
    with open(path, "rb") as source:
        text = b"".join(line for _, line in zip(range(count), source))
    per_line = (instructions(fieldcli, region, text) - instructions(fieldcli, region, b"")) / count
    print(f"{Path(path).name} {region}: {lines_per_second(fieldcli, region, path):,.0f} lines/s "
          f"(best of 5), {per_line:,.0f} instructions/line (callgrind, {count:,} lines, --jobs 1)")


main()

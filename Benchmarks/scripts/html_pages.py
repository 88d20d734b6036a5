"""Times `fieldcli spec PAGE.html` on the pages of generate_html_pages.py: html-pages.sh.

    python3 Benchmarks/scripts/html_pages.py FIELDCLI DATA_FOLDER

For each shape and each of two sizes (SIZES, "10000 20000" by default): the page's size, what
fieldcli read (the number of fields, or "refused: too deep"), seconds (best of
REPEATS, 3) and instructions per KB (callgrind, one run: the count repeats from run to run on a
busy machine), less the count for a page of one input, so that start-up is not spread over the
page; for a refused page, the whole run's count (the page of one input takes BASE, printed
first). The last columns are the larger page's per-KB figures over the smaller's: about 1 when
reading is linear, about 2 when it is quadratic. ONLY=substring keeps the shapes that contain
it.
"""

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import generate_html_pages


def run(fieldcli, page):
    """The best time of REPEATS runs, and what fieldcli printed first (fields or error)."""
    best = None
    for _ in range(int(os.environ.get("REPEATS", "3"))):
        start = time.perf_counter()
        result = subprocess.run([fieldcli, "spec", str(page)], capture_output=True, check=False)
        elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    if result.returncode == 0:
        fields = result.stdout.count(b'"kind"')
        read = f"{fields} field" + ("" if fields == 1 else "s")
    elif b"deep at line" in result.stderr:
        read = "refused: too deep"
    elif b"opens them again" in result.stderr:
        read = "refused: reopens"
    else:
        read = "error: " + result.stderr.decode(errors="replace")[:40]
    return best, read


def instructions(stripped, page):
    with tempfile.TemporaryDirectory() as folder:
        out = Path(folder) / "callgrind.out"
        result = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", str(stripped),
             "spec", str(page)],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
        found = re.search(rb"Collected : (\d+)", result.stderr)
        if found is None:
            sys.exit(result.stderr.decode(errors="replace"))
        return int(found.group(1))


def main():
    fieldcli, folder = sys.argv[1], Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    sizes = [int(size) for size in os.environ.get("SIZES", "10000 20000").split()]
    only = os.environ.get("ONLY", "")
    for name, shape in generate_html_pages.SHAPES.items():
        for n in sizes:
            (folder / f"{name}-{n}.html").write_text(
                generate_html_pages.HEAD + shape(n) + "</body></html>\n")
    (folder / "empty.html").write_text(
        generate_html_pages.HEAD + '<form><input name="a"></form></body></html>\n')
    # Valgrind 3.19 (Debian 12) gives up on the DWARF 5 the toolchain writes; the count needs no
    # line tables, so callgrind runs a copy without them.
    stripped = folder / "fieldcli-stripped"
    subprocess.run(["strip", "--strip-debug", "-o", str(stripped), fieldcli], check=True)
    base = instructions(stripped, folder / "empty.html")
    print(f"BASE: {base:,} instructions for a page of one input")
    print(f"{'shape':16} {'n':>7} {'KB':>7} {'read':18} {'s':>7} {'s/MB':>7} {'instr/KB':>11}"
          f" {'ratio s/KB':>10} {'ratio instr/KB':>14}")
    for name in generate_html_pages.SHAPES:
        if only not in name:
            continue
        rows = []
        for n in sizes:
            page = folder / f"{name}-{n}.html"
            kb = page.stat().st_size / 1024
            seconds, read = run(fieldcli, page)
            count = instructions(stripped, page)
            if "refused" in read:
                # Refused where the pre-scan goes past a limit, near the start: a figure per KB
                # would say nothing, so the whole run's count is shown (start-up included).
                print(f"{name:16} {n:7} {kb:7.0f} {read:18} {seconds:7.3f} {'':>7}"
                      f" {count:11,} (whole run)")
                continue
            per_kb = (count - base) / kb
            rows.append((seconds / kb, per_kb))
            ratios = ""
            if len(rows) > 1:
                ratios = f" {rows[-1][0] / rows[0][0]:10.2f} {rows[-1][1] / rows[0][1]:14.2f}"
            print(f"{name:16} {n:7} {kb:7.0f} {read:18} {seconds:7.3f} {seconds / kb * 1024:7.2f}"
                  f" {per_kb:11,.0f}{ratios}", flush=True)


main()

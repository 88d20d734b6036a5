"""Runs fieldcli and the peers a user would pick instead over the same generated input and prints
lines per second and ratios measured in this one run. See compare-peers.sh for the setup."""
import os
import subprocess
import sys
import time
from pathlib import Path

root = Path(__file__).resolve().parents[2]
data = root / "Benchmarks" / ".data"
venv_python = root / "Benchmarks" / ".venv" / "bin" / "python"
fieldcli = root / ".build" / "release" / "fieldcli"
peers = root / "Benchmarks" / "Peers"
udat_loop = data / "udat_loop"
repeats = int(os.environ.get("REPEATS", "3"))


def run(command, input_path, copies=1):
    """Best wall time of `repeats` runs, and the command's maximum RSS in kB.

    RSS comes from GNU time: Linux carries a process's peak RSS across exec, so a child forked
    from this (large) Python process would report Python's size, not its own.
    """
    best = None
    peak = 0
    with open(input_path, "rb") as source:
        payload = source.read()
    for _ in range(repeats if copies == 1 else 1):
        with open(os.devnull, "wb") as sink:
            start = time.perf_counter()
            process = subprocess.Popen(
                ["/usr/bin/time", "-f", "%M", *command],
                stdin=subprocess.PIPE, stdout=sink, stderr=subprocess.PIPE)
            for _ in range(copies):
                process.stdin.write(payload)
            process.stdin.close()
            errors = process.stderr.read().decode()
            code = process.wait()
            elapsed = time.perf_counter() - start
        if code not in (0, 1):
            sys.exit(f"{command[0]} exited {code}: {errors[-500:]}")
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, int(errors.strip().splitlines()[-1]))
    return best, peak


def count_lines(path):
    with open(path, "rb") as source:
        return sum(1 for _ in source)


def table(title, rows, reference):
    print(f"\n{title}")
    print(f"{'tool':<44} {'seconds':>8} {'lines/s':>11} {'max RSS':>9} {'time vs ' + reference:>16}")
    reference_time = dict((name, seconds) for name, seconds, _, _ in rows)[reference]
    for name, seconds, rate, rss in rows:
        print(f"{name:<44} {seconds:8.2f} {rate:11,.0f} {rss / 1024:7.1f}MB {seconds / reference_time:15.2f}x")


def main():
    instants = data / "instants.txt"
    numbers = data / "numbers-de.txt"
    lines = count_lines(instants)
    date_flags = ["--locale", "de_DE", "--date-style", "full", "--time-style", "short",
                  "--time-zone", "Europe/Berlin"]
    jobs = [
        ("fieldcli format date --stdin", [str(fieldcli), "format", "date", "--stdin", *date_flags]),
        ("fieldcli ... --jobs 1 (one thread)",
         [str(fieldcli), "format", "date", "--stdin", "--jobs", "1", *date_flags]),
        ("C loop over udat_format (the limit)", [str(udat_loop), "de_DE", "Europe/Berlin"]),
        ("PyICU", [str(venv_python), str(peers / "pyicu_format_date.py")]),
        ("Babel", [str(venv_python), str(peers / "babel_format_date.py")]),
    ]
    rows = []
    for name, command in jobs:
        seconds, rss = run(command, instants)
        rows.append((name, seconds, lines / seconds, rss))
    table(f"format date, de_DE full/short, Europe/Berlin, {lines:,} lines", rows,
          "fieldcli format date --stdin")
    one_thread = rows[1][1]
    print(f"one thread against the C loop: {one_thread / rows[2][1]:.2f}x its time "
          f"(target: within 1.25x)")

    number_lines = count_lines(numbers)
    jobs = [
        ("fieldcli parse number --stdin", [str(fieldcli), "parse", "number", "--stdin", "--locale", "de_DE"]),
        ("fieldcli ... --jobs 1 (one thread)",
         [str(fieldcli), "parse", "number", "--stdin", "--jobs", "1", "--locale", "de_DE"]),
        ("PyICU", [str(venv_python), str(peers / "pyicu_parse_number.py")]),
        ("Babel", [str(venv_python), str(peers / "babel_parse_number.py")]),
    ]
    rows = []
    for name, command in jobs:
        seconds, rss = run(command, numbers)
        rows.append((name, seconds, number_lines / seconds, rss))
    table(f"parse number, de_DE, {number_lines:,} lines", rows, "fieldcli parse number --stdin")

    copies = int(os.environ.get("RSS_COPIES", "10"))
    print(f"\nmax RSS over {lines * copies:,} lines (the input fed {copies} times through a pipe)")
    for name, command, path in [
        ("fieldcli format date --stdin", [str(fieldcli), "format", "date", "--stdin", *date_flags], instants),
        ("fieldcli parse number --stdin", [str(fieldcli), "parse", "number", "--stdin", "--locale", "de_DE"], numbers),
    ]:
        seconds, rss = run(command, path, copies=copies)
        print(f"{name:<44} {rss / 1024:7.1f}MB  ({lines * copies / seconds:,.0f} lines/s)")


main()

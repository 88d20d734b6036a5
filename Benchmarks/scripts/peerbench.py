"""Shared pieces of the peer benchmarks: paths, timing with GNU time, and the result table."""
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


def generated(generator, count, seed, arguments=()):
    """COUNT seeded lines of generate_GENERATOR_values.py (with its ARGUMENTS) in the data
    folder, written the first time they are asked for."""
    suffix = "-".join([generator, *arguments, str(count), str(seed)])
    path = data / f"format-{suffix}.txt"
    if not path.exists():
        script = root / "Benchmarks" / "scripts" / f"generate_{generator}_values.py"
        with open(path, "wb") as out:
            subprocess.run([sys.executable, str(script), str(count), str(seed), *arguments],
                           stdout=out, check=True)
    return path


def count_lines(path):
    with open(path, "rb") as source:
        return sum(1 for _ in source)


def table(title, rows, reference):
    print(f"\n{title}")
    print(f"{'tool':<44} {'seconds':>8} {'lines/s':>11} {'max RSS':>9} {'time vs ' + reference:>16}")
    reference_time = dict((name, seconds) for name, seconds, _, _ in rows)[reference]
    for name, seconds, rate, rss in rows:
        print(f"{name:<44} {seconds:8.2f} {rate:11,.0f} {rss / 1024:7.1f}MB {seconds / reference_time:15.2f}x")

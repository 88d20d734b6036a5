"""fieldcli against native programs over the same lines; see native-limits.sh for the setup.

Per job: whether the outputs agree (byte for byte, or verdict and number for phones), lines per
second (best of REPEATS, input from a file; five copies of it for the line loop, e-mail and
URLs, whose lines are cheap enough that start-up would count) for fieldcli with --jobs 1 and --jobs 2 and for the
native program alone and as two processes over the two halves of the input, instructions per
line under callgrind (fieldcli with --jobs 1, both less a run over no lines, over the first
CALLGRIND_LINES lines), and the ratios from this one run. Then start-up: the median of 30 runs
with hyperfine, and the instructions of one run.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from peerbench import data, fieldcli

native = Path(sys.argv[1])
repeats = int(os.environ.get("REPEATS", "5"))
only = os.environ.get("ONLY", "")
callgrind_override = os.environ.get("CALLGRIND_LINES")
stripped = native / "fieldcli.stripped"
# Valgrind 3.19 (Debian 12) gives up on the DWARF 5 the Swift toolchain writes; the count needs
# no line tables, so callgrind runs a copy without them.
subprocess.run(["strip", "--strip-debug", "-o", str(stripped), str(fieldcli)], check=True)

date_flags = ["--locale", "de_DE", "--date-style", "full", "--time-style", "short",
              "--time-zone", "Europe/Berlin"]
# name, fieldcli arguments, native command, input, lines under callgrind, how outputs compare,
# the target: at most this many instructions per line, "native" for within 5% of the native
# program's, or None (fieldcli is the faster; phones are held to their own earlier rate, see
# Benchmarks/README.md).
jobs = [
    ("line loop: validate text", ["validate", "text", "--stdin"], ["line_loop"],
     "emails.txt", 100_000, None, 400),
    ("e-mail: validate email", ["validate", "email", "--stdin"], ["email_loop"],
     "emails.txt", 100_000, "bytes", 1_300),
    ("URL: validate url", ["validate", "url", "--stdin"], ["ada_loop"],
     "urls.txt", 100_000, "bytes", 2_800),
    ("date: format date, de_DE full/short", ["format", "date", "--stdin", *date_flags],
     ["date_loop", "de_DE", "Europe/Berlin", "full", "short"], "instants.txt", 20_000, "bytes",
     "native"),
    ("phone: validate phone, US", ["validate", "phone", "--stdin", "--region", "US"],
     ["phone_loop", "US"], "phones-us.txt", 20_000, "verdicts", None),
    ("phone: tel:, extensions, letters, US",
     ["validate", "phone", "--stdin", "--region", "US"], ["phone_loop", "US"],
     "phones-forms.txt", 20_000, "verdicts", None),
]


def native_command(command):
    return [str(native / command[0]), *command[1:]]


def best_time(command, input_path):
    best = None
    for _ in range(repeats):
        with open(input_path, "rb") as source, open(os.devnull, "wb") as sink:
            start = time.perf_counter()
            code = subprocess.run(command, stdin=source, stdout=sink).returncode
            elapsed = time.perf_counter() - start
        if code not in (0, 1):
            sys.exit(f"{command[0]} exited {code}")
        best = elapsed if best is None else min(best, elapsed)
    return best


def best_time_two_processes(command, halves):
    best = None
    for _ in range(repeats):
        with open(halves[0], "rb") as first, open(halves[1], "rb") as second, \
                open(os.devnull, "wb") as sink:
            start = time.perf_counter()
            running = [subprocess.Popen(command, stdin=first, stdout=sink),
                       subprocess.Popen(command, stdin=second, stdout=sink)]
            for process in running:
                process.wait()
            elapsed = time.perf_counter() - start
        best = elapsed if best is None else min(best, elapsed)
    return best


def instructions(command, input_path):
    result = subprocess.run(
        ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command],
        stdin=open(input_path, "rb"), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    found = re.search(rb"Collected : (\d+)", result.stderr)
    if found is None:
        sys.exit(result.stderr.decode(errors="replace")[-2000:])
    return int(found.group(1))


def per_line(command, sample, lines):
    return (instructions(command, sample) - instructions(command, os.devnull)) / lines


def verdicts(output):
    """A phone line's verdict and number: fieldcli's messages say why, the native loop does not."""
    return [line if line.startswith(b"ok\t") else b"invalid" for line in output.splitlines()]


def differing(fieldcli_out, native_out, mode):
    if mode == "verdicts":
        ours, theirs = verdicts(fieldcli_out), verdicts(native_out)
    else:
        ours, theirs = fieldcli_out.splitlines(), native_out.splitlines()
    if len(ours) != len(theirs):
        return max(len(ours), len(theirs))
    return sum(1 for a, b in zip(ours, theirs) if a != b)


def main():
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        folder = Path(folder)
        for name, arguments, command, input_name, sample_lines, mode, target in jobs:
            if only not in name:
                continue
            input_path = data / input_name
            if not input_path.exists():
                print(f"| {name} | no input: {input_name} |", flush=True)
                continue
            with open(input_path, "rb") as source:
                payload = source.read()
            # The cheap jobs are timed over their input five times over (5,000,000 lines), so
            # that start-up (a few milliseconds) does not count in the ratio of two jobs to one.
            if target is not None and target != "native" and target <= 2_800:
                timed = folder / "timed"
                timed.write_bytes(payload * 5)
                timed_payload = payload * 5
            else:
                timed = input_path
                timed_payload = payload
            lines = timed_payload.count(b"\n")
            split = timed_payload.index(b"\n", len(timed_payload) // 2) + 1
            halves = [folder / "first", folder / "second"]
            halves[0].write_bytes(timed_payload[:split])
            halves[1].write_bytes(timed_payload[split:])
            sample_lines = int(callgrind_override or sample_lines)
            sample = folder / "sample"
            sample.write_bytes(b"".join(payload.splitlines(keepends=True)[:sample_lines]))
            ours = [str(fieldcli), *arguments]
            theirs = native_command(command)
            agreement = "-"
            if mode:
                with open(input_path, "rb") as source:
                    fieldcli_out = subprocess.run(ours, stdin=source, capture_output=True).stdout
                with open(input_path, "rb") as source:
                    native_out = subprocess.run(theirs, stdin=source, capture_output=True).stdout
                agreement = f"{differing(fieldcli_out, native_out, mode):,} differ"
            one = best_time([*ours, "--jobs", "1"], timed)
            two = best_time([*ours, "--jobs", "2"], timed)
            alone = best_time(theirs, timed)
            pair = best_time_two_processes(theirs, halves)
            ours_ipl = per_line([str(stripped), *arguments, "--jobs", "1"], sample, sample_lines)
            theirs_ipl = per_line(theirs, sample, sample_lines)
            rows.append((name, lines, agreement, lines / one, lines / two, lines / alone,
                         lines / pair, ours_ipl, theirs_ipl, target))
            print_row(rows[-1])
    if only in "start-up":
        start_up()


header_done = False


def print_row(row):
    global header_done
    if not header_done:
        print("| job | lines | outputs | fieldcli --jobs 1 | --jobs 2 | native | native x2 "
              "| speed vs native | --jobs 2 / --jobs 1 | native x2 / x1 | fieldcli instr/line "
              "| native instr/line | instr vs native | target |")
        print("|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        header_done = True
    (name, lines, agreement, one, two, alone, pair, ours_ipl, theirs_ipl, target) = row
    if target is None:
        goal = "-"
    elif target == "native":
        goal = f"within 5% of native: {'met' if ours_ipl <= theirs_ipl * 1.05 else 'not met'}"
    else:
        goal = f"<= {target:,}: {'met' if ours_ipl <= target else 'not met'}"
    print(f"| {name} | {lines:,} | {agreement} | {one / 1e6:.2f} M/s | {two / 1e6:.2f} M/s "
          f"| {alone / 1e6:.2f} M/s | {pair / 1e6:.2f} M/s | {one / alone:.2f}x "
          f"| {two / one:.2f}x | {pair / alone:.2f}x | {ours_ipl:,.0f} | {theirs_ipl:,.0f} "
          f"| {ours_ipl / theirs_ipl:.2f}x | {goal} |", flush=True)


def start_up():
    medians = {}
    counts = {}
    commands = {
        "fieldcli validate email a@b.c": [str(fieldcli), "validate", "email", "a@b.c"],
        "C program linked to the shared libraries": [str(native / "startup"), "a@b.c"],
        "the same C program, C library alone": [str(native / "startup_plain"), "a@b.c"],
    }
    for name, command in commands.items():
        with tempfile.NamedTemporaryFile(suffix=".json") as export:
            subprocess.run(
                ["hyperfine", "-N", "--warmup", "5", "--runs", "30", "--export-json",
                 export.name, " ".join(command)],
                check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            medians[name] = json.load(open(export.name))["results"][0]["median"] * 1000
        stripped_command = [str(stripped), *command[1:]] if command[0] == str(fieldcli) \
            else command
        counts[name] = instructions(stripped_command, os.devnull)
    ours, theirs, _ = list(commands)
    print(f"\nstart-up (hyperfine -N, median of 30; callgrind, one run)")
    print("| program | median ms | instructions |")
    print("|---|---:|---:|")
    for name in commands:
        print(f"| {name} | {medians[name]:.2f} | {counts[name] / 1e6:.1f} M |")
    print(f"fieldcli against the C program with shared libraries: "
          f"{medians[ours] / medians[theirs]:.2f}x its time; "
          f"target 3.5 ms: {'met' if medians[ours] <= 3.5 else 'not met'}")


if __name__ == "__main__":
    main()

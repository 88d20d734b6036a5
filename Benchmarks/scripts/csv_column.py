"""`validate email --csv` against the same values as lines (`--stdin`): first checks that both
write the same results byte for byte, then lines per second (best of REPEATS runs) with every
core and with --jobs 1, and the maximum RSS, for a 1,000,000-row CSV file and the same values
as lines; then the maximum RSS over RSS_COPIES (10) times the CSV through one pipe. See
csv-column.sh for the setup."""
import csv
import hashlib
import os
import subprocess
import sys
import time

from peerbench import data, fieldcli, repeats, run

lines_path = data / "emails.txt"
csv_path = data / "emails.csv"


def write_csv():
    """The addresses of emails.txt as the second of three columns; the third is quoted, holds a
    comma, and in one row of fifty a line break, so the reader meets RFC 4180's quoting."""
    with open(lines_path) as source, open(csv_path, "w", newline="") as out:
        writer = csv.writer(out, lineterminator="\r\n")
        writer.writerow(["id", "email", "note"])
        for index, line in enumerate(source):
            note = f"row {index}, checked" + ("\nsecond line" if index % 50 == 0 else "")
            writer.writerow([index, line.rstrip("\n"), note])


def timed(command, stdin_path=None):
    """Best wall time of `repeats` runs of a command reading a file itself, and its max RSS."""
    best, peak = None, 0
    for _ in range(repeats):
        with open(stdin_path or os.devnull, "rb") as source, open(os.devnull, "wb") as sink:
            start = time.perf_counter()
            process = subprocess.run(["/usr/bin/time", "-f", "%M", *command], stdin=source,
                                     stdout=sink, stderr=subprocess.PIPE)
            elapsed = time.perf_counter() - start
        if process.returncode not in (0, 1):
            sys.exit(f"{command} exited {process.returncode}: {process.stderr[-500:]}")
        best = elapsed if best is None else min(best, elapsed)
        peak = max(peak, int(process.stderr.decode().strip().splitlines()[-1]))
    return best, peak


def digest(command, stdin_path=None):
    with open(stdin_path or os.devnull, "rb") as source:
        output = subprocess.run(command, stdin=source, capture_output=True).stdout
    return hashlib.sha256(output).hexdigest(), output.count(b"\n")


def main():
    if not csv_path.exists():
        write_csv()
    rows = sum(1 for _ in open(lines_path, "rb"))
    email = [str(fieldcli), "validate", "email"]
    as_lines = email + ["--stdin"]
    as_csv = email + ["--csv", str(csv_path), "--column", "email"]
    same_lines = digest(as_lines, lines_path)
    same_csv = digest(as_csv)
    print(f"{rows:,} values; {csv_path.stat().st_size / 1e6:.1f} MB of CSV, "
          f"{lines_path.stat().st_size / 1e6:.1f} MB of lines; results "
          f"{'identical' if same_lines == same_csv else 'DIFFERENT'} "
          f"({same_csv[1]:,} lines)")
    if same_lines != same_csv:
        sys.exit(1)
    print(f"{os.cpu_count()} cores; best of {repeats} runs")
    print(f"{'fieldcli validate email ...':<52} {'lines/s':>11} {'max RSS':>9}")
    cases = [
        ("--stdin < emails.txt", as_lines, lines_path),
        ("--stdin --jobs 1 < emails.txt", as_lines + ["--jobs", "1"], lines_path),
        ("--csv emails.csv --column email", as_csv, None),
        ("--csv emails.csv --column email --jobs 1", as_csv + ["--jobs", "1"], None),
        ("--csv emails.csv --column 2 --only-invalid", email + [
            "--csv", str(csv_path), "--column", "2", "--only-invalid"], None),
        ("--csv - --column email < emails.csv", email + ["--csv", "-", "--column", "email"],
         csv_path),
    ]
    for label, command, stdin_path in cases:
        seconds, rss = timed(command, stdin_path)
        print(f"{label:<52} {rows / seconds:>11,.0f} {rss / 1024:>7.1f}MB", flush=True)
    copies = int(os.environ.get("RSS_COPIES", "10"))
    _, rss = run(email + ["--csv", "-", "--column", "email"], csv_path, copies=copies)
    print(f"max RSS over {copies} x the CSV through one pipe (--csv -): {rss / 1024:.1f}MB")
    _, rss = run(as_lines, lines_path, copies=copies)
    print(f"max RSS over {copies} x the lines through one pipe (--stdin): {rss / 1024:.1f}MB")


main()

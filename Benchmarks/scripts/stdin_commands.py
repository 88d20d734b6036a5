"""Streams generated lines through every `fieldcli ... --stdin` command: lines per second with
--jobs 1, 2 and 4 (best of REPEATS rounds over the 1,000,000-line files, or as many copies of
one as make a second of --jobs 1, each file the command's stdin), the ratios of 2 and 4 jobs to
one and of two --jobs 1 processes at once to one (the median of the rounds' own ratios), and the
maximum RSS with the default threads over RSS_COPIES (10) times the lines fed through one pipe.
See stdin-commands.sh for the setup."""
import math
import os
import statistics
import subprocess
import sys
import time

from peerbench import count_lines, data, fieldcli, generated, root, run

examples = root / "Examples"
de_date = ["--locale", "de_DE", "--date-style", "short", "--time-style", "short",
           "--time-zone", "Europe/Berlin"]
commands = [
    ("validate text --max-length 64", "emails.txt", ["validate", "text", "--max-length", "64"]),
    ("validate email", "emails.txt", ["validate", "email"]),
    ("validate url", "urls.txt", ["validate", "url"]),
    ("validate phone --region US", "phones-us.txt", ["validate", "phone", "--region", "US"]),
    ("validate integer --min 0 --max 1000000", "integers.txt",
     ["validate", "integer", "--min", "0", "--max", "1000000"]),
    ("validate decimal --step 0.01", "decimals.txt", ["validate", "decimal", "--step", "0.01"]),
    ("validate number --locale de_DE", "numbers-de.txt", ["validate", "number", "--locale", "de_DE"]),
    ("validate date --min 1900-01-01", "dates.txt", ["validate", "date", "--min", "1900-01-01"]),
    ("validate time --step 60", "times.txt", ["validate", "time", "--step", "60"]),
    ("validate datetime", "datetimes.txt", ["validate", "datetime"]),
    ("format date --locale de_DE (full, short)", "instants.txt",
     ["format", "date", "--locale", "de_DE", "--date-style", "full", "--time-style", "short",
      "--time-zone", "Europe/Berlin"]),
    ("format number --locale hi_IN", "decimals.txt", ["format", "number", "--locale", "hi_IN"]),
    ("format phone --region US (international)", "phones-us.txt",
     ["format", "phone", "--region", "US", "--style", "international"]),
    ("parse date --locale de_DE (short, short)", "dates-de.txt", ["parse", "date", *de_date]),
    ("parse number --locale de_DE", "numbers-de.txt", ["parse", "number", "--locale", "de_DE"]),
    ("check Examples/signup.json", "signup-submissions.jsonl",
     ["check", str(examples / "signup.json")]),
    ("route --config Examples/paths.json", "paths.txt",
     ["route", "--config", str(examples / "paths.json")]),
    ("validate phone (tel:, extensions, letters)", "phones-forms.txt",
     ["validate", "phone", "--region", "US"]),
    # ICU's other formats in de_DE, over generate_<command>_values.py's lines.
    ("format relative --unit day", "format:relative",
     ["format", "relative", "--locale", "de_DE", "--unit", "day"]),
    ("format list", "format:list", ["format", "list", "--locale", "de_DE"]),
    ("format unit --unit kilometer-per-hour", "format:unit",
     ["format", "unit", "--locale", "de_DE", "--unit", "kilometer-per-hour"]),
    ("format date-range --skeleton yMMMd", "format:date_range",
     ["format", "date-range", "--locale", "de_DE", "--skeleton", "yMMMd"]),
    ("format number-range", "format:number_range", ["format", "number-range", "--locale", "de_DE"]),
    ("format plural", "format:plural", ["format", "plural", "--locale", "de_DE"]),
    ("format name --of language", "format:name:--of:language",
     ["format", "name", "--locale", "de_DE", "--of", "language"]),
]


def values(name):
    """The input file for `name`: a file in the data folder, or `format:GENERATOR[:ARGUMENT]`,
    1,000,000 lines of generate_GENERATOR_values.py (seed 2)."""
    if not name.startswith("format:"):
        return data / name
    generator, *arguments = name.split(":")[1:]
    return generated(generator, 1_000_000, 2, arguments)


def timed(command, path, processes=1):
    """Wall seconds for `processes` copies of `command` at once, each reading `path` as stdin."""
    start = time.perf_counter()
    running = []
    for _ in range(processes):
        with open(path, "rb") as source:
            running.append(subprocess.Popen(command, stdin=source, stdout=subprocess.DEVNULL,
                                            stderr=subprocess.DEVNULL))
    for process in running:
        if process.wait() not in (0, 1):
            sys.exit(f"{' '.join(command)} exited {process.returncode}")
    return time.perf_counter() - start


def main():
    copies = int(os.environ.get("RSS_COPIES", "10"))
    rounds = int(os.environ.get("REPEATS", "3"))
    only = os.environ.get("ONLY")
    # This machine's cores change speed from one second to the next (shared with other work),
    # so a best-of ratio may set a fast --jobs 1 against a slow --jobs 2. Each round runs the
    # job counts back to back, and the ratios are the median of each round's own; the control
    # is two processes of --jobs 1 at once, each over the whole file: what the two cores give
    # two programs that share nothing.
    print(f"{os.cpu_count()} cores; lines/s best of {rounds} rounds; ratios the median of the "
          f"rounds'; max RSS with the default threads over {copies} x the lines through one pipe")
    print(f"{'fieldcli ... --stdin':<42} {'lines':>9} {'--jobs 1':>10} {'--jobs 2':>10} "
          f"{'--jobs 4':>10} {'2 vs 1':>7} {'4 vs 1':>7} {'2 procs':>7} {'max RSS':>9}")
    largest = (0, "")
    for label, name, arguments in commands:
        if only and only not in label:
            continue
        path = values(name)
        lines = count_lines(path)
        command = [str(fieldcli), *arguments, "--stdin", "--jobs"]
        # A command through its lines in well under a second would time its start-up (5 to 10
        # ms) as much as its lines: it reads the file over and over, up to a second's worth.
        first = timed(command + ["1"], path)
        if first < 0.5:
            times = min(10, math.ceil(1.0 / first))
            repeated = path.with_name(f"{path.stem}-x{times}{path.suffix}")
            if not repeated.exists():
                with open(path, "rb") as source:
                    payload = source.read()
                with open(repeated, "wb") as out:
                    for _ in range(times):
                        out.write(payload)
            path, lines = repeated, lines * times
        best = {1: math.inf, 2: math.inf, 4: math.inf}
        ratios = {2: [], 4: [], "procs": []}
        for _ in range(rounds):
            # Each way twice, there and back (1, 2, 4, two processes, then backwards), and the
            # faster of the two: a slow moment then costs each way alike.
            order = [1, 2, 4, "procs"]
            seconds = {key: math.inf for key in order}
            for key in order + order[::-1]:
                if key == "procs":
                    taken = timed(command + ["1"], path, processes=2)
                else:
                    taken = timed(command + [str(key)], path)
                seconds[key] = min(seconds[key], taken)
            for jobs in best:
                best[jobs] = min(best[jobs], seconds[jobs])
            ratios[2].append(seconds[1] / seconds[2])
            ratios[4].append(seconds[1] / seconds[4])
            ratios["procs"].append(2 * seconds[1] / seconds["procs"])
        rates = " ".join(f"{lines / best[jobs]:>10,.0f}" for jobs in (1, 2, 4))
        medians = " ".join(f"{statistics.median(ratios[key]):>6.2f}x" for key in (2, 4, "procs"))
        _, rss = run([str(fieldcli), *arguments, "--stdin"], path, copies=copies)
        largest = max(largest, (rss, label))
        print(f"{label:<42} {lines:>9,} {rates} {medians} {rss / 1024:>7.1f}MB", flush=True)
    print(f"largest max RSS: {largest[0] / 1024:.1f}MB ({largest[1]})")


main()

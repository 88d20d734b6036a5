"""Streams generated lines through every `fieldcli ... --stdin` command: lines per second with
--jobs 1, 2 and 4 (best of REPEATS runs over the 1,000,000-line files) and the maximum RSS with
the default threads over RSS_COPIES (10) times the lines fed through one pipe. See
stdin-commands.sh for the setup."""
import os

from peerbench import count_lines, data, fieldcli, root, run

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
]


def main():
    copies = int(os.environ.get("RSS_COPIES", "10"))
    only = os.environ.get("ONLY")
    print(f"{os.cpu_count()} cores; lines/s best of {os.environ.get('REPEATS', '3')} runs; "
          f"max RSS with the default threads over {copies} x the lines through one pipe")
    print(f"{'fieldcli ... --stdin':<42} {'lines':>9} {'--jobs 1':>10} {'--jobs 2':>10} "
          f"{'--jobs 4':>10} {'4 vs 1':>7} {'max RSS':>9}")
    largest = (0, "")
    for label, name, arguments in commands:
        if only and only not in label:
            continue
        path = data / name
        lines = count_lines(path)
        measured = []
        for jobs in (1, 2, 4):
            seconds, _ = run([str(fieldcli), *arguments, "--stdin", "--jobs", str(jobs)], path)
            measured.append(lines / seconds)
        rates = (f"{measured[0]:>10,.0f} {measured[1]:>10,.0f} {measured[2]:>10,.0f} "
                 f"{measured[2] / measured[0]:>6.2f}x")
        _, rss = run([str(fieldcli), *arguments, "--stdin"], path, copies=copies)
        largest = max(largest, (rss, label))
        print(f"{label:<42} {lines:>9,} {rates} {rss / 1024:>7.1f}MB", flush=True)
    print(f"largest max RSS: {largest[0] / 1024:.1f}MB ({largest[1]})")


main()

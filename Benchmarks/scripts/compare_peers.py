"""Runs fieldcli and the peers a user would pick instead over the same generated input and prints
lines per second and ratios measured in this one run. See compare-peers.sh for the setup."""
import os

from peerbench import count_lines, data, fieldcli, peers, run, table, venv_python

udat_loop = data / "udat_loop"


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

"""Babel peer for `fieldcli format relative --stdin --unit U --locale L [--style S]`:
babel.dates.format_timedelta with add_direction, which always writes the number (as
`--numeric always`) and rounds to whole units (threshold so large that the unit is kept).
Babel has its own CLDR copy and rounds fractions, so it need not agree with ICU; it has no
words like "gestern" and no quarter unit (a quarter is written as 3 months' worth of weeks)."""
import argparse
import re
import sys
from datetime import timedelta

from babel.dates import format_timedelta

SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800,
           "month": 2592000, "quarter": 7776000, "year": 31536000}
DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--unit", required=True, choices=SECONDS)
parser.add_argument("--style", default="long", choices=["long", "short", "narrow"])
parser.add_argument("--numeric", default="always", choices=["always", "auto"])
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

granularity = "month" if args.unit == "quarter" else args.unit
write = sys.stdout.write
for line in sys.stdin:
    text = line.rstrip("\n")
    if not DECIMAL.match(text):
        write(f"invalid\tbadInput\t'{text}' is not a number. Please write a plain decimal number "
              "such as '1234.5', '-0.25' or '6.02e23'.\n")
        continue
    try:
        delta = timedelta(seconds=float(text) * SECONDS[args.unit])
    except OverflowError:
        write("invalid\tbadInput\toffset out of range\n")
        continue
    write(format_timedelta(delta, granularity=granularity, threshold=1e9, add_direction=True,
                           format=args.style, locale=args.locale) + "\n")

"""Babel peer for `fieldcli format date --stdin` over plain dates and plain times (the job of
pyicu_date_plain.py), through babel.dates.format_date and format_time. Flags: --locale L,
--date-style S, --time-style S, --skeleton K, --pattern P (and --time-zone, which plain values
ignore). Babel has its own CLDR copy, so its text need not match ICU's; a skeleton's date and
time fields go to format_skeleton. Babel's long and full time styles name a zone, which ICU's
plain times leave out. Refused lines print `invalid` only; other lines print `skipped`."""
import argparse
import re
import sys
from datetime import date, time

from babel import Locale
from babel.dates import format_date, format_skeleton, format_time

DATE_LETTERS = set("GyYuUrQqMLlwWdDFgEec")
TIME_LETTERS = set("abBhHkKjJCmsSA")
PLAIN_TIME = re.compile(r"^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$")

parser = argparse.ArgumentParser()
parser.add_argument("--stdin", action="store_true")
parser.add_argument("--locale", required=True)
parser.add_argument("--date-style", choices=["none", "short", "medium", "long", "full"])
parser.add_argument("--time-style", choices=["none", "short", "medium", "long", "full"])
parser.add_argument("--skeleton")
parser.add_argument("--pattern")
parser.add_argument("--time-zone", default="UTC")
args = parser.parse_args()
locale = args.locale
# Babel's skeletons have no 'j' (the locale's hour); its short time pattern says which it is.
hour = "h" if "h" in Locale.parse(locale).time_formats["short"].pattern else "H"
if args.date_style is None and args.time_style is None:
    date_style, time_style = "medium", "short"
else:
    date_style, time_style = args.date_style or "none", args.time_style or "none"


def show_date(value):
    if args.pattern:
        return format_date(value, args.pattern, locale=locale)
    if args.skeleton:
        skeleton = "".join(c for c in args.skeleton if c in DATE_LETTERS)
        if not skeleton:
            raise ValueError
        return format_skeleton(skeleton, value, locale=locale)
    if date_style == "none":
        raise ValueError
    return format_date(value, date_style, locale=locale)


def show_time(value):
    if args.pattern:
        return format_time(value, args.pattern, locale=locale)
    if args.skeleton:
        skeleton = "".join(c for c in args.skeleton if c in TIME_LETTERS).replace("j", hour)
        if not skeleton:
            raise ValueError
        return format_skeleton(skeleton, value, locale=locale)
    if time_style == "none":
        raise ValueError
    return format_time(value, time_style, locale=locale)


write = sys.stdout.write
for raw in sys.stdin:
    line = raw.rstrip("\n")
    try:
        if len(line) == 10 and line[4] == "-":
            write(show_date(date.fromisoformat(line)) + "\n")
            continue
        match = PLAIN_TIME.match(line)
        if not match:
            write("skipped\n")
            continue
        millisecond = int(((match.group(4) or "") + "000")[:3])
        value = time(int(match.group(1)), int(match.group(2)), int(match.group(3) or 0),
                     millisecond * 1000)
        write(show_time(value) + "\n")
    except ValueError:
        write("invalid\n")

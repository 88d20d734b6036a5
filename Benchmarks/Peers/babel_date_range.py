"""Babel peer for `fieldcli format date-range --stdin` (the job of pyicu_date_range.py), through
babel.dates.format_interval. Flags: --locale L, --skeleton K | --date-style S [--time-style S],
--time-zone Z. Babel has its own CLDR copy and interval code, so its text need not match ICU's;
styles map to the skeletons ICU derives for most locales (medium date: yMMMd, short time: jm),
and plain dates are given to Babel as dates. Refused lines print `invalid` only."""
import argparse
import re
import sys
from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

from babel.dates import format_interval

DATE_SKELETONS = {"none": "", "short": "yMd", "medium": "yMMMd", "long": "yMMMMd",
                  "full": "yMMMMEEEEd"}
TIME_SKELETONS = {"none": "", "short": "jm", "medium": "jms", "long": "jmsz", "full": "jmsz"}
DATE_LETTERS = set("GyYuUrQqMLlwWdDFgEec")
PLAIN = re.compile(r"^\d{4}-\d{2}-\d{2}$")

parser = argparse.ArgumentParser()
parser.add_argument("--stdin", action="store_true")
parser.add_argument("--locale", required=True)
parser.add_argument("--skeleton")
parser.add_argument("--date-style", choices=DATE_SKELETONS)
parser.add_argument("--time-style", choices=TIME_SKELETONS)
parser.add_argument("--time-zone", default="UTC")
args = parser.parse_args()

if args.skeleton:
    skeleton = args.skeleton
    date_skeleton = "".join(c for c in skeleton if c in DATE_LETTERS)
elif args.date_style is None and args.time_style is None:
    skeleton, date_skeleton = "yMMMdjm", "yMMMd"
else:
    date_skeleton = DATE_SKELETONS[args.date_style or "none"]
    skeleton = date_skeleton + TIME_SKELETONS[args.time_style or "none"]
zone = ZoneInfo(args.time_zone)


def endpoint(text):
    if PLAIN.match(text):
        return date.fromisoformat(text)
    if text.startswith("@"):
        return datetime.fromtimestamp(float(text[1:]), timezone.utc)
    return datetime.fromisoformat(text.replace("Z", "+00:00"))


write = sys.stdout.write
for raw in sys.stdin:
    try:
        start, end = map(endpoint, raw.rstrip("\n").split("\t"))
        if type(start) is not type(end) or start > end:
            raise ValueError
        if isinstance(start, date) and not isinstance(start, datetime):
            if not date_skeleton:
                raise ValueError
            write(format_interval(start, end, date_skeleton, locale=args.locale) + "\n")
        else:
            write(format_interval(start, end, skeleton, tzinfo=zone, locale=args.locale) + "\n")
    except ValueError:
        write("invalid\n")

"""Babel peer for `fieldcli format date-range --stdin` (the job of pyicu_date_range.py), through
babel.dates.format_interval. Flags: --locale L, --skeleton K | --date-style S [--time-style S],
--time-zone Z. Babel has its own CLDR copy and interval code, so its text need not match ICU's;
styles take the letters of Babel's own pattern for them (as ICU takes the skeleton of its
pattern), and plain dates are given to Babel as dates. Refused lines print `invalid` only."""
import argparse
import re
import sys
from datetime import date, datetime, timezone
from zoneinfo import ZoneInfo

from babel import Locale
from babel.dates import format_interval

DATE_LETTERS = set("GyYuUrQqMLlwWdDFgEec")
PLAIN = re.compile(r"^\d{4}-\d{2}-\d{2}$")

STYLES = ["none", "short", "medium", "long", "full"]

parser = argparse.ArgumentParser()
parser.add_argument("--stdin", action="store_true")
parser.add_argument("--locale", required=True)
parser.add_argument("--skeleton")
parser.add_argument("--date-style", choices=STYLES)
parser.add_argument("--time-style", choices=STYLES)
parser.add_argument("--time-zone", default="UTC")
args = parser.parse_args()

babel_locale = Locale.parse(args.locale)
# Babel's skeletons have no 'j' (the locale's hour); its short time pattern says which it is.
hour = "h" if "h" in babel_locale.time_formats["short"].pattern else "H"


def style_skeleton(formats, style):
    """The letters of Babel's own pattern for a style, as ICU takes the skeleton of its own."""
    if style == "none":
        return ""
    pattern = re.sub(r"'[^']*'", "", formats[style].pattern)
    return "".join(c for c in pattern if c.isascii() and c.isalpha() and c not in "zZvV")


if args.skeleton:
    skeleton = args.skeleton.replace("j", hour)
    date_skeleton = "".join(c for c in skeleton if c in DATE_LETTERS)
else:
    date_style, time_style = args.date_style, args.time_style
    if date_style is None and time_style is None:
        date_style, time_style = "medium", "short"
    date_skeleton = style_skeleton(babel_locale.date_formats, date_style or "none")
    skeleton = date_skeleton + style_skeleton(babel_locale.time_formats, time_style or "none")
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

"""PyICU peer for `fieldcli format date-range --stdin`: the same ICU date interval format
(DateIntervalFormat with a skeleton; styles give the skeleton of the locale's pattern for them),
driven from Python, line by line.

Flags: --locale L, --skeleton K | --date-style S [--time-style S], --time-zone Z, --calendar C.
Each line is START TAB END: two instants (ISO 8601 with Z or an offset, or @seconds) or two
plain dates (YYYY-MM-DD, shown as those days in UTC with the layout's date fields only).
Refused lines print `invalid<TAB>badInput<TAB>MESSAGE` as fieldcli does, for the refusals the
generator makes (no tab, a day the month lacks, mixed kinds, a start after the end, a form that
is no instant); a rarer refusal may be worded differently.
"""
import argparse
import re
import sys
from datetime import date, datetime

import icu

STYLES = {"none": icu.DateFormat.NONE, "short": icu.DateFormat.SHORT,
          "medium": icu.DateFormat.MEDIUM, "long": icu.DateFormat.LONG,
          "full": icu.DateFormat.FULL}
DATE_LETTERS = set("GyYuUrQqMLlwWdDFgEec")
PLAIN = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
INSTANT = re.compile(
    r"^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?"
    r"(?:([Zz])|([+-])(\d{2})(?::?(\d{2}))?)$")
FORM = "it is not in the form YYYY-MM-DDTHH:MM:SS with 'Z' or an offset"

parser = argparse.ArgumentParser()
parser.add_argument("--stdin", action="store_true")
parser.add_argument("--locale", required=True)
parser.add_argument("--skeleton")
parser.add_argument("--date-style", choices=STYLES)
parser.add_argument("--time-style", choices=STYLES)
parser.add_argument("--time-zone", default="UTC")
parser.add_argument("--calendar")
args = parser.parse_args()

name = args.locale + (f"@calendar={args.calendar}" if args.calendar else "")
locale = icu.Locale(name)


def style_skeleton(date_style, time_style):
    pattern = icu.DateFormat.createDateTimeInstance(
        STYLES[date_style], STYLES[time_style], locale).toPattern()
    return icu.DateTimePatternGenerator.createInstance(locale).getSkeleton(pattern)


if args.skeleton:
    skeleton = args.skeleton
    date_skeleton = "".join(c for c in skeleton if c in DATE_LETTERS) or None
elif args.date_style is None and args.time_style is None:
    skeleton = style_skeleton("medium", "short")
    date_skeleton = style_skeleton("medium", "none")
else:
    date_style = args.date_style or "none"
    skeleton = style_skeleton(date_style, args.time_style or "none")
    date_skeleton = None if date_style == "none" else style_skeleton(date_style, "none")


def open_format(skel, zone):
    # The interval format takes the default zone when it is made.
    icu.TimeZone.setDefault(icu.TimeZone.createTimeZone(zone))
    return icu.DateIntervalFormat.createInstance(skel, locale)


instants = open_format(skeleton, args.time_zone)
days = open_format(date_skeleton, "UTC") if date_skeleton else None


class Problem(Exception):
    pass


def days_in(year, month):
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def check_day(year, month, day):
    if not 1 <= month <= 12:
        raise Problem("the month must be 01 to 12")
    if not 1 <= day <= days_in(year, month):
        raise Problem(f"day {day} is not in that month")


def endpoint(text):
    """('day'|'instant', seconds since 1970)."""
    match = PLAIN.match(text)
    if match:
        year, month, day = map(int, match.groups())
        check_day(year, month, day)
        return "day", (date(year, month, day).toordinal() - 719163) * 86400.0
    if text.startswith("@"):
        return "instant", float(text[1:])
    match = INSTANT.match(text)
    if not match:
        raise Problem(FORM)
    year, month, day, hour, minute = map(int, match.groups()[:5])
    check_day(year, month, day)
    second = int(match.group(6) or 0)
    fraction = float("0." + match.group(7)) if match.group(7) else 0.0
    if hour >= 24 or minute >= 60 or second >= 60:
        raise Problem("the time must be 00:00:00 to 23:59:59")
    offset = 0
    if match.group(9):
        offset = int(match.group(10)) * 60 + int(match.group(11) or 0)
        offset = offset if match.group(9) == "+" else -offset
    day_number = date(year, month, day).toordinal() - 719163
    seconds = ((day_number * 24 + hour) * 60 + minute - offset) * 60 + second
    return "instant", seconds + fraction


def format_line(line):
    if "\t" not in line:
        raise Problem("it has no tab between the start and the end")
    start, end = line.split("\t", 1)
    if "\t" in end:
        raise Problem("it has more than two tab-separated fields")
    try:
        first = endpoint(start)
    except Problem as problem:
        raise Problem(f"the start: {problem}")
    try:
        second = endpoint(end)
    except Problem as problem:
        raise Problem(f"the end: {problem}")
    if first[0] != second[0]:
        raise Problem(
            "the start is a plain date and the end an instant; give both of one kind"
            if first[0] == "day" else
            "the start is an instant and the end a plain date; give both of one kind")
    if first[1] > second[1]:
        raise Problem("the start is after the end")
    if first[0] == "day":
        if days is None:
            raise Problem("the layout shows no date fields, which plain dates need")
        return days.format(icu.DateInterval(first[1], second[1]))
    return instants.format(icu.DateInterval(first[1], second[1]))


def quoted(text):
    return "'" + text.replace("\\", "\\\\").replace("\t", "\\t") + "'"


write = sys.stdout.write
for raw in sys.stdin:
    line = raw.rstrip("\n")
    try:
        write(format_line(line) + "\n")
    except Problem as problem:
        write(f"invalid\tbadInput\t{quoted(line)} is not a range: {problem}. "
              "Please write the start and the end separated by a tab.\n")

"""PyICU peer for `fieldcli format date --stdin` over plain dates (YYYY-MM-DD) and plain times
(HH:MM[:SS[.fraction]]): the same ICU date formats, in UTC with no zone shift, showing the
date part of the layout for a date and the time part for a time, driven from Python.

Flags: --locale L, --date-style S, --time-style S, --skeleton K, --pattern P, --calendar C
(and --time-zone Z, which plain values ignore). Without a layout flag: medium date, short time.
A day the month lacks, a time out of range, and a layout without the part a value needs print
`invalid<TAB>badInput<TAB>MESSAGE` as fieldcli does; other lines (instants) are not this
peer's job and print `skipped`.
"""
import argparse
import re
import sys
from datetime import date

import icu

STYLES = {"none": icu.DateFormat.NONE, "short": icu.DateFormat.SHORT,
          "medium": icu.DateFormat.MEDIUM, "long": icu.DateFormat.LONG,
          "full": icu.DateFormat.FULL}
DATE_LETTERS = set("GyYuUrQqMLlwWdDFgEec")
TIME_LETTERS = set("abBhHkKjJCmsSA")
PLAIN_DATE = re.compile(r"^(\d{4})-(\d{2})-(\d{2})$")
PLAIN_TIME = re.compile(r"^(\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?$")
DATE_ADVICE = "; a plain date is written YYYY-MM-DD, such as '2024-09-14'"
TIME_ADVICE = "; a plain time is written HH:MM[:SS[.fraction]], such as '13:45'"

parser = argparse.ArgumentParser()
parser.add_argument("--stdin", action="store_true")
parser.add_argument("--locale", required=True)
parser.add_argument("--date-style", choices=STYLES)
parser.add_argument("--time-style", choices=STYLES)
parser.add_argument("--skeleton")
parser.add_argument("--pattern")
parser.add_argument("--time-zone", default="UTC")
parser.add_argument("--calendar")
args = parser.parse_args()

locale = icu.Locale(args.locale + (f"@calendar={args.calendar}" if args.calendar else ""))
generator = icu.DateTimePatternGenerator.createInstance(locale)
utc = icu.TimeZone.createTimeZone("UTC")


def from_pattern(pattern):
    formatter = icu.SimpleDateFormat(pattern, locale)
    formatter.setTimeZone(utc)
    return formatter


def from_skeleton(skeleton):
    return from_pattern(generator.getBestPattern(skeleton)) if skeleton else None


def from_styles(date_style, time_style):
    formatter = icu.DateFormat.createDateTimeInstance(
        STYLES[date_style], STYLES[time_style], locale)
    formatter.setTimeZone(utc)
    return formatter


def proleptic(formatter):
    """Plain dates count days as ISO 8601 does: no Julian calendar before 1582."""
    if formatter is None:
        return None
    if formatter.getCalendar().getType() == "gregorian":
        calendar = icu.GregorianCalendar(utc, locale)
        # As fieldcli does: ICU clamps a cutover this far back to its earliest day.
        calendar.setGregorianChange(-1.7976931348623157e308)
        formatter.setCalendar(calendar)
    return formatter


if args.pattern:
    dates = proleptic(from_pattern(args.pattern))
    times = from_pattern(args.pattern)
elif args.skeleton:
    dates = proleptic(from_skeleton("".join(c for c in args.skeleton if c in DATE_LETTERS)))
    times = from_skeleton("".join(c for c in args.skeleton if c in TIME_LETTERS))
else:
    date_style, time_style = args.date_style, args.time_style
    if date_style is None and time_style is None:
        date_style, time_style = "medium", "short"
    date_style, time_style = date_style or "none", time_style or "none"
    dates = proleptic(from_styles(date_style, "none")) if date_style != "none" else None
    if time_style in ("short", "medium"):
        times = from_styles("none", time_style)
    elif time_style in ("long", "full"):
        # Long and full times end in a zone, which a plain time does not have.
        skeleton = generator.getSkeleton(from_styles("none", time_style).toPattern())
        times = from_skeleton("".join(c for c in skeleton if c in TIME_LETTERS))
    else:
        times = None


class Problem(Exception):
    pass


def days_in(year, month):
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def format_line(line):
    match = PLAIN_DATE.match(line)
    if match:
        year, month, day = map(int, match.groups())
        if not 1 <= month <= 12:
            raise Problem("the month must be 01 to 12" + DATE_ADVICE)
        if not 1 <= day <= days_in(year, month):
            raise Problem(f"day {day} is not in that month" + DATE_ADVICE)
        if dates is None:
            raise Problem("it is a plain date and the layout shows no date; give a date style, "
                          "or a skeleton or pattern with date fields")
        seconds = (date(year, month, day).toordinal() - 719163) * 86400.0
        return dates.format(seconds)
    match = PLAIN_TIME.match(line)
    if match:
        hour, minute = int(match.group(1)), int(match.group(2))
        second = int(match.group(3) or 0)
        if hour >= 24 or minute >= 60 or second >= 60:
            raise Problem("the time must be 00:00:00 to 23:59:59" + TIME_ADVICE)
        if times is None:
            raise Problem("it is a plain time and the layout shows no time; give a time style, "
                          "or a skeleton or pattern with time fields")
        millisecond = int(((match.group(4) or "") + "000")[:3])
        total = ((hour * 60 + minute) * 60 + second) * 1000 + millisecond
        # PyICU takes seconds; half a millisecond more keeps ICU's floor on the written digits.
        return times.format((total + 0.5) / 1000)
    return "skipped"


write = sys.stdout.write
for raw in sys.stdin:
    line = raw.rstrip("\n")
    try:
        write(format_line(line) + "\n")
    except Problem as problem:
        write(f"invalid\tbadInput\t'{line}' cannot be formatted: {problem}.\n")

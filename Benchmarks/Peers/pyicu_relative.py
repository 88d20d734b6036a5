"""PyICU peer for `fieldcli format relative --stdin --unit U --locale L [--style S]
[--numeric always|auto]`: the same ICU RelativeDateTimeFormatter, line by line.

PyICU 2.17 does not reach RelativeDateTimeFormatter::format(double, URelativeDateTimeUnit)
(its overload resolution takes (-1, DAY) for (UDateDirection, UDateAbsoluteUnit)), so
`--numeric auto` makes the same two ICU calls that format makes in ICU 72 (reldatefmt.cpp,
formatRelativeImpl): the absolute form for offsets within 1 % of -2..2, else formatNumeric."""
import argparse
import re
import sys

import icu

UNITS = {
    "second": icu.URelativeDateTimeUnit.SECOND, "minute": icu.URelativeDateTimeUnit.MINUTE,
    "hour": icu.URelativeDateTimeUnit.HOUR, "day": icu.URelativeDateTimeUnit.DAY,
    "week": icu.URelativeDateTimeUnit.WEEK, "month": icu.URelativeDateTimeUnit.MONTH,
    "quarter": icu.URelativeDateTimeUnit.QUARTER, "year": icu.URelativeDateTimeUnit.YEAR,
}
# PyICU 2.17 names no QUARTER, HOUR or MINUTE: ICU 72's UDateAbsoluteUnit values 12, 13, 14.
ABSOLUTE = {
    "second": icu.UDateAbsoluteUnit.NOW, "minute": 14,
    "hour": 13, "day": icu.UDateAbsoluteUnit.DAY,
    "week": icu.UDateAbsoluteUnit.WEEK, "month": icu.UDateAbsoluteUnit.MONTH,
    "quarter": 12, "year": icu.UDateAbsoluteUnit.YEAR,
}
DIRECTIONS = {
    -200: icu.UDateDirection.LAST_2, -100: icu.UDateDirection.LAST, 0: icu.UDateDirection.THIS,
    100: icu.UDateDirection.NEXT, 200: icu.UDateDirection.NEXT_2,
}
STYLES = {
    "long": icu.UDateRelativeDateTimeFormatterStyle.LONG,
    "short": icu.UDateRelativeDateTimeFormatterStyle.SHORT,
    "narrow": icu.UDateRelativeDateTimeFormatterStyle.NARROW,
}
# fieldcli's DecimalNumber syntax: sign, digits with an optional point, optional exponent.
DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--unit", required=True, choices=UNITS)
parser.add_argument("--style", default="long", choices=STYLES)
parser.add_argument("--numeric", default="auto", choices=["always", "auto"])
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

locale = icu.Locale(args.locale)
# The locale's decimal format, which ICU takes itself when given none (PyICU refuses None).
formatter = icu.RelativeDateTimeFormatter(
    locale, icu.NumberFormat.createInstance(locale), STYLES[args.style],
    icu.UDisplayContext.CAPITALIZATION_NONE)
unit = UNITS[args.unit]


def absolute(offset):
    """ICU's format(offset, unit) when it takes the absolute form, else None."""
    if not -2.1 < offset < 2.1:
        return None
    x100 = offset * 100.0
    direction = DIRECTIONS.get(int(x100 - 0.5) if x100 < 0 else int(x100 + 0.5))
    if direction is None:
        return None
    if args.unit == "second":
        if direction != icu.UDateDirection.THIS:
            return None
        direction = icu.UDateDirection.PLAIN
    return formatter.format(direction, ABSOLUTE[args.unit]) or None


write = sys.stdout.write
for line in sys.stdin:
    text = line.rstrip("\n")
    if not DECIMAL.match(text):
        write(f"invalid\tbadInput\t'{text}' is not a number. Please write a plain decimal number "
              "such as '1234.5', '-0.25' or '6.02e23'.\n")
        continue
    # fieldcli reads the text as an exact decimal, where -0 is 0.
    offset = float(text) + 0.0
    result = absolute(offset) if args.numeric == "auto" else None
    write((result if result is not None else str(formatter.formatNumeric(offset, unit))) + "\n")

"""PyICU peer for `fieldcli format number --stdin --locale L [options]`.

Each line is a plain decimal number. The style's DecimalFormat as fieldcli opens it (unum's
styles, the currency, the fraction digits); with `--rounding`, `--grouping` or `--sign`, its
settings through `DecimalFormat.toNumberFormatter()` with those options applied, as
cicu_number_skeleton.cpp does. `--sign accounting` on the currency style opens the locale's
accounting pattern (here through the `cf=account` keyword, which selects the same CLDR pattern
as unum's UNUM_CURRENCY_ACCOUNTING). Refused lines print `invalid`.
"""
import argparse
import re
import sys

import icu

ROUNDING = {"ceiling": 0, "floor": 1, "down": 2, "up": 3, "half-even": 4, "half-down": 5,
            "half-up": 6, "half-odd": 8}
GROUPING = {"off": 0, "min2": 1, "auto": 2, "always": 3}
SIGN = {"auto": 0, "always": 1, "never": 2, "accounting": 3, "except-zero": 5}
STYLES = ["decimal", "percent", "currency", "scientific", "compact", "compact-long"]
NUMBER = re.compile(r"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$")


def plain(text):
    """The number as fieldcli reads it: zero has no sign."""
    return text.lstrip("+-") if float(text) == 0 else text

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--style", default="decimal", choices=STYLES)
parser.add_argument("--currency")
parser.add_argument("--min-fraction", type=int)
parser.add_argument("--max-fraction", type=int)
parser.add_argument("--rounding", choices=ROUNDING)
parser.add_argument("--grouping", choices=GROUPING)
parser.add_argument("--sign", choices=SIGN)
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

locale = icu.Locale(args.locale)
if args.style == "currency" and args.sign == "accounting":
    locale = icu.Locale(args.locale + ("@" if "@" not in args.locale else ";") + "cf=account")
make = {
    "decimal": lambda: icu.NumberFormat.createInstance(locale),
    "percent": lambda: icu.NumberFormat.createPercentInstance(locale),
    "currency": lambda: icu.NumberFormat.createCurrencyInstance(locale),
    "scientific": lambda: icu.NumberFormat.createScientificInstance(locale),
    "compact": lambda: icu.CompactDecimalFormat.createInstance(
        locale, icu.UNumberCompactStyle.SHORT),
    "compact-long": lambda: icu.CompactDecimalFormat.createInstance(
        locale, icu.UNumberCompactStyle.LONG),
}
decimal_format = make[args.style]()
if args.currency:
    decimal_format.setCurrency(args.currency.upper())
if args.max_fraction is not None:
    decimal_format.setMaximumFractionDigits(args.max_fraction)
if args.min_fraction is not None:
    decimal_format.setMinimumFractionDigits(args.min_fraction)
options = args.rounding or args.grouping or args.sign
if options:
    formatter = decimal_format.toNumberFormatter()
    if args.rounding:
        formatter = formatter.roundingMode(ROUNDING[args.rounding])
    if args.grouping:
        formatter = formatter.grouping(GROUPING[args.grouping])
    if args.sign:
        formatter = formatter.sign(SIGN[args.sign])

    def format_value(text):
        return str(formatter.formatDecimal(text.encode()))
else:
    def format_value(text):
        # DecimalFormat.format takes no decimal text in PyICU; its own number formatter is
        # what it formats with.
        return str(decimal_format.toNumberFormatter().formatDecimal(text.encode()))

write = sys.stdout.write
for line in sys.stdin:
    value = line.rstrip("\n")
    write((format_value(plain(value)) if NUMBER.match(value) else "invalid") + "\n")

"""PyICU peer for `fieldcli format number-range --stdin --locale L [options]`.

Each line is LOW, a tab, HIGH. Both sides get the icu::number settings fieldcli gives the
style (cicu_number_skeleton.cpp: style_settings), joined by ICU's range formatter with its
default collapse and identity fallback. The percent style multiplies by 100 before ICU, as
fieldcli does (ICU 72 scales an identity range twice). Refused lines print `invalid`.
Values go through doubles (see below), and a percent value with an exponent is not scaled.
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


def fraction(low, high):
    if args.max_fraction is not None:
        high, low = args.max_fraction, min(low, args.max_fraction)
    if args.min_fraction is not None:
        low, high = args.min_fraction, max(args.min_fraction, high)
    return icu.Precision.minMaxFraction(low, high)


def scientific():
    # DecimalFormat's "#E0" takes fraction digit counts as significant digit counts.
    low = high = 0
    if args.max_fraction is not None:
        high, low = args.max_fraction, min(low, args.max_fraction)
    if args.min_fraction is not None:
        low, high = args.min_fraction, max(args.min_fraction, high)
    if high == 0:
        return icu.Precision.unlimited()
    return icu.Precision.minMaxSignificantDigits(max(1, low), high + 1 if low == 0 else high)


given = args.min_fraction is not None or args.max_fraction is not None
settings = icu.NumberFormatter.with_()
if args.style == "decimal":
    settings = settings.precision(fraction(0, 3)).grouping(3)
elif args.style == "percent":
    settings = settings.unit(icu.NoUnit.percent()).precision(fraction(0, 0)).grouping(3)
elif args.style == "currency":
    code = args.currency or icu.Locale(args.locale).getCountry() and \
        icu.DecimalFormatSymbols(icu.Locale(args.locale)).getSymbol(
            icu.DecimalFormatSymbols.kIntlCurrencySymbol)
    settings = settings.unit(icu.CurrencyUnit(code.upper())).grouping(3)
    if given:
        digits = icu.CurrencyUnit(code.upper()).getDefaultFractionDigits() \
            if hasattr(icu.CurrencyUnit, "getDefaultFractionDigits") else 2
        settings = settings.precision(fraction(digits, digits))
elif args.style == "scientific":
    settings = settings.notation(icu.Notation.scientific()).precision(scientific())
else:
    notation = icu.Notation.compactShort() if args.style == "compact" else \
        icu.Notation.compactLong()
    settings = settings.notation(notation).grouping(1)
    if given:
        settings = settings.precision(fraction(0, 999))
if args.rounding:
    settings = settings.roundingMode(ROUNDING[args.rounding])
if args.grouping:
    settings = settings.grouping(GROUPING[args.grouping])
if args.sign:
    settings = settings.sign(SIGN[args.sign])
formatter = icu.NumberRangeFormatter.withLocale(icu.Locale(args.locale)) \
    .numberFormatterBoth(settings)
write = sys.stdout.write
for line in sys.stdin:
    sides = line.rstrip("\n").split("\t")
    if len(sides) != 2 or not all(NUMBER.match(side) for side in sides):
        write("invalid\n")
        continue
    # fieldcli reads a zero without its sign.
    sides = [side.lstrip("+-") if float(side) == 0 else side for side in sides]
    if args.style == "percent":
        # Parsed from text times 100, so 0.03 is exactly 3.0.
        sides = [side + "e2" if "e" not in side.lower() else side for side in sides]
    # PyICU's formatDecimalRange fails (U_INVALID_STATE_ERROR) and its Formattable takes no
    # decimal text, so the sides go through doubles: exact for up to 15 significant digits.
    write(str(formatter.formatDoubleRange(*[float(side) for side in sides])) + "\n")

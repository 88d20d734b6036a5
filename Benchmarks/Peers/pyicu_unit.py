"""PyICU peer for `fieldcli format unit --stdin --locale L --unit U [options]`.

Each line is a plain decimal number; the same icu::number settings as fieldcli's UnitFormat:
the unit by identifier, the width, 0 to 3 fraction digits unless given, and the optional
rounding, grouping and sign. Refused lines are not written the same way: this peer prints
`invalid` for them.
"""
import argparse
import re
import sys

import icu

ROUNDING = {"ceiling": 0, "floor": 1, "down": 2, "up": 3, "half-even": 4, "half-down": 5,
            "half-up": 6, "half-odd": 8}
GROUPING = {"off": 0, "min2": 1, "auto": 2, "always": 3}
SIGN = {"auto": 0, "always": 1, "never": 2, "accounting": 3, "except-zero": 5}
WIDTH = {"narrow": 0, "short": 1, "long": 2}
NUMBER = re.compile(r"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$")


def plain(text):
    """The number as fieldcli reads it: zero has no sign."""
    return text.lstrip("+-") if float(text) == 0 else text

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--unit", required=True)
parser.add_argument("--width", default="short", choices=WIDTH)
parser.add_argument("--min-fraction", type=int)
parser.add_argument("--max-fraction", type=int)
parser.add_argument("--rounding", choices=ROUNDING)
parser.add_argument("--grouping", choices=GROUPING)
parser.add_argument("--sign", choices=SIGN)
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()


def fraction(minimum, maximum, low, high):
    # As unum_setAttribute leaves them: the maximum first, then the minimum.
    if maximum is not None:
        high, low = maximum, min(low, maximum)
    if minimum is not None:
        low, high = minimum, max(minimum, high)
    return icu.Precision.minMaxFraction(low, high)


settings = (icu.NumberFormatter.with_()
            .unit(icu.MeasureUnit.forIdentifier(args.unit))
            .unitWidth(WIDTH[args.width])
            .precision(fraction(args.min_fraction, args.max_fraction, 0, 3)))
if args.rounding:
    settings = settings.roundingMode(ROUNDING[args.rounding])
if args.grouping:
    settings = settings.grouping(GROUPING[args.grouping])
if args.sign:
    settings = settings.sign(SIGN[args.sign])
formatter = settings.locale(icu.Locale(args.locale))
write = sys.stdout.write
for line in sys.stdin:
    value = line.rstrip("\n")
    if NUMBER.match(value):
        write(formatter.formatDecimal(plain(value).encode()) + "\n")
    else:
        write("invalid\n")

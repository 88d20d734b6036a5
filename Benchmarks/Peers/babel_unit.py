"""Babel peer for `fieldcli format unit --stdin --locale L --unit U [--width W]`.

Babel's format_unit with its own CLDR copy: it need not agree byte for byte. Babel knows the
units CLDR lists (kilometer-per-hour, liter-per-100-kilometer) but builds no other compound;
it has no rounding, grouping or sign options, so this peer takes only --width and the fraction
digit flags (as a format pattern). Refused lines print `invalid`.
"""
import argparse
import re
import sys
from decimal import Decimal

from babel.units import format_unit

NUMBER = re.compile(r"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$")
parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--unit", required=True)
parser.add_argument("--width", default="short", choices=["long", "short", "narrow"])
parser.add_argument("--min-fraction", type=int)
parser.add_argument("--max-fraction", type=int)
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()
low = args.min_fraction or 0
high = max(low, 3 if args.max_fraction is None else args.max_fraction)
pattern = "#,##0" + ("." + "0" * low + "#" * (high - low) if high else "")
write = sys.stdout.write
for line in sys.stdin:
    value = line.rstrip("\n")
    if not NUMBER.match(value):
        write("invalid\n")
        continue
    write(format_unit(Decimal(value), args.unit, length=args.width, format=pattern,
                      locale=args.locale) + "\n")

"""Babel peer for `fieldcli format number --stdin --locale L [--style S] [--currency C]
[--min-fraction N] [--max-fraction N] [--grouping off|auto|always]`.

Babel's own CLDR copy and number code: it need not agree byte for byte. Babel rounds half to
even and has no rounding or sign option, so this peer refuses --rounding other than half-even
and --sign other than auto; --grouping off maps to group_separator=False, the others to
Babel's grouping (which is the pattern's, as fieldcli's default). Refused lines print
`invalid`.
"""
import argparse
import re
import sys
from decimal import Decimal

from babel import numbers

NUMBER = re.compile(r"^[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]+)?$")
parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--style", default="decimal",
                    choices=["decimal", "percent", "currency", "scientific", "compact",
                             "compact-long"])
parser.add_argument("--currency")
parser.add_argument("--min-fraction", type=int)
parser.add_argument("--max-fraction", type=int)
parser.add_argument("--rounding", choices=["half-even"])
parser.add_argument("--grouping", choices=["auto", "always", "min2", "off"])
parser.add_argument("--sign", choices=["auto"])
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()
grouped = args.grouping != "off"
currency = args.currency or numbers.get_territory_currencies(
    args.locale.split("_")[-1])[0] if args.style == "currency" else None


def format_value(value):
    if args.style == "decimal":
        if args.min_fraction is None and args.max_fraction is None:
            return numbers.format_decimal(value, locale=args.locale, group_separator=grouped)
        low = args.min_fraction or 0
        high = max(low, 3 if args.max_fraction is None else args.max_fraction)
        pattern = "#,##0" + ("." + "0" * low + "#" * (high - low) if high else "")
        return numbers.format_decimal(value, format=pattern, locale=args.locale,
                                      group_separator=grouped)
    if args.style == "percent":
        return numbers.format_percent(value, locale=args.locale, group_separator=grouped)
    if args.style == "currency":
        return numbers.format_currency(value, currency, locale=args.locale,
                                       group_separator=grouped)
    if args.style == "scientific":
        return numbers.format_scientific(value, locale=args.locale)
    return numbers.format_compact_decimal(
        value, format_type="short" if args.style == "compact" else "long", locale=args.locale)


write = sys.stdout.write
for line in sys.stdin:
    value = line.rstrip("\n")
    write((format_value(Decimal(value)) if NUMBER.match(value) else "invalid") + "\n")

"""Babel peer for `fieldcli format plural --stdin --locale L [--ordinal]`: Babel's CLDR plural
rules over the number as a Decimal, which keeps its written fraction digits (1.0 shows one).
Babel has its own CLDR copy, so it need not agree byte for byte with ICU."""
import argparse
import decimal
import re
import sys

from babel import Locale

DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?\Z")

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--ordinal", action="store_true")
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

locale = Locale.parse(args.locale)
rule = locale.ordinal_form if args.ordinal else locale.plural_form
write = sys.stdout.write
for line in sys.stdin:
    text = line.rstrip("\n")
    if not DECIMAL.match(text):
        write(f"invalid\tbadInput\t'{text}' is not a number. Please write a plain decimal number "
              "such as '1234.5', '-0.25' or '6.02e23'.\n")
        continue
    number = decimal.Decimal(text)
    # An exponent moves the point: 1.50e1 shows 15.0, as fieldcli reads it.
    if number.as_tuple().exponent > 0:
        number = number.quantize(decimal.Decimal(1))
    write(rule(abs(number)) + "\n")

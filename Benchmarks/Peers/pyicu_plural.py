"""PyICU peer for `fieldcli format plural --stdin --locale L [--ordinal]`: the same ICU calls,
a LocalizedNumberFormatter with exactly the fraction digits written (skeleton ".00*" for two)
and PluralRules.select over its FormattedNumber.

PyICU 2.17 opens only cardinal PluralRules (forLocale takes no UPluralType), so `--ordinal`
goes through MessageFormat's `selectordinal`, which selects with the same ordinal rules over
the number as a double shown with at most 3 fraction digits: it agrees with fieldcli for
integers and short fractions, not for 1.0004 (which it reads as 1) or beyond 15 digits."""
import argparse
import re
import sys

import icu

# fieldcli's DecimalNumber syntax: sign, digits with an optional point, optional exponent.
DECIMAL = re.compile(r"[+-]?(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE]([+-]?[0-9]+))?\Z")

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--ordinal", action="store_true")
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

locale = icu.Locale(args.locale)
rules = icu.PluralRules.forLocale(locale)
ordinal = icu.MessageFormat(
    "{0,selectordinal,zero{zero}one{one}two{two}few{few}many{many}other{other}}", locale)
formatters = {}


def visible_fraction_digits(text, exponent):
    mantissa = re.split("[eE]", text)[0]
    fraction = len(mantissa.split(".")[1]) if "." in mantissa else 0
    return max(0, fraction - int(exponent or 0))


write = sys.stdout.write
for line in sys.stdin:
    text = line.rstrip("\n")
    match = DECIMAL.match(text)
    if not match:
        write(f"invalid\tbadInput\t'{text}' is not a number. Please write a plain decimal number "
              "such as '1234.5', '-0.25' or '6.02e23'.\n")
        continue
    if args.ordinal:
        write(ordinal.format([icu.Formattable(float(text))]) + "\n")
        continue
    digits = visible_fraction_digits(text, match.group(1))
    formatter = formatters.get(digits)
    if formatter is None:
        formatter = icu.NumberFormatter.forSkeleton("." + "0" * digits + "*").locale(locale)
        formatters[digits] = formatter
    write(rules.select(formatter.formatDecimalToValue(text.encode())) + "\n")

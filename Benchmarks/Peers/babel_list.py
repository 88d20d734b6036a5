"""Babel peer for `fieldcli format list --stdin --locale L [--type and|or|unit]
[--width wide|short|narrow]`: babel.lists.format_list over the tab-separated items of each line.
Babel has its own CLDR copy, so it need not agree byte for byte with ICU."""
import argparse
import sys

from babel.lists import format_list

STYLES = {("and", "wide"): "standard", ("and", "short"): "standard-short",
          ("and", "narrow"): "standard-narrow", ("or", "wide"): "or", ("or", "short"): "or-short",
          ("or", "narrow"): "or-narrow", ("unit", "wide"): "unit",
          ("unit", "short"): "unit-short", ("unit", "narrow"): "unit-narrow"}

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--type", default="and", choices=["and", "or", "unit"])
parser.add_argument("--width", default="wide", choices=["wide", "short", "narrow"])
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

style = STYLES[(args.type, args.width)]
write = sys.stdout.write
for line in sys.stdin:
    text = line.rstrip("\n")
    if not text:
        write("invalid\tbadInput\tThe line is empty. Please give a list's items separated by "
              "tabs, such as 'a<TAB>b<TAB>c'.\n")
        continue
    write(format_list(text.split("\t"), style=style, locale=args.locale) + "\n")

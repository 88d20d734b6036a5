"""PyICU peer for `fieldcli format list --stdin --locale L [--type and|or|unit]
[--width wide|short|narrow]`: the same ICU ListFormatter; each line is one list of
tab-separated items, and an empty line is refused as fieldcli refuses it."""
import argparse
import sys

import icu

TYPES = {"and": icu.UListFormatterType.AND, "or": icu.UListFormatterType.OR,
         "unit": icu.UListFormatterType.UNITS}
WIDTHS = {"wide": icu.UListFormatterWidth.WIDE, "short": icu.UListFormatterWidth.SHORT,
          "narrow": icu.UListFormatterWidth.NARROW}

parser = argparse.ArgumentParser()
parser.add_argument("--locale", required=True)
parser.add_argument("--type", default="and", choices=TYPES)
parser.add_argument("--width", default="wide", choices=WIDTHS)
parser.add_argument("--stdin", action="store_true")
args = parser.parse_args()

formatter = icu.ListFormatter.createInstance(
    icu.Locale(args.locale), TYPES[args.type], WIDTHS[args.width])
write = sys.stdout.write
for raw in sys.stdin.buffer:
    raw = raw.rstrip(b"\n")
    # fieldcli refuses lines that are not UTF-8 text before the list is read.
    if b"\0" in raw:
        write("invalid\tbadInput\tThe line holds a NUL byte; values are text.\n")
        continue
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        write("invalid\tbadInput\tThe line is not valid UTF-8; please convert it to UTF-8.\n")
        continue
    if not text:
        write("invalid\tbadInput\tThe line is empty. Please give a list's items separated by "
              "tabs, such as 'a<TAB>b<TAB>c'.\n")
        continue
    write(str(formatter.format(text.split("\t"))) + "\n")

"""Babel peer for `fieldcli format name --stdin --of KIND --locale L [--style long|short]`:
Babel's own CLDR copy (Locale.languages, territories, scripts, currencies, get_display_name),
so names may differ from ICU's where the CLDR versions differ. Babel has no short names and no
calendar names: `--style short` gives the long names and `--of calendar` is refused."""
import argparse
import sys

from babel import Locale, UnknownLocaleError

parser = argparse.ArgumentParser()
parser.add_argument("--locale", default="en_US")
parser.add_argument("--of", required=True, choices=["language", "region", "script", "currency", "locale"])
parser.add_argument("--style", default="long", choices=["long", "short"])
parser.add_argument("--stdin", action="store_true")
options = parser.parse_args()
locale = Locale.parse(options.locale)


def name(code):
    if options.of == "language":
        return locale.languages.get(code.lower())
    if options.of == "region":
        return locale.territories.get(code.upper())
    if options.of == "script":
        return locale.scripts.get(code[:1].upper() + code[1:].lower())
    if options.of == "currency":
        return locale.currencies.get(code.upper())
    try:
        return Locale.parse(code, sep="-" if "-" in code else "_").get_display_name(locale)
    except (ValueError, UnknownLocaleError):
        return None


write = sys.stdout.write
for line in sys.stdin:
    code = line.rstrip("\n")
    text = name(code)
    write(text + "\n" if text else f"invalid\tbadInput\tUnknown {options.of} code '{code}'.\n")

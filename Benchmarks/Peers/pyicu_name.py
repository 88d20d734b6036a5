"""PyICU peer for `fieldcli format name --stdin --of KIND --locale L [--style long|short]`: the
same ICU LocaleDisplayNames (standard names, full or short length, no substitution), driven
from Python, line by line.

A code ICU has no name for is written as fieldcli writes a refused line, but without the
"Did you mean" part: fieldcli's nearest-code suggestion is Fields' own, not ICU's, so the
generated invalid lines (generate_name_values.py) are codes far from every known one, for
which fieldcli suggests nothing either.
"""
import argparse
import re
import sys

import icu

# ICU's UDISPCTX_NO_SUBSTITUTE, which PyICU's UDisplayContext does not name.
NO_SUBSTITUTE = (3 << 8) + 1

EXAMPLES = {
    "language": "an ISO 639 code such as 'de', 'fr' or 'zh'",
    "region": "an ISO 3166 code such as 'DE', 'CH' or '419'",
    "script": "an ISO 15924 code such as 'Latn', 'Cyrl' or 'Hant'",
    "currency": "an ISO 4217 code such as 'EUR', 'USD' or 'JPY'",
    "locale": "a locale such as 'de-CH', 'en_US' or 'zh-Hant-TW'",
    "calendar": "a calendar such as 'gregorian', 'buddhist' or 'islamic-umalqura'",
}


def normalize(kind, code):
    """The code in the case ICU's tables use, or None when it is malformed (cicu_display_names.c)."""
    if len(code) >= 160 or not code.isascii():
        return None
    if kind == "language":
        ok = re.fullmatch(r"[A-Za-z]{2,3}|[A-Za-z]{5,8}", code) and code.lower() != "root"
        return code.lower() if ok else None
    if kind == "region":
        if re.fullmatch(r"[A-Za-z]{2}", code):
            return code.upper()
        return code if re.fullmatch(r"[0-9]{3}", code) else None
    if kind == "script":
        return code[0].upper() + code[1:].lower() if re.fullmatch(r"[A-Za-z]{4}", code) else None
    if kind == "currency":
        return code.upper() if re.fullmatch(r"[A-Za-z]{3}", code) else None
    if kind == "calendar":
        return code.lower() if re.fullmatch(r"[A-Za-z0-9-]{3,}", code) else None
    if not re.fullmatch(r"[A-Za-z0-9_@=;-]+", code):
        return None
    if "-" in code and "@" not in code:
        locale = icu.Locale.forLanguageTag(code)
        # A tag that does not parse whole gives a shorter or empty locale; ICU's C API tells by
        # the parsed length, which PyICU does not return: round-trip it instead.
        if not locale.getName() or locale.toLanguageTag().lower() != code.lower():
            return None if not locale.getName() else locale.getName()
        return locale.getName()
    return icu.Locale.createCanonical(code).getName() or None


def name(names, kind, code):
    code = normalize(kind, code)
    if code is None:
        return None
    if kind == "language":
        return names.languageDisplayName(code)
    if kind == "region":
        return names.regionDisplayName(code)
    if kind == "script":
        return names.scriptDisplayName(code)
    if kind == "currency":
        text = names.keyValueDisplayName("currency", code)
        # ucurr_getName gives the code back when it has no name.
        return None if text == code else text
    if kind == "calendar":
        return names.keyValueDisplayName("calendar", code)
    return names.localeDisplayName(code)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--locale", default="en_US")
    parser.add_argument("--of", required=True, choices=sorted(EXAMPLES))
    parser.add_argument("--style", default="long", choices=["long", "short"])
    parser.add_argument("--stdin", action="store_true")
    options = parser.parse_args()
    C = icu.UDisplayContext
    length = C.LENGTH_SHORT if options.style == "short" else C.LENGTH_FULL
    names = icu.LocaleDisplayNames.createInstance(
        icu.Locale(options.locale), [C.STANDARD_NAMES, length, NO_SUBSTITUTE]
    )
    write = sys.stdout.write
    for line in sys.stdin:
        code = line.rstrip("\n")
        text = name(names, options.of, code)
        if text:
            write(text + "\n")
        else:
            write(
                f"invalid\tbadInput\tUnknown {options.of} code '{code}'. "
                f"Please give {EXAMPLES[options.of]}.\n"
            )


main()
